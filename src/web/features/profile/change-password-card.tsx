import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { isApiError } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { checkNewPassword, PASSWORD_MAX, PASSWORD_MIN } from "../../lib/validation";
import { changePassword } from "./api";

type PasswordError =
  | "currentRequired"
  | "currentWrong"
  | "passwordRequired"
  | "passwordLength"
  | "passwordTooCommon"
  | "passwordsMismatch";

interface Errors {
  current?: PasswordError | null;
  next?: PasswordError | null;
  confirm?: PasswordError | null;
}

/** Current, new and confirmation; the server signs every other session out (ADR 0013). */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const me = useMe();
  const headingId = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const message = (error: PasswordError | null | undefined) =>
    error ? t(`profile.validation.${error}`) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextError = checkNewPassword(next);
    const found: Errors = {
      current: current ? null : "currentRequired",
      next: nextError === "passwordRequired" || nextError === "passwordLength" ? nextError : null,
      confirm: confirm === next ? null : "passwordsMismatch",
    };
    setErrors(found);
    setFormError(null);
    if (found.current || found.next || found.confirm) return;
    setPending(true);
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      setConfirm("");
      toast.success(t("profile.password.saved"), { id: "profile-password" });
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_PASSWORD") setErrors({ current: "currentWrong" });
      else if (isApiError(error) && error.code === "PASSWORD_TOO_COMMON")
        setErrors({ next: "passwordTooCommon" });
      else if (isApiError(error) && error.code === "PASSWORD_TOO_SHORT")
        setErrors({ next: "passwordLength" });
      else if (isApiError(error) && error.status === 429) setFormError(t("profile.password.rateLimited"));
      else setFormError(t("profile.password.failed"));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t("profile.password.title")}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t("profile.password.text")}</p>
        <form noValidate onSubmit={onSubmit} className="mt-5 max-w-md space-y-4">
          {/* For password managers: the account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={me.user.email} readOnly hidden />
          {formError ? (
            <p
              role="alert"
              className="rounded-xl bg-danger-50 px-3.5 py-3 text-sm font-medium text-danger-800 ring-1 ring-danger-200 dark:bg-danger-950/50 dark:text-danger-200 dark:ring-danger-900"
            >
              {formError}
            </p>
          ) : null}
          <Input
            label={t("profile.password.current")}
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={message(errors.current)}
          />
          <Input
            label={t("profile.password.new")}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            hint={t("profile.password.hint")}
            error={message(errors.next)}
          />
          <Input
            label={t("profile.password.confirm")}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={message(errors.confirm)}
          />
          <Button type="submit" loading={pending}>
            {t("profile.password.submit")}
          </Button>
        </form>
      </section>
    </Card>
  );
}
