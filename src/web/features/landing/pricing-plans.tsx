import { useTranslation } from "react-i18next";
import { PlanCard, PlanSkeleton } from "../../components/plan-card";
import { Button } from "../../components/ui/button";
import { type PlanOffer, usePlans } from "./use-plans";

const FREE_FEATURES = ["plans", "swaps", "coach", "events"] as const;
const PRO_FEATURE_KEYS = new Set(["unlimitedPlans", "coach", "advancedSchedule", "prioritySupport"]);

/** The free tier (what docs/architecture.md §4 gives everyone) and the two Pro plans from GET /api/billing/plans. */
export function PricingPlans() {
  const { t, i18n } = useTranslation();
  const { status, plans, retry } = usePlans();
  const money = (amount: number, currency = "USD") =>
    new Intl.NumberFormat(i18n.language, {
      style: "currency",
      currency,
      minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
    }).format(amount);

  const proFeatures = (plan: PlanOffer) =>
    plan.featureKeys.map((key, index) =>
      PRO_FEATURE_KEYS.has(key) ? t(`landing.plans.proFeatures.${key}`) : (plan.features[index] ?? key),
    );

  const paid = (plan: PlanOffer) =>
    plan.interval === "year" ? (
      <PlanCard
        level={3}
        key={plan.id}
        name={t("landing.plans.annualName")}
        price={money(plan.price, plan.currency)}
        interval={t("landing.plans.perYear")}
        note={t("landing.plans.perMonthEquivalent", {
          price: money(Math.floor((plan.price / 12) * 100) / 100, plan.currency),
        })}
        points={proFeatures(plan)}
        badge={t("landing.plans.save", { percent: plan.annualSavingsPercent })}
        highlight
        cta={t("landing.plans.choose")}
      />
    ) : (
      <PlanCard
        level={3}
        key={plan.id}
        name={t("landing.plans.monthlyName")}
        price={money(plan.price, plan.currency)}
        interval={t("landing.plans.perMonth")}
        note={t("landing.plans.cancelAnyTime")}
        points={proFeatures(plan)}
        cta={t("landing.plans.choose")}
      />
    );

  return (
    <div className="mt-10">
      <ul className="grid gap-5 md:grid-cols-3">
        <li>
          <PlanCard
            level={3}
            name={t("landing.plans.freeName")}
            price={money(0)}
            interval={t("landing.plans.freeInterval")}
            note={t("landing.plans.noCard")}
            points={FREE_FEATURES.map((key) => t(`landing.plans.freeFeatures.${key}`))}
            cta={t("landing.plans.startFree")}
          />
        </li>
        {status === "ready"
          ? plans.map((plan) => <li key={plan.id}>{paid(plan)}</li>)
          : [0, 1].map((slot) => (
              <li key={slot}>
                <PlanSkeleton />
              </li>
            ))}
      </ul>
      <div aria-live="polite" className="mt-4 min-h-11">
        {status === "error" ? (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
            {t("landing.plans.loadFailed")}
            <Button variant="secondary" size="sm" onClick={retry}>
              {t("landing.plans.retry")}
            </Button>
          </p>
        ) : status === "loading" ? (
          <span className="sr-only">{t("landing.plans.loading")}</span>
        ) : null}
      </div>
    </div>
  );
}
