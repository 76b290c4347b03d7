import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { CenteredPage, linkClasses } from "../../components/centered-page";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { useAuth } from "../../lib/auth";
import { returnPath } from "../../lib/return-path";
import { checkEmail, type FieldError } from "../../lib/validation";
import { FormError } from "./form-error";
import { PasswordInput } from "./password-input";

export function LoginPage() {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const passwordReset = (location.state as { passwordReset?: boolean } | null)?.passwordReset === true;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: FieldError | null; password?: FieldError | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { email: checkEmail(email), password: password ? null : ("passwordRequired" as const) };
    setErrors(next);
    if (next.email || next.password) return;
    setPending(true);
    setFormError(null);
    try {
      const { authClient } = await import("../../lib/auth-client");
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) throw error;
      const state = await refresh();
      if (state.status !== "signed-in") throw new Error("signed in but no user record");
      navigate(returnPath(location.state), { replace: true });
    } catch {
      // docs/product.md §5: whatever went wrong, the message is the same (no hint about which accounts exist).
      setFormError(t("auth.login.invalid"));
      setPending(false);
    }
  }

  return (
    <CenteredPage
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      footer={
        <>
          {t("auth.login.noAccount")}{" "}
          <Link to="/register" className={linkClasses}>
            {t("auth.login.register")}
          </Link>
        </>
      }
    >
      {passwordReset && !formError ? (
        <p
          role="status"
          className="mb-5 rounded-xl bg-primary-50 px-3.5 py-3 text-sm font-medium text-primary-800 ring-1 ring-primary-200 dark:bg-primary-950/50 dark:text-primary-200 dark:ring-primary-900"
        >
          {t("auth.login.passwordReset")}
        </p>
      ) : null}
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
          error={errors.email ? t(`auth.validation.${errors.email}`) : null}
        />
        <PasswordInput
          label={t("auth.password")}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ? t(`auth.validation.${errors.password}`) : null}
          labelAside={
            <Link to="/forgot-password" className={`${linkClasses} text-sm`}>
              {t("auth.login.forgot")}
            </Link>
          }
        />
        <Button type="submit" loading={pending} className="w-full">
          {t("auth.login.submit")}
        </Button>
      </form>
    </CenteredPage>
  );
}
