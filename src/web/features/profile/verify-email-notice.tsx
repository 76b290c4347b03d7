import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { isApiError } from "../../lib/api";
import { resendVerificationEmail, useEmailVerification } from "../../queries/email-verification";

/**
 * Shown on the profile while the address is not verified: reminder and summary e-mails wait for it (ADR 0027). The
 * button mails the link again (POST /api/auth/send-verification-email, rate limited on the server).
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useEmailVerification();
  const [pending, setPending] = useState(false);
  if (!status.data || status.data.verified) return null;
  const { email } = status.data;

  async function resend() {
    setPending(true);
    try {
      await resendVerificationEmail(email);
      toast.success(t("profile.verify.sent", { email }), { id: "profile-verify" });
    } catch (error) {
      const busy = isApiError(error) && error.status === 429;
      toast.error(t(busy ? "profile.verify.tooSoon" : "profile.verify.failed"), { id: "profile-verify" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <MailCheck aria-hidden="true" className="size-6 shrink-0 text-primary-600 dark:text-primary-400" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t("profile.verify.title")}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {t("profile.verify.text", { email })}
          </p>
        </div>
        <Button type="button" size="sm" variant="secondary" loading={pending} onClick={resend}>
          {t("profile.verify.resend")}
        </Button>
      </section>
    </Card>
  );
}
