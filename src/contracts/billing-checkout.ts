import { z } from "zod";
import { PLAN_IDS } from "#domain/billing/plans";

// Bodies of the billing endpoints that start something (docs/api.md "Billing"); the plans list is in billing.ts.

export const ZCheckoutRequest = z.object({ planId: z.enum(PLAN_IDS) });

/** Checkout and portal answer the address to send the browser to. */
export const ZRedirect = z.object({ url: z.string() });
export type TRedirect = z.infer<typeof ZRedirect>;

/** The sandbox's test checkout page confirms its session token. */
export const ZSandboxConfirm = z.object({ session: z.string().min(1).max(4096) });

export const ZSandboxSessionView = z.object({
  planId: z.enum(PLAN_IDS).nullable(),
  priceId: z.string(),
  valid: z.boolean(),
});
export type TSandboxSessionView = z.infer<typeof ZSandboxSessionView>;
