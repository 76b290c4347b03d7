import { Hono } from "hono";
import { z } from "zod";
import { ZExerciseSearchQuery, ZSwapRequest } from "#contracts/exercises";
import { WORKOUT_LIMITS } from "#contracts/workouts";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import { parseWith, readJson } from "../../lib/validate";
import { customExercisesRoutes } from "./custom-exercises.routes";
import { searchDirectory } from "./exercises.service";
import { applySwap, swapCandidatesFor } from "./swap.service";

/** GET /api/exercises: the directory (signed in: the answer says what this person can do). */
export function exercisesRoutes(deps: { db: Database; emit: Emit }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseWith(ZExerciseSearchQuery, c.req.query());
      return c.json(await searchDirectory({ db: deps.db, userId: c.get("user").id, query }));
    })
    .route("/custom", customExercisesRoutes(deps));
}

const ZIndex = z.coerce
  .number()
  .int()
  .min(0)
  .max(WORKOUT_LIMITS.exercises - 1);

/**
 * The swaps of a workout's exercise, mounted on /api/workouts beside the workouts' own routes (as regeneration is):
 * they need the catalogue ranking, the person and the history's targets, which the workouts feature must not import
 * (planning imports workouts), so they live here and apply through the workouts' edit.
 */
export function swapRoutes(deps: { db: Database; emit: Emit }) {
  const { db, emit } = deps;
  return new Hono<AppEnv>()
    .get("/:id/exercises/:index/swaps", async (c) => {
      const index = parseWith(ZIndex, c.req.param("index"));
      return c.json(
        await swapCandidatesFor({ db, userId: c.get("user").id, workoutId: c.req.param("id"), index }),
      );
    })
    .post("/:id/exercises/:index/swap", async (c) => {
      const index = parseWith(ZIndex, c.req.param("index"));
      const { exerciseId } = await readJson(c, ZSwapRequest);
      const workout = await applySwap({
        db,
        userId: c.get("user").id,
        workoutId: c.req.param("id"),
        index,
        exerciseId,
        now: new Date(),
        emit,
      });
      return c.json(workout);
    });
}
