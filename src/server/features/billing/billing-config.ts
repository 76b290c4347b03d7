import { PLAN_IDS, type PlanId } from "../../../domain/billing/plans";
import type { Database } from "../../db/client";
import type { Env } from "../../env";

export type BillingMode = "stripe" | "sandbox" | "disabled";

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

export function billingSettingsFromEnv(env: Env): BillingSettings {
  const mode: BillingMode =
    env.BILLING === "disabled" ? "disabled" : env.STRIPE_SECRET_KEY ? "stripe" : "sandbox";
  return {
    mode,
    priceIds: {
      monthly: env.STRIPE_PRICE_MONTHLY ?? SANDBOX_PRICE_IDS.monthly,
      annually: env.STRIPE_PRICE_ANNUAL ?? SANDBOX_PRICE_IDS.annually,
    },
  };
}

/**
 * Billing settings travel with the database handle they were booted with: the gate and the quota check are called
 * as `fn({db, userId})` from other features, and tests run several differently configured servers in one process.
 * A database nobody registered (a unit test calling a service directly) gets the sandbox defaults.
 */
const registry = new WeakMap<Database, BillingSettings>();

export function registerBillingSettings(db: Database, settings: BillingSettings): void {
  registry.set(db, settings);
}

export function billingSettingsFor(db: Database): BillingSettings {
  return registry.get(db) ?? { mode: "sandbox", priceIds: SANDBOX_PRICE_IDS };
}

export function proPriceIds(settings: BillingSettings): string[] {
  return PLAN_IDS.map((id) => settings.priceIds[id]);
}

export function planIdForPrice(settings: BillingSettings, priceId: string | null): PlanId | null {
  return PLAN_IDS.find((id) => settings.priceIds[id] === priceId) ?? null;
}
