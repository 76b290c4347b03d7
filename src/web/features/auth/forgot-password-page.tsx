import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage, linkClasses } from "../../components/centered-page";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { checkEmail, type FieldError } from "../../lib/validation";
import { FormError } from "./form-error";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<FieldError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    setPending(true);
    setFormError(null);
    try {
      const { authClient } = await import("../../lib/auth-client");
      const { error: failure } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: "/reset-password",
      });
      if (failure) throw failure;
      setSentTo(email.trim()); // same answer whether or not the account exists
    } catch {
      setFormError(t("auth.forgot.failed"));
    } finally {
      setPending(false);
    }
  }

  const footer = (
    <Link to="/login" className={linkClasses}>
      {t("auth.forgot.back")}
    </Link>
  );

  if (sentTo) {
    return (
      <CenteredPage title={t("auth.forgot.sentTitle")} footer={footer}>
        <div role="status" className="flex items-start gap-3">
          <MailCheck
            aria-hidden="true"
            className="mt-0.5 size-6 shrink-0 text-primary-700 dark:text-primary-300"
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("auth.forgot.sent", { email: sentTo })}
          </p>
        </div>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")} footer={footer}>
      <FormError message={formError} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ? t(`auth.validation.${error}`) : null}
        />
        <Button type="submit" loading={pending} className="w-full">
          {t("auth.forgot.submit")}
        </Button>
      </form>
    </CenteredPage>
  );
}
