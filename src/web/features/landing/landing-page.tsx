import {
  CalendarCheck,
  CalendarRange,
  Check,
  Clock3,
  ListChecks,
  MessageCircle,
  ShieldCheck,
  Sparkles,
  TrendingUp,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageLink } from "../../lib/page-link";
import { usePageMeta } from "../../lib/page-meta";
import { PricingPlans } from "./pricing-plans";
import { WeekPreview } from "./week-preview";

const BENEFITS = [
  { icon: CalendarCheck, key: "fits" },
  { icon: Clock3, key: "short" },
  { icon: MessageCircle, key: "coach" },
  { icon: ShieldCheck, key: "data" },
] as const;

const STEPS = [
  { icon: CalendarRange, title: "landing.steps.oneTitle", text: "landing.steps.oneText" },
  { icon: Sparkles, title: "landing.steps.twoTitle", text: "landing.steps.twoText" },
  { icon: TrendingUp, title: "landing.steps.threeTitle", text: "landing.steps.threeText" },
] as const;

export function LandingPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("landing.metaTitle"), description: t("landing.metaDescription") });

  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-linear-to-b from-primary-100/60 to-transparent dark:from-primary-950/40"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary-800 shadow-sm ring-1 ring-primary-200 dark:bg-primary-950/60 dark:text-primary-200 dark:shadow-none dark:ring-primary-900">
              <ListChecks aria-hidden="true" className="size-4" />
              {t("landing.eyebrow")}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
              {t("landing.title")}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600 dark:text-slate-300">
              {t("landing.subtitle")}
            </p>
            <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
              <PageLink to="/register" className={buttonClasses("primary", "lg")}>
                {t("landing.cta")}
              </PageLink>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t("landing.haveAccount")}{" "}
                <PageLink
                  to="/login"
                  className="rounded font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
                >
                  {t("landing.signIn")}
                </PageLink>
              </p>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Check aria-hidden="true" className="size-4 text-primary-700 dark:text-primary-400" />
              {t("landing.trust")}
            </p>
          </div>
          <WeekPreview />
        </div>
      </section>

      <section aria-labelledby="benefits" className="pb-16 sm:pb-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="benefits" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t("landing.benefitsTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t("landing.benefitsSubtitle")}</p>
          <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex gap-4 lg:flex-col lg:gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">
                    {t(`landing.benefits.${key}Title`)}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {t(`landing.benefits.${key}Text`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="how"
        className="border-t border-slate-200/70 py-16 sm:py-20 dark:border-slate-800/70"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t("landing.stepsTitle")}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t("landing.stepsSubtitle")}</p>
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="text-sm font-semibold text-slate-500 tabular-nums dark:text-slate-400">
                      0{index + 1}
                    </span>
                  </div>
                  <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t(title)}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(text)}</p>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="pricing"
        className="border-t border-slate-200/70 bg-white py-16 sm:py-20 dark:border-slate-800/70 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="pricing" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t("landing.pricingTitle")}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t("landing.pricingSubtitle")}</p>
          <PricingPlans />
          <PageLink
            to="/pricing"
            className="inline-flex min-h-11 items-center rounded font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
          >
            {t("landing.comparePlans")}
          </PageLink>
        </div>
      </section>

      <section className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-primary-800 px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between dark:bg-primary-950 dark:ring-1 dark:ring-primary-900">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-balance text-white">
                {t("landing.closingTitle")}
              </h2>
              <p className="mt-2 text-primary-100">{t("landing.closingText")}</p>
            </div>
            <PageLink to="/register" className={buttonClasses("inverse", "lg")}>
              {t("landing.cta")}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
