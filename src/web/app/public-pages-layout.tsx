import { LanguageToggle } from "../components/language-switch";
import { ThemeToggle } from "../components/theme-toggle";
import { PrivacyPolicyButton } from "../features/privacy/privacy-policy-button";
import { PublicLayout } from "../features/shell/public-layout";
import { AnimatedOutlet } from "./animated-outlet";

/** Landing and blog. Kept apart from the signed-in shell so the landing page loads little. */
export function PublicPagesLayout() {
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
      <AnimatedOutlet />
    </PublicLayout>
  );
}
