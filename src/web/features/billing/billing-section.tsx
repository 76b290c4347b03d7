import { useMutation } from "@tanstack/react-query";
import { CreditCard, Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useMe } from "../../lib/auth";
import { requestUpgrade } from "../../lib/upgrade-prompt";
import { goTo, openPortal } from "./billing-api";
import { billingErrorMessage } from "./billing-errors";

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
}

/** The profile page's billing card: the plan, its renewal date and the way to the billing portal (or to Pro). */
export function BillingSection() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const portal = useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => goTo(url) });
  const subscription = me.subscription;
  const planName = subscription?.plan ? t(`billing.planNames.${subscription.plan}`) : "";

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <CreditCard aria-hidden="true" className="size-5 text-slate-500" />
        {t("billing.section.title")}
      </h2>
      {me.isPro && subscription ? (
        <div className="mt-3">
          <p className="inline-flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
            <Crown aria-hidden="true" className="size-4 text-amber-500" />
            {t("billing.section.pro", { plan: planName })}
          </p>
          {subscription.currentPeriodEnd ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(subscription.cancelAtPeriodEnd ? "billing.section.ends" : "billing.section.renews", {
                date: formatDate(subscription.currentPeriodEnd, i18n.language),
              })}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="mt-4"
            loading={portal.isPending}
            onClick={() => portal.mutate()}
          >
            {t("billing.section.manage")}
          </Button>
          {portal.isError ? (
            <p role="alert" className="mt-3 text-sm text-danger-700 dark:text-danger-300">
              {billingErrorMessage(portal.error, t)}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mt-3">
          <p className="font-semibold text-slate-900 dark:text-white">{t("billing.section.free")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("billing.section.freeText")}</p>
          {me.billing === "disabled" ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("billing.section.disabled")}</p>
          ) : (
            <Button
              className="mt-4"
              icon={<Crown aria-hidden="true" className="size-4" />}
              onClick={() => requestUpgrade()}
            >
              {t("billing.section.upgrade")}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
