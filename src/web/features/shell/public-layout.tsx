import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { useAuth } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { PageLink, useIsCurrentPage } from "../../lib/page-link";

/** A link of the header's navigation, marked while its page is shown. */
function HeaderLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const current = useIsCurrentPage(to);
  return (
    <PageLink
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "min-h-11 items-center rounded-xl px-3 text-sm font-medium",
        current
          ? "text-primary-800 dark:text-primary-200"
          : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
        className,
      )}
    >
      {children}
    </PageLink>
  );
}

const FOOTER_LINK =
  "inline-flex min-h-11 items-center rounded-xl px-2 hover:text-slate-900 dark:hover:text-white";

/**
 * Header and footer of the public pages (landing, pricing, blog). `headerActions` is the theme toggle and
 * `footerActions` the privacy policy button, passed by the app (features do not import each other). Without the
 * router: the landing and pricing pages, opened directly, run without it (lib/page-link.tsx, ADR 0069).
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
          <PageLink to="/" aria-label={t("app.home")} className="mr-auto rounded-xl p-1">
            {/* On a phone the mark alone (the link is named): the header also holds Pricing, the toggles and sign-in. */}
            <Logo label={t("app.name")} nameClassName="max-sm:sr-only" />
          </PageLink>
          <nav aria-label={t("public.nav")} className="flex items-center gap-1">
            <HeaderLink to="/pricing" className="inline-flex max-sm:px-2">
              {t("public.pricing")}
            </HeaderLink>
            <HeaderLink to="/blog" className="hidden sm:inline-flex">
              {t("public.blog")}
            </HeaderLink>
            {headerActions}
            {/* Reserve the space while the session is checked, so nothing jumps. */}
            <div className="ml-1 flex min-w-20 justify-end">
              {state.status === "signed-in" ? (
                <PageLink to="/dashboard" className={buttonClasses("primary", "sm")}>
                  {t("public.openApp")}
                </PageLink>
              ) : state.status === "signed-out" ? (
                <PageLink to="/login" className={buttonClasses("secondary", "sm")}>
                  {t("public.signIn")}
                </PageLink>
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
            <PageLink to="/pricing" className={FOOTER_LINK}>
              {t("public.pricing")}
            </PageLink>
            <PageLink to="/blog" className={FOOTER_LINK}>
              {t("public.blog")}
            </PageLink>
            <PageLink to="/login" className={FOOTER_LINK}>
              {t("public.signIn")}
            </PageLink>
            <PageLink to="/register" className={FOOTER_LINK}>
              {t("public.getStarted")}
            </PageLink>
            {footerActions}
          </nav>
        </div>
      </footer>
    </div>
  );
}
