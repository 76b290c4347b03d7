import type { TBillingLimits, TTierLimits } from "#contracts/billing-limits";
import type { PlanView } from "../../queries/billing-plans";

// What the pricing page states, worked out from the server's two answers and nothing else: the plans and prices
// (GET /api/billing/plans) and the limits the server enforces (GET /api/billing/limits). No number is written in
// the page or its strings, so the page cannot promise what the quotas refuse.

/** One cell of the comparison: a number with its unit (a plural string), no limit, or a yes/no. */
export type Cell =
  | {
      kind: "count";
      unit: "plansPerWeek" | "swapsPerWeek" | "coachMessages" | "coachMessagesPerDay" | "calendars";
      count: number;
    }
  | { kind: "unlimited" }
  | { kind: "included" }
  | { kind: "excluded" };

export const ROWS = ["plans", "swaps", "coach", "calendars", "advancedCalendars", "support"] as const;
export type RowKey = (typeof ROWS)[number];

export interface ComparisonRow {
  key: RowKey;
  free: Cell;
  pro: Cell;
}

const limited = (unit: Extract<Cell, { kind: "count" }>["unit"], limit: number | null): Cell =>
  limit === null ? { kind: "unlimited" } : { kind: "count", unit, count: limit };

const yesNo = (yes: boolean): Cell => (yes ? { kind: "included" } : { kind: "excluded" });

/** The coach's allowance: a number of messages in all, a daily cap, or none. */
function coachCell(tier: TTierLimits): Cell {
  if (tier.coachMessages !== null) return { kind: "count", unit: "coachMessages", count: tier.coachMessages };
  if (tier.coachMessagesPerDay !== null)
    return { kind: "count", unit: "coachMessagesPerDay", count: tier.coachMessagesPerDay };
  return { kind: "unlimited" };
}

function tierCells(tier: TTierLimits, prioritySupport: boolean): Record<RowKey, Cell> {
  return {
    plans: limited("plansPerWeek", tier.plansPerWeek),
    swaps: limited("swapsPerWeek", tier.swapsPerWeek),
    coach: coachCell(tier),
    calendars: { kind: "count", unit: "calendars", count: tier.calendars },
    advancedCalendars: yesNo(tier.advancedCalendars),
    support: yesNo(prioritySupport),
  };
}

/** Free against Pro, row by row; priority support is Pro's when the plans list it. */
export function comparisonRows(limits: TBillingLimits, plans: readonly PlanView[]): ComparisonRow[] {
  const proSupport = plans.some((plan) => plan.featureKeys.includes("prioritySupport"));
  const free = tierCells(limits.free, false);
  const pro = tierCells(limits.pro, proSupport);
  return ROWS.map((key) => ({ key, free: free[key], pro: pro[key] }));
}

export interface PaidOffer {
  plan: PlanView;
  /** The annual plan's price spread over twelve months, rounded down to the cent (never more than it costs). */
  perMonth?: number;
}

/** The paid plans, monthly first, each with what the page says about its price. */
export function paidOffers(plans: readonly PlanView[]): PaidOffer[] {
  return [...plans]
    .sort((a, b) => (a.interval === b.interval ? 0 : a.interval === "month" ? -1 : 1))
    .map((plan) =>
      plan.interval === "year" ? { plan, perMonth: Math.floor((plan.price * 100) / 12) / 100 } : { plan },
    );
}
