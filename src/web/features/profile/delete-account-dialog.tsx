import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { isApiError } from "../../lib/api";
import { useAuth, useMe } from "../../lib/auth";
import { clearQueue } from "../../lib/offline/outbox";
import { deleteAccount } from "./api";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Typed confirmation (the account's e-mail address) and the current password, then DELETE /api/me, the signed-out
 * state and /. A wrong password is the server's 400 INVALID_PASSWORD, shown by its field; nothing was deleted.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const formId = useId();
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<"required" | "wrong" | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const email = me.user.email;

  function change(next: boolean) {
    if (pending) return;
    if (!next) {
      setTyped("");
      setMismatch(false);
      setPassword("");
      setPasswordError(null);
      setFormError(null);
    }
    onOpenChange(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailOk = sameEmail(typed, email);
    setMismatch(!emailOk);
    setPasswordError(password ? null : "required");
    if (!emailOk || !password) return;
    setFormError(null);
    setPending(true);
    try {
      await deleteAccount(typed, password);
    } catch (error) {
      setPending(false);
      if (isApiError(error) && error.code === "INVALID_PASSWORD") {
        setPasswordError("wrong");
        return;
      }
      // The server's message says why (e.g. the subscription could not be cancelled) and that nothing was deleted.
      setFormError(
        isApiError(error) && error.status === 502 ? error.message : t("profile.deleteDialog.failed"),
      );
      return;
    }
    navigate("/", { replace: true });
    // The session is gone with the account; signOut() also clears cached data and sets the signed-out state. The
    // workouts waiting to be sent can never be (ADR 0061).
    await clearQueue();
    await signOut();
  }

  return (
    <Modal
      open={open}
      onOpenChange={change}
      size="sm"
      title={t("profile.deleteDialog.title")}
      description={t("profile.deleteDialog.description")}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => change(false)} disabled={pending}>
            {t("profile.deleteDialog.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {t("profile.deleteDialog.confirm")}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? (
          <p
            role="alert"
            className="rounded-xl bg-danger-50 px-3.5 py-3 text-sm font-medium text-danger-800 ring-1 ring-danger-200 dark:bg-danger-950/50 dark:text-danger-200 dark:ring-danger-900"
          >
            {formError}
          </p>
        ) : null}
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("profile.deleteDialog.consequences")}</p>
        {me.subscription ? (
          <p className="text-sm font-medium text-slate-900 dark:text-white">
            {t("profile.deleteDialog.subscription")}
          </p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("profile.deleteDialog.exportFirst")}</p>
        <Input
          label={t("profile.deleteDialog.confirmLabel", { email })}
          type="email"
          name="confirm-email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={mismatch ? t("profile.deleteDialog.mismatch", { email }) : null}
        />
        <Input
          label={t("profile.deleteDialog.passwordLabel")}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={
            passwordError === "wrong"
              ? t("profile.deleteDialog.passwordWrong")
              : passwordError === "required"
                ? t("profile.deleteDialog.passwordRequired")
                : null
          }
        />
      </form>
    </Modal>
  );
}
