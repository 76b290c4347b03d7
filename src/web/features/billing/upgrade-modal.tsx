import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, Crown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlanId } from "#domain/billing/plans";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { type PlanView, plansQuery } from "../../queries/billing-plans";
import { goTo, startCheckout } from "./billing-api";
import { billingErrorMessage } from "./billing-errors";

export function formatPrice(price: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(price);
}

/** The upgrade-to-premium dialog: both plans, the annual saving, what Pro includes, and checkout. */
export function UpgradeModal({
  open,
  onOpenChange,
  reason,
  sandbox,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why it opened (a 402's message), shown above the plans. */
  reason?: string;
  sandbox: boolean;
}) {
  const { t, i18n } = useTranslation();
  const plans = useQuery({ ...plansQuery, enabled: open });
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => goTo(url),
  });

  function choose(planId: PlanId) {
    setChosen(planId);
    checkout.mutate(planId);
  }

  const features = plans.data?.[0]?.featureKeys ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) checkout.reset();
        onOpenChange(next);
      }}
      size="lg"
      title={
        <span className="inline-flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-amber-500" />
          {t("billing.upgradeTitle")}
        </span>
      }
      description={reason ?? t("billing.upgradeSubtitle")}
    >
      {plans.isPending ? (
        <p className="flex items-center gap-2 py-8 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-5" /> {t("billing.loadingPlans")}
        </p>
      ) : plans.isError ? (
        <div className="py-6 text-sm">
          <p role="alert" className="text-danger-700 dark:text-danger-300">
            {t("billing.plansError")}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void plans.refetch()}>
            {t("billing.retry")}
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                price={formatPrice(plan.price, plan.currency, i18n.language)}
                busy={checkout.isPending && chosen === plan.id}
                disabled={checkout.isPending || checkout.isSuccess}
                onChoose={() => choose(plan.id)}
              />
            ))}
          </ul>
          {features.length > 0 ? (
            <ul className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {features.map((key) => (
                <li key={key} className="flex items-start gap-2">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400"
                  />
                  {t(`billing.features.${key}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {checkout.isError ? (
            <p role="alert" className="mt-4 text-sm text-danger-700 dark:text-danger-300">
              {billingErrorMessage(checkout.error, t)}
            </p>
          ) : null}
          {sandbox ? (
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{t("billing.sandboxNote")}</p>
          ) : null}
        </>
      )}
    </Modal>
  );
}

function PlanCard({
  plan,
  price,
  busy,
  disabled,
  onChoose,
}: {
  plan: PlanView;
  price: string;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const annual = plan.interval === "year";
  const name = t(`billing.planNames.${plan.id}`);
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-2xl p-5 ring-1",
        annual
          ? "bg-primary-50 ring-primary-300 dark:bg-primary-950/40 dark:ring-primary-700"
          : "bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-700",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{name}</h3>
        {annual && plan.annualSavingsPercent > 0 ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
            {t("billing.save", { percent: plan.annualSavingsPercent })}
          </span>
        ) : null}
      </div>
      <p className="mt-3">
        <span className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{price}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {annual ? t("billing.perYear") : t("billing.perMonth")}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`billing.planBilled.${plan.id}`)}</p>
      <Button
        className="mt-4 w-full"
        variant={annual ? "primary" : "secondary"}
        loading={busy}
        disabled={disabled}
        onClick={onChoose}
      >
        {t("billing.choose", { plan: name })}
      </Button>
    </li>
  );
}
