import { Check, Minus } from "lucide-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { PlanCard, PlanSkeleton } from "../../components/plan-card";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageLink } from "../../lib/page-link";
import { usePageMeta } from "../../lib/page-meta";
import { type Cell, type ComparisonRow, comparisonRows, paidOffers } from "./pricing-content";
import { type Pricing, usePricing } from "./use-pricing";

function useCellText() {
  const { t } = useTranslation();
  return (cell: Cell): string => {
    switch (cell.kind) {
      case "count":
        return t(`pricing.cells.${cell.unit}`, { count: cell.count });
      case "unlimited":
        return t("pricing.cells.unlimited");
      case "included":
        return t("pricing.cells.included");
      case "excluded":
        return t("pricing.cells.excluded");
    }
  };
}

function CellContent({ cell }: { cell: Cell }) {
  const text = useCellText()(cell);
  if (cell.kind === "included")
    return (
      <span className="inline-flex items-center gap-1.5">
        <Check aria-hidden="true" className="size-4 shrink-0 text-primary-700 dark:text-primary-400" />
        {text}
      </span>
    );
  if (cell.kind === "excluded")
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
        <Minus aria-hidden="true" className="size-4 shrink-0" />
        {text}
      </span>
    );
  return text;
}

/** Free against Pro, one row per limit the app applies. */
function Comparison({ rows }: { rows: ComparisonRow[] }) {
  const { t } = useTranslation();
  return (
    <Card className="mt-8 overflow-hidden">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-800/60 dark:text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {t("pricing.plan")}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {t("pricing.freeColumn")}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {t("pricing.proColumn")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900 sm:px-6 dark:text-white">
                {t(`pricing.rows.${row.key}`)}
              </th>
              <td className="px-3 py-3 text-slate-700 sm:px-6 dark:text-slate-300">
                <CellContent cell={row.free} />
              </td>
              <td className="px-3 py-3 text-slate-700 sm:px-6 dark:text-slate-300">
                <CellContent cell={row.pro} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Plans({ pricing }: { pricing: Pricing }) {
  const { t, i18n } = useTranslation();
  const cellText = useCellText();
  const money = (amount: number, currency = "USD") =>
    new Intl.NumberFormat(i18n.language, {
      style: "currency",
      currency,
      minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
    }).format(amount);
  const rows = comparisonRows(pricing.limits, pricing.plans);
  // The cards name the rows that differ most: plans, swaps, coach and calendars.
  const points = (tier: "free" | "pro") =>
    rows
      .filter((row) => row.key !== "advancedCalendars" && row.key !== "support")
      .map((row) => `${t(`pricing.rows.${row.key}`)}: ${cellText(row[tier]).toLowerCase()}`);
  const cards: ReactElement[] = [
    <PlanCard
      level={2}
      key="free"
      name={t("pricing.free.name")}
      price={money(0)}
      interval={t("pricing.free.interval")}
      note={t("pricing.free.note")}
      points={points("free")}
      cta={t("pricing.free.cta")}
    />,
    ...paidOffers(pricing.plans).map(({ plan, perMonth }) =>
      perMonth === undefined ? (
        <PlanCard
          level={2}
          key={plan.id}
          name={t("pricing.monthly.name")}
          price={money(plan.price, plan.currency)}
          interval={t("pricing.monthly.interval")}
          note={t("pricing.monthly.note")}
          points={points("pro")}
          cta={t("pricing.proCta")}
        />
      ) : (
        <PlanCard
          level={2}
          key={plan.id}
          name={t("pricing.annual.name")}
          price={money(plan.price, plan.currency)}
          interval={t("pricing.annual.interval")}
          note={t("pricing.annual.note", { price: money(perMonth, plan.currency) })}
          badge={t("pricing.annual.badge", { percent: plan.annualSavingsPercent })}
          highlight
          points={points("pro")}
          cta={t("pricing.proCta")}
        />
      ),
    ),
  ];
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("pricing.prices")}</p>
      <section aria-labelledby="compare" className="mt-16">
        <h2 id="compare" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t("pricing.compareTitle")}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t("pricing.compareSubtitle")}</p>
        <Comparison rows={rows} />
      </section>
    </>
  );
}

/** /pricing: the plans, their prices and the limits of each, as the server states them; then sign-up. */
export function PricingPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("pricing.metaTitle"), description: t("pricing.metaDescription") });
  const pricing = usePricing();

  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-linear-to-b from-primary-100/60 to-transparent dark:from-primary-950/40"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold text-primary-800 dark:text-primary-200">
            {t("pricing.eyebrow")}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
            {t("pricing.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">
            {t("pricing.subtitle")}
          </p>
        </div>
      </section>

      <section aria-label={t("pricing.eyebrow")} className="pb-16 sm:pb-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          {pricing.status === "ready" ? (
            <Plans pricing={pricing.pricing} />
          ) : (
            <ul className="grid gap-5 md:grid-cols-3">
              {[0, 1, 2].map((slot) => (
                <li key={slot}>
                  <PlanSkeleton />
                </li>
              ))}
            </ul>
          )}
          <div aria-live="polite" className="mt-4">
            {pricing.status === "error" ? (
              <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
                {t("pricing.loadFailed")}
                <Button variant="secondary" size="sm" onClick={pricing.retry}>
                  {t("pricing.retry")}
                </Button>
              </p>
            ) : pricing.status === "loading" ? (
              <span className="sr-only">{t("pricing.loading")}</span>
            ) : null}
          </div>
        </div>
      </section>

      <section className="pb-16 sm:pb-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-primary-800 px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between dark:bg-primary-950 dark:ring-1 dark:ring-primary-900">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-balance text-white">
                {t("pricing.closingTitle")}
              </h2>
              <p className="mt-2 text-primary-100">{t("pricing.closingText")}</p>
            </div>
            <PageLink to="/register" className={buttonClasses("inverse", "lg")}>
              {t("pricing.cta")}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
