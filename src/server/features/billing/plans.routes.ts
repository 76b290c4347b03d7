import { Hono } from "hono";
import { ANNUAL_SAVINGS_PERCENT, PLANS } from "../../../domain/billing/plans";
import type { AppEnv } from "../../lib/hono-types";

/**
 * GET /api/billing/plans: public (the landing page shows it). The contract's body is the array of plans "plus
 * annualSavingsPercent"; a JSON array carries no named fields, so each plan repeats it (ADR 0009).
 */
export function plansRoutes() {
  const body = PLANS.map((plan) => ({ ...plan, annualSavingsPercent: ANNUAL_SAVINGS_PERCENT }));
  return new Hono<AppEnv>().get("/", (c) => c.json(body));
}
