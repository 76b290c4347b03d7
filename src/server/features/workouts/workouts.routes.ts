import { Hono } from "hono";
import { ZCompleteRequest, ZWorkoutMove, ZWorkoutPatch } from "#contracts/workouts";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import { createReadCache, type ReadCache } from "../../lib/read-cache";
import { readJson } from "../../lib/validate";
import { moveWorkout } from "./move.service";
import { skipWorkout } from "./skip.service";
import { completeWorkout, editWorkout, listWorkoutsForDisplay } from "./workouts.service";

/**
 * /api/workouts; the list is remembered per user, as the JSON text it is sent as, until they write anything
 * (read-cache.ts): serialising it again on every request was a tenth of this route's time (ADR 0021).
 */
export function workoutsRoutes(
  deps: { db: Database; emit: Emit },
  reads: ReadCache = createReadCache(false),
) {
  const { db, emit } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const json = await reads.read(
        `workouts-json:${userId}`,
        async () => JSON.stringify(await listWorkoutsForDisplay({ db, userId })),
        () => userId,
      );
      return c.body(json, 200, { "Content-Type": "application/json" });
    })
    .patch("/:id", async (c) => {
      const patch = await readJson(c, ZWorkoutPatch);
      const userId = c.get("user").id;
      return c.json(await editWorkout({ db, userId, id: c.req.param("id"), patch, now: new Date(), emit }));
    })
    .post("/:id/move", async (c) => {
      const move = await readJson(c, ZWorkoutMove);
      const userId = c.get("user").id;
      return c.json(await moveWorkout({ db, userId, id: c.req.param("id"), move, now: new Date(), emit }));
    })
    .post("/:id/skip", async (c) =>
      c.json(
        await skipWorkout({ db, userId: c.get("user").id, id: c.req.param("id"), now: new Date(), emit }),
      ),
    )
    .post("/:id/complete", async (c) => {
      const request = await readJson(c, ZCompleteRequest);
      const { completed, created } = await completeWorkout({
        db,
        userId: c.get("user").id,
        id: c.req.param("id"),
        request,
        now: new Date(),
        emit,
      });
      return c.json(completed, created ? 201 : 200);
    });
}
