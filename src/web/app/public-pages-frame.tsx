import type { ReactNode } from "react";
import { LanguageToggle } from "../components/language-switch";
import { ThemeToggle } from "../components/theme-toggle";
import { PrivacyPolicyButton } from "../features/privacy/privacy-policy-button";
import { PublicLayout } from "../features/shell/public-layout";

/**
 * The public pages' header and footer with the app's toggles, around one page: the router's public layout puts its
 * outlet here, the router-less public app (public-app.tsx) the page it was opened on.
 */
export function PublicPagesFrame({ children }: { children: ReactNode }) {
  return (
    <PublicLayout
      headerActions={
        <>
          <LanguageToggle />
          <ThemeToggle />
        </>
      }
      footerActions={
        <>
          <PrivacyPolicyButton className="inline-flex min-h-11 items-center rounded-xl px-2 hover:text-slate-900 dark:hover:text-white" />
          <LanguageToggle />
        </>
      }
    >
      {children}
    </PublicLayout>
  );
}
