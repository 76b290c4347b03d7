import { Crown, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Logo } from "../../components/ui/logo";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { requestUpgrade } from "../../lib/upgrade-prompt";
import { SIDEBAR_ITEMS } from "./nav-items";
import { initialOf } from "./user-avatar";

export interface ShellUser {
  name: string;
  email: string;
  isPro: boolean;
  /** Shows the 'Go Pro' entry (a Free user, on a server with billing). */
  canUpgrade?: boolean;
}

/** What the desktop sidebar and the mobile drawer both show: brand, entries, the user and Logout. */
export function SidebarContent({
  user,
  onNavigate,
  onLogout,
  loggingOut,
}: {
  user: ShellUser;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/dashboard" onClick={onNavigate} aria-label={t("nav.dashboard")} className="rounded-xl p-1">
          <Logo label={t("app.name")} />
        </Link>
      </div>
      <nav aria-label={t("nav.primary")} className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {SIDEBAR_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "group flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors",
                    isActive
                      ? "bg-primary-50 text-primary-800 dark:bg-primary-950/60 dark:text-primary-200"
                      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden="true"
                      className={cn(
                        "size-5 shrink-0",
                        isActive
                          ? "text-primary-700 dark:text-primary-300"
                          : "text-slate-500 group-hover:text-slate-700 dark:text-slate-400 dark:group-hover:text-slate-200",
                      )}
                    />
                    {t(label)}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-slate-200 p-3 dark:border-slate-800">
        <div className="flex items-center gap-3 rounded-xl px-2 py-2">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary-600 to-accent-700 font-bold text-white"
          >
            {initialOf(user.name)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
        </div>
        {user.canUpgrade ? (
          <button
            type="button"
            onClick={() => {
              onNavigate?.();
              requestUpgrade();
            }}
            className="mb-2 flex min-h-11 w-full items-center gap-3 rounded-xl bg-amber-100 px-3 text-sm font-semibold text-amber-900 transition-colors hover:bg-amber-200 dark:bg-amber-400/15 dark:text-amber-200 dark:hover:bg-amber-400/25"
          >
            <Crown aria-hidden="true" className="size-5 shrink-0" />
            {t("billing.goPro")}
          </button>
        ) : null}
        {user.isPro ? (
          <p className="mx-2 mb-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
            <Crown aria-hidden="true" className="size-3.5" />
            {t("nav.proMember")}
          </p>
        ) : null}
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-danger-50 hover:text-danger-800 disabled:opacity-60 dark:text-slate-300 dark:hover:bg-danger-950/50 dark:hover:text-danger-200"
        >
          {loggingOut ? (
            <Spinner className="size-5" />
          ) : (
            <LogOut aria-hidden="true" className="size-5 shrink-0" />
          )}
          {loggingOut ? t("nav.loggingOut") : t("nav.logout")}
        </button>
      </div>
    </div>
  );
}
