import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { PageLink } from "../../lib/page-link";
import { type PlanOffer, usePlans } from "./use-plans";

const FREE_FEATURES = ["plans", "swaps", "coach", "events"] as const;
const PRO_FEATURE_KEYS = new Set(["unlimitedPlans", "coach", "advancedSchedule", "prioritySupport"]);

interface PlanCardProps {
  name: string;
  price: string;
  interval: string;
  note?: string;
  features: string[];
  badge?: string;
  highlight?: boolean;
  cta: string;
}

function PlanCard({ name, price, interval, note, features, badge, highlight, cta }: PlanCardProps) {
  return (
    <Card
      className={cn(
        "relative flex h-full flex-col p-6",
        highlight && "ring-2! ring-primary-600! dark:ring-primary-400!",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{name}</h3>
        {badge ? (
          <span className="rounded-full bg-primary-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-primary-400 dark:text-slate-950">
            {badge}
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
          {price}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{interval}</span>
      </p>
      {/* Same height with or without a note, so the three cards line up. */}
      <p className="mt-1 min-h-5 text-sm text-slate-600 tabular-nums dark:text-slate-400">{note}</p>
      <ul className="mt-6 mb-8 flex-1 space-y-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-slate-700 dark:text-slate-300">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400"
            />
            {feature}
          </li>
        ))}
      </ul>
      <PageLink to="/register" className={buttonClasses(highlight ? "primary" : "secondary", "md", "w-full")}>
        {cta}
      </PageLink>
    </Card>
  );
}

/** A card's outline while the prices load: same size as the real one, so nothing jumps. */
function PlanSkeleton() {
  return (
    <Card className="h-full p-6" aria-hidden="true">
      <div className="h-6 w-28 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="mt-4 h-10 w-36 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="mt-7 space-y-3">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-5 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800/70" />
        ))}
      </div>
      <div className="mt-9 h-11 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/70" />
    </Card>
  );
}

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
        key={plan.id}
        name={t("landing.plans.annualName")}
        price={money(plan.price, plan.currency)}
        interval={t("landing.plans.perYear")}
        note={t("landing.plans.perMonthEquivalent", {
          price: money(Math.floor((plan.price / 12) * 100) / 100, plan.currency),
        })}
        features={proFeatures(plan)}
        badge={t("landing.plans.save", { percent: plan.annualSavingsPercent })}
        highlight
        cta={t("landing.plans.choose")}
      />
    ) : (
      <PlanCard
        key={plan.id}
        name={t("landing.plans.monthlyName")}
        price={money(plan.price, plan.currency)}
        interval={t("landing.plans.perMonth")}
        note={t("landing.plans.cancelAnyTime")}
        features={proFeatures(plan)}
        cta={t("landing.plans.choose")}
      />
    );

  return (
    <div className="mt-10">
      <ul className="grid gap-5 md:grid-cols-3">
        <li>
          <PlanCard
            name={t("landing.plans.freeName")}
            price={money(0)}
            interval={t("landing.plans.freeInterval")}
            note={t("landing.plans.noCard")}
            features={FREE_FEATURES.map((key) => t(`landing.plans.freeFeatures.${key}`))}
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
