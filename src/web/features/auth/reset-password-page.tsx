import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CenteredPage, linkClasses } from "../../components/centered-page";
import { Button, buttonClasses } from "../../components/ui/button";
import { checkNewPassword, type FieldError, PASSWORD_MAX, PASSWORD_MIN } from "../../lib/validation";
import { FormError } from "./form-error";
import { PasswordInput } from "./password-input";

/** Target of the e-mailed link: /reset-password?token=... (better-auth adds ?error=INVALID_TOKEN for a bad link). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.has("error");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: FieldError | null; confirm?: FieldError | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      password: checkNewPassword(password),
      confirm: confirm === password ? null : ("passwordsMismatch" as const),
    };
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    setPending(true);
    setFormError(null);
    try {
      const { authClient } = await import("../../lib/auth-client");
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) throw error;
      navigate("/login", { replace: true, state: { passwordReset: true } });
    } catch {
      setFormError(t("auth.reset.failed"));
      setPending(false);
    }
  }

  if (linkBroken) {
    return (
      <CenteredPage title={t("auth.reset.title")}>
        <FormError message={t("auth.reset.invalidLink")} />
        <Link to="/forgot-password" className={buttonClasses("primary", "md", "w-full")}>
          {t("auth.reset.requestNew")}
        </Link>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title={t("auth.reset.title")}
      subtitle={t("auth.reset.subtitle")}
      footer={
        <Link to="/forgot-password" className={linkClasses}>
          {t("auth.reset.requestNew")}
        </Link>
      }
    >
      <FormError message={formError} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordInput
          label={t("auth.newPassword")}
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t("auth.passwordHint")}
          error={errors.password ? t(`auth.validation.${errors.password}`) : null}
        />
        <PasswordInput
          label={t("auth.confirmPassword")}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm ? t(`auth.validation.${errors.confirm}`) : null}
        />
        <Button type="submit" loading={pending} className="w-full">
          {t("auth.reset.submit")}
        </Button>
      </form>
    </CenteredPage>
  );
}
