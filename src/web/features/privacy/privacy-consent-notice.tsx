import { Trans } from "react-i18next";
import { cn } from "../../lib/cn";
import { PrivacyPolicyButton } from "./privacy-policy-button";

// Its own module: <Trans> brings an HTML-ish parser along, which only the register page needs (not the landing page).

/** "By creating an account you agree to our privacy policy", the policy being the button above. */
export function PrivacyConsentNotice({ className }: { className?: string }) {
  return (
    <p className={cn("text-center text-sm text-slate-600 dark:text-slate-400", className)}>
      <Trans
        i18nKey="public.privacy.registerNotice"
        components={{
          policy: (
            <PrivacyPolicyButton className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-200" />
          ),
        }}
      />
    </p>
  );
}
