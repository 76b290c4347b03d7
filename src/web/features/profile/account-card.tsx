import { Crown, Pencil } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { useAuth, useMe } from "../../lib/auth";
import { checkName, type FieldError, NAME_MAX } from "../../lib/validation";
import { updateName } from "./api";

/** Avatar, name (editable), e-mail and plan. */
export function AccountCard() {
  const { t } = useTranslation();
  const me = useMe();
  const { refresh } = useAuth();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(me.user.name);
  const [error, setError] = useState<FieldError | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = useId();

  function startEditing() {
    setName(me.user.name);
    setError(null);
    setEditing(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkName(name);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await updateName(name);
      await refresh();
      toast.success(t("profile.nameSaved"), { id: "profile-name" });
      setEditing(false);
    } catch {
      toast.error(t("profile.nameFailed"), { id: "profile-name" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t("profile.account")}
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <img
            src={me.user.avatarUrl}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full ring-1 ring-slate-200 dark:ring-slate-700"
          />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">{me.user.name}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{me.user.email}</p>
          </div>
        </div>
        <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("profile.name")}</dt>
            <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2 dark:text-slate-100">
              {editing ? (
                <form noValidate onSubmit={onSubmit} className="space-y-3">
                  <Input
                    label={t("profile.name")}
                    name="name"
                    autoComplete="name"
                    required
                    maxLength={NAME_MAX + 20}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    error={error ? t(`profile.validation.${error as "nameRequired" | "nameTooLong"}`) : null}
                    autoFocus
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" size="sm" loading={pending}>
                      {t("profile.saveName")}
                    </Button>
                    <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
                      {t("profile.cancel")}
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 break-words">{me.user.name}</span>
                  <Button type="button" size="sm" variant="ghost" onClick={startEditing}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t("profile.editName")}
                  </Button>
                </div>
              )}
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("profile.email")}</dt>
            <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2 dark:text-slate-100">
              {me.user.email}
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("profile.plan")}</dt>
            <dd className="text-sm font-medium text-slate-900 sm:col-span-2 dark:text-slate-100">
              {me.isPro ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                  <Crown aria-hidden="true" className="size-3.5" />
                  {t("profile.planPro")}
                </span>
              ) : (
                t("profile.planFree")
              )}
            </dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
