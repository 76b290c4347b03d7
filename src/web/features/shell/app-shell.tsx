import { Menu } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { Logo } from "../../components/ui/logo";
import { useAuth, useMe } from "../../lib/auth";
import { afterPageLoad } from "../../lib/offline/after-load";
import { clearQueue, pendingCompletions } from "../../lib/offline/outbox";
import { flushOutbox } from "../../lib/offline/sync";
import { BottomNav } from "./bottom-nav";
import { SidebarContent } from "./sidebar-content";
import { UserAvatar } from "./user-avatar";

// The drawer of small screens, loaded when first opened (or once the page has loaded and the browser is idle): Radix's
// dialog is not part of the shell's first load (docs/architecture.md §7 budget, ADR 0096).
const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

/**
 * The signed-in layout (docs/product.md §2): fixed sidebar (w-72) from lg:, a header with the drawer toggle on small screens,
 * header actions (theme, notifications: passed in by the app) and the avatar, and the bottom bar under lg:.
 */
export function AppShell({ headerActions, children }: { headerActions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  useEffect(() => afterPageLoad(() => void loadDrawer().catch(() => undefined)), []);
  const [loggingOut, setLoggingOut] = useState(false);
  const user = {
    name: me.user.name,
    email: me.user.email,
    isPro: me.isPro,
    canUpgrade: !me.isPro && me.billing !== "disabled",
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setDrawerOpen(false), [pathname]);

  async function logout() {
    // Signing out deletes what this device keeps for the user, the workouts finished offline included (ADR 0052,
    // ADR 0023): they are sent first, and if some cannot be, the user decides.
    if (pendingCompletions(me.user.id).length > 0) {
      setLoggingOut(true);
      const { left } = await flushOutbox({ owner: me.user.id }).catch(() => ({
        left: pendingCompletions(me.user.id).length,
      }));
      if (left > 0 && !window.confirm(t("offline.signOutPending", { count: left }))) {
        setLoggingOut(false);
        return;
      }
    }
    setLoggingOut(true);
    setDrawerOpen(false);
    // The queue outlives only a session that ended by itself (ADR 0061): a sign-out takes it, once agreed above.
    await clearQueue();
    await signOut(); // never rejects: a failed call still signs out locally (product §4)
    navigate("/", { replace: true });
  }

  const sidebar = (onNavigate?: () => void) => (
    <SidebarContent user={user} onNavigate={onNavigate} onLogout={logout} loggingOut={loggingOut} />
  );

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-primary-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-slate-900 dark:text-primary-200"
      >
        {t("app.skipToContent")}
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        {sidebar()}
      </aside>

      <div className="lg:pl-72">
        <header className="sticky top-0 z-20 border-b border-slate-200/80 bg-slate-50/85 backdrop-blur dark:border-slate-800/80 dark:bg-slate-950/85">
          <div className="flex h-16 items-center gap-2 px-2 sm:px-4 lg:px-8">
            <button
              ref={drawerToggle}
              type="button"
              aria-label={t("nav.openMenu")}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              className="inline-flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
            {drawerUsed ? (
              <Suspense fallback={null}>
                <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} triggerRef={drawerToggle}>
                  {sidebar(() => setDrawerOpen(false))}
                </MobileDrawer>
              </Suspense>
            ) : null}
            <Link to="/dashboard" aria-label={t("nav.dashboard")} className="rounded-xl p-1 lg:hidden">
              <Logo label={t("app.name")} />
            </Link>
            <div className="ml-auto flex items-center gap-1">
              {headerActions}
              <Link
                to="/profile"
                aria-label={
                  user.isPro
                    ? t("nav.proAccount", { name: user.name })
                    : t("nav.account", { name: user.name })
                }
                className="ml-1 inline-flex size-11 items-center justify-center rounded-full"
              >
                <UserAvatar name={user.name} isPro={user.isPro} />
              </Link>
            </div>
          </div>
        </header>

        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 lg:px-10 lg:pt-10 lg:pb-12"
        >
          {children}
        </main>
      </div>

      <BottomNav />
    </div>
  );
}
