import { Crown, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";
import { useMe } from "../../lib/auth";

/** The account (real data) and, until onboarding exists, an empty fitness-details card. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const rows = [
    { label: t("profile.name"), value: me.user.name },
    { label: t("profile.email"), value: me.user.email },
  ];
  return (
    <>
      <PageHeader title={t("profile.title")} description={t("profile.subtitle")} />
      <div className="space-y-5">
        <Card className="p-6">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("profile.account")}</h2>
          <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
                <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2 dark:text-slate-100">
                  {row.value}
                </dd>
              </div>
            ))}
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
        </Card>
        <EmptyState
          icon={Target}
          title={t("profile.preferencesTitle")}
          description={t("profile.preferencesText")}
        />
      </div>
    </>
  );
}
