import { PLAN_IDS, type PlanId } from "#domain/billing/plans";

export type BillingMode = "stripe" | "sandbox" | "disabled";

/** Billing as configured (config.ts decides it once); passed to every service that asks about billing. */
export interface BillingSettings {
  mode: BillingMode;
  /** The provider's price id of each plan (docs/product.md §3: "each plan also has a product id, a price id"). */
  priceIds: Record<PlanId, string>;
}

/** The sandbox's own price ids, used when no Stripe prices are configured. */
export const SANDBOX_PRICE_IDS: Record<PlanId, string> = {
  monthly: "price_sandbox_monthly",
  annually: "price_sandbox_annually",
};

export function proPriceIds(settings: BillingSettings): string[] {
  return PLAN_IDS.map((id) => settings.priceIds[id]);
}

export function planIdForPrice(settings: BillingSettings, priceId: string | null): PlanId | null {
  return PLAN_IDS.find((id) => settings.priceIds[id] === priceId) ?? null;
}
