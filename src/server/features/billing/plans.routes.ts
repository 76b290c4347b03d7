import { Hono } from "hono";
import { billingLimits } from "#contracts/billing-limits";
import type { UsageLimits } from "#domain/billing/limits";
import { ANNUAL_SAVINGS_PERCENT, PLANS } from "#domain/billing/plans";
import type { AppEnv } from "../../lib/hono-types";

/**
 * GET /api/billing/plans and /api/billing/limits: public (the landing and pricing pages show them). The plans'
 * contract body is the array of plans "plus annualSavingsPercent"; a JSON array carries no named fields, so each plan
 * repeats it (ADR 0009).
 */
export function plansRoutes() {
  const body = PLANS.map((plan) => ({ ...plan, annualSavingsPercent: ANNUAL_SAVINGS_PERCENT }));
  return new Hono<AppEnv>().get("/", (c) => c.json(body));
}

export function limitsRoutes(limits: UsageLimits) {
  const body = billingLimits(limits);
  return new Hono<AppEnv>().get("/", (c) => c.json(body));
}
