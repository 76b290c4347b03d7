import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { CenteredPage, linkClasses } from "../../components/centered-page";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { useAuth } from "../../lib/auth";
import { pushInitialSettings } from "../../lib/initial-settings";
import { unitForLocale } from "../../lib/region-units";
import {
  checkEmail,
  checkName,
  checkNewPassword,
  type FieldError,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "../../lib/validation";
import { FormError } from "./form-error";
import { PasswordInput } from "./password-input";

type Errors = { name?: FieldError | null; email?: FieldError | null; password?: FieldError | null };

/** `notice` sits under the submit button: the privacy policy consent line, composed in by the app. */
export function RegisterPage({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {
      name: checkName(name),
      email: checkEmail(email),
      password: checkNewPassword(password),
    };
    setErrors(next);
    if (next.name || next.email || next.password) return;
    setPending(true);
    setFormError(null);
    let message: string;
    try {
      const { authClient } = await import("../../lib/auth-client");
      const { data, error } = await authClient.signUp.email({
        name: name.trim(),
        email: email.trim(),
        password,
      });
      if (error) {
        message = error.message || t("auth.register.failed");
      } else if (!data?.user) {
        message = t("auth.register.noUser");
      } else {
        // The new account starts with this browser's time zone, the language and theme already chosen, and its
        // region's units (the server's default is imperial).
        await pushInitialSettings({ measurementUnit: unitForLocale() });
        const state = await refresh();
        if (state.status === "signed-in") {
          navigate("/dashboard", { replace: true });
          return;
        }
        message = t("auth.register.failed");
      }
    } catch {
      message = t("auth.register.failed");
    }
    setFormError(message);
    setPending(false);
  }

  const errorText = (error: FieldError | null | undefined) => (error ? t(`auth.validation.${error}`) : null);

  return (
    <CenteredPage
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link to="/login" state={location.state} className={linkClasses}>
            {t("auth.register.login")}
          </Link>
        </>
      }
    >
      <FormError message={formError} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errorText(errors.name)}
        />
        <Input
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errorText(errors.email)}
        />
        <PasswordInput
          label={t("auth.password")}
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t("auth.passwordHint")}
          error={errorText(errors.password)}
        />
        <Button type="submit" loading={pending} className="w-full">
          {t("auth.register.submit")}
        </Button>
        {notice}
      </form>
    </CenteredPage>
  );
}
