import { describe, expect, it } from "vitest";
import { billingLimits } from "#contracts/billing-limits";
import { DEFAULT_LIMITS, resolveLimits } from "#domain/billing/limits";
import { ANNUAL_SAVINGS_PERCENT, PLANS } from "#domain/billing/plans";
import type { PlanView } from "../../queries/billing-plans";
import { comparisonRows, paidOffers } from "./pricing-content";

// The page's facts come from the server's answers: here built by the same function the server answers with
// (billingLimits, over the quotas' own rules) and from the plans it lists.

const plans: PlanView[] = PLANS.map((plan) => ({ ...plan, annualSavingsPercent: ANNUAL_SAVINGS_PERCENT }));

describe("comparisonRows", () => {
  it("states Free's limits and Pro's as the quotas and the calendar gate apply them", () => {
    const rows = Object.fromEntries(
      comparisonRows(billingLimits(DEFAULT_LIMITS), plans).map((row) => [row.key, row]),
    );
    expect(rows.plans).toEqual({
      key: "plans",
      free: { kind: "count", unit: "plansPerWeek", count: 1 },
      pro: { kind: "unlimited" },
    });
    expect(rows.swaps?.free).toEqual({ kind: "count", unit: "swapsPerWeek", count: 3 });
    expect(rows.coach).toEqual({
      key: "coach",
      free: { kind: "count", unit: "coachMessages", count: 3 },
      pro: { kind: "count", unit: "coachMessagesPerDay", count: 100 },
    });
    expect(rows.calendars).toEqual({
      key: "calendars",
      free: { kind: "count", unit: "calendars", count: 1 },
      pro: { kind: "count", unit: "calendars", count: 10 },
    });
    expect(rows.advancedCalendars).toMatchObject({ free: { kind: "excluded" }, pro: { kind: "included" } });
    expect(rows.support).toMatchObject({ free: { kind: "excluded" }, pro: { kind: "included" } });
  });

  it("follows a server whose operator changed the limits", () => {
    const limits = billingLimits(resolveLimits({ freeCoachMessages: 0, freeRegenerationsPerWeek: 5 }));
    const rows = Object.fromEntries(comparisonRows(limits, plans).map((row) => [row.key, row]));
    expect(rows.coach?.free).toEqual({ kind: "count", unit: "coachMessages", count: 0 });
    expect(rows.swaps?.free).toEqual({ kind: "count", unit: "swapsPerWeek", count: 5 });
  });

  it("gives Pro priority support only when the plans list it", () => {
    const without = plans.map((plan) => ({
      ...plan,
      featureKeys: plan.featureKeys.filter((key) => key !== "prioritySupport"),
    }));
    const support = comparisonRows(billingLimits(DEFAULT_LIMITS), without).find(
      (row) => row.key === "support",
    );
    expect(support?.pro).toEqual({ kind: "excluded" });
  });
});

describe("paidOffers", () => {
  it("lists the monthly plan first and the annual one with its price a month, rounded down", () => {
    const offers = paidOffers([...plans].reverse());
    expect(offers.map((offer) => offer.plan.id)).toEqual(["monthly", "annually"]);
    expect(offers[0]?.perMonth).toBeUndefined();
    // 47.99 / 12 = 3.999…: $3.99, never a cent more than the plan costs.
    expect(offers[1]?.perMonth).toBe(3.99);
  });
});
