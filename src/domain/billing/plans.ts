// The two paid plans of docs/product.md §3 and §9, and the annual saving the landing page and the upgrade modal show.
// Pure data: the payment provider's product and price ids are configuration, added by the billing feature.

export const PLAN_IDS = ["monthly", "annually"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PlanInterval = "month" | "year";

/** Stable keys of what Pro unlocks (product §1); the web app translates them, `text` is the English wording. */
export const PRO_FEATURES = [
  { key: "unlimitedPlans", text: "Unlimited workout plan generation" },
  { key: "coach", text: "AI Coach access" },
  {
    key: "advancedSchedule",
    text: "Advanced schedule management (up to 10 live calendars, CalDAV with your workouts written back, calendar import and live feed)",
  },
  { key: "prioritySupport", text: "Priority support" },
] as const;
export type ProFeatureKey = (typeof PRO_FEATURES)[number]["key"];

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** In US dollars, as docs/product.md §9 prices them. */
  price: number;
  currency: "USD";
  interval: PlanInterval;
  features: string[];
  featureKeys: ProFeatureKey[];
}

const features = PRO_FEATURES.map((feature) => feature.text);
const featureKeys = PRO_FEATURES.map((feature) => feature.key);

export const MONTHLY_PLAN: Plan = {
  id: "monthly",
  name: "Pro monthly",
  description: "Everything in Pro, billed every month. Cancel any time.",
  price: 4.99,
  currency: "USD",
  interval: "month",
  features,
  featureKeys,
};

export const ANNUAL_PLAN: Plan = {
  id: "annually",
  name: "Pro annual",
  description: "Everything in Pro, billed once a year.",
  price: 47.99,
  currency: "USD",
  interval: "year",
  features,
  featureKeys,
};

export const PLANS: readonly Plan[] = [MONTHLY_PLAN, ANNUAL_PLAN];

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/**
 * What a year on the annual plan saves against twelve monthly payments, as a rounded percentage (product §9:
 * 12 × monthly − annual; the product's plan text says 20%). Computed in cents so 4.99 × 12 is exact.
 */
export function annualSavingsPercent(monthlyPrice: number, annualPrice: number): number {
  const yearOfMonthly = Math.round(monthlyPrice * 100) * 12;
  const annual = Math.round(annualPrice * 100);
  if (yearOfMonthly <= 0) return 0;
  return Math.max(0, Math.round(((yearOfMonthly - annual) / yearOfMonthly) * 100));
}

export const ANNUAL_SAVINGS_PERCENT = annualSavingsPercent(MONTHLY_PLAN.price, ANNUAL_PLAN.price);
