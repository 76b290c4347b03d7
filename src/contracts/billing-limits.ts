import { z } from "zod";
import { quotaRule, type UsageLimits } from "#domain/billing/limits";
import { CALENDAR_CONNECTION_LIMITS } from "./calendars";

// GET /api/billing/limits (docs/api.md "Billing"): what Free and Pro allow, as this server enforces it (the domain's
// defaults, docs/architecture.md §4, with the operator's overrides: FREE_PLANS_PER_WEEK and the rest). The pricing
// page shows these numbers, so it never promises what the quotas refuse. `null`: no limit.

const count = z.number().int().min(0);

export const ZTierLimits = z.object({
  /** Weekly plans per rolling 7 days. */
  plansPerWeek: count.nullable(),
  /** Single-workout swaps (regenerations) per rolling 7 days. */
  swapsPerWeek: count.nullable(),
  /** Coach messages in all (Free: a taste, never reset). */
  coachMessages: count.nullable(),
  /** Coach messages per rolling 24 hours (Pro's fair use). */
  coachMessagesPerDay: count.nullable(),
  /** Live calendars one account may connect. */
  calendars: count,
  /** CalDAV accounts, writing workouts back, .ics import and the live feed. */
  advancedCalendars: z.boolean(),
});
export type TTierLimits = z.infer<typeof ZTierLimits>;

export const ZBillingLimits = z.object({ free: ZTierLimits, pro: ZTierLimits });
export type TBillingLimits = z.infer<typeof ZBillingLimits>;

/**
 * What each tier allows, from the same rules the quotas and the calendar gate apply (quotaRule,
 * CALENDAR_CONNECTION_LIMITS): the pricing page's numbers cannot drift from what the server refuses.
 */
export function billingLimits(limits: UsageLimits): TBillingLimits {
  const tier = (name: "free" | "pro") => {
    const coach = quotaRule("coachMessage", name, limits);
    const daily = coach.windowMs !== null;
    return {
      plansPerWeek: quotaRule("plan", name, limits).limit,
      swapsPerWeek: quotaRule("regeneration", name, limits).limit,
      coachMessages: daily ? null : coach.limit,
      coachMessagesPerDay: daily ? coach.limit : null,
      calendars: CALENDAR_CONNECTION_LIMITS[name],
      advancedCalendars: name === "pro",
    };
  };
  return { free: tier("free"), pro: tier("pro") };
}
