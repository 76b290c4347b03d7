import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { useAuth } from "../../lib/auth";
import { cn } from "../../lib/cn";

/**
 * Header and footer of the public pages (landing, blog). `headerActions` is the theme toggle and `footerActions` the
 * privacy policy button, passed by the app (features do not import each other).
 */
export function PublicLayout({
  headerActions,
  footerActions,
  children,
}: {
  headerActions?: ReactNode;
  footerActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-primary-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-slate-900 dark:text-primary-200"
      >
        {t("app.skipToContent")}
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-slate-50/85 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
          <Link to="/" aria-label={t("app.home")} className="mr-auto rounded-xl p-1">
            <Logo label={t("app.name")} />
          </Link>
          <nav aria-label={t("public.nav")} className="flex items-center gap-1">
            <NavLink
              to="/blog"
              className={({ isActive }) =>
                cn(
                  "hidden min-h-11 items-center rounded-xl px-3 text-sm font-medium sm:inline-flex",
                  isActive
                    ? "text-primary-800 dark:text-primary-200"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                )
              }
            >
              {t("public.blog")}
            </NavLink>
            {headerActions}
            {/* Reserve the space while the session is checked, so nothing jumps. */}
            <div className="ml-1 flex min-w-20 justify-end">
              {state.status === "signed-in" ? (
                <Link to="/dashboard" className={buttonClasses("primary", "sm")}>
                  {t("public.openApp")}
                </Link>
              ) : state.status === "signed-out" ? (
                <Link to="/login" className={buttonClasses("secondary", "sm")}>
                  {t("public.signIn")}
                </Link>
              ) : null}
            </div>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-slate-400">
          <p>{t("public.footer", { year: new Date().getFullYear() })}</p>
          <nav aria-label={t("public.footerNav")} className="flex flex-wrap gap-1">
            <Link
              to="/blog"
              className="inline-flex min-h-11 items-center rounded-xl px-2 hover:text-slate-900 dark:hover:text-white"
            >
              {t("public.blog")}
            </Link>
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-xl px-2 hover:text-slate-900 dark:hover:text-white"
            >
              {t("public.signIn")}
            </Link>
            <Link
              to="/register"
              className="inline-flex min-h-11 items-center rounded-xl px-2 hover:text-slate-900 dark:hover:text-white"
            >
              {t("public.getStarted")}
            </Link>
            {footerActions}
          </nav>
        </div>
      </footer>
    </div>
  );
}
