import { Hono, type MiddlewareHandler } from "hono";
import { ZDoseQuery } from "#contracts/dose";
import { ZPlanRequest, ZRegenerateRequest } from "#contracts/workouts";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { parseWith, readJson } from "../../lib/validate";
import { weekDoseOf } from "./dose.service";
import { generatePlan, type PlanDeps } from "./plan.service";
import { regenerateWorkout } from "./regenerate.service";

/** The generation guard's 429 names its wait in the body; clients and proxies read it from Retry-After too. */
const retryAfterHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const error = c.error;
  if (error instanceof AppError && error.status === 429 && typeof error.extra.retryAfter === "number")
    c.res.headers.set("Retry-After", String(error.extra.retryAfter));
};

/** POST /api/plan */
export function planRoutes(deps: PlanDeps) {
  return new Hono<AppEnv>().post("/", retryAfterHeader, async (c) => {
    const request = await readJson(c, ZPlanRequest);
    const userId = c.get("user").id;
    // generatePlan emits plan-created itself, after its commit.
    return c.json(await generatePlan(deps, { userId, request, now: new Date() }), 201);
  });
}

/** POST /api/workouts/:id/regenerate: mounted beside the workouts' own routes (app.ts). */
export function regenerateRoutes(deps: PlanDeps) {
  return new Hono<AppEnv>().post("/:id/regenerate", retryAfterHeader, async (c) => {
    // An empty body reads as {}: the workout keeps its profile.
    const request = await readJson(c, ZRegenerateRequest);
    const userId = c.get("user").id;
    const id = c.req.param("id");
    return c.json(await regenerateWorkout(deps, { userId, id, now: new Date(), ...request }));
  });
}

/**
 * GET /api/workouts/dose: mounted beside the workouts' own routes, but here, in planning: it reads the plan against
 * the goal and level (training profile) and the training block's weeks, which the workouts feature knows nothing of.
 */
export function doseRoutes(db: Database) {
  return new Hono<AppEnv>().get("/dose", async (c) => {
    const query = parseWith(ZDoseQuery, c.req.query());
    return c.json(await weekDoseOf({ db, userId: c.get("user").id, query, now: new Date() }));
  });
}
