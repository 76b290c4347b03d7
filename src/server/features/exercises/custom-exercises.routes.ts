import { Hono } from "hono";
import { ZCustomExerciseInput, ZCustomExercisePatch } from "#contracts/custom-exercises";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import {
  createCustomExercise,
  editCustomExercise,
  listCustomExercises,
  removeCustomExercise,
} from "./custom-exercises.service";

/** /api/exercises/custom (ADR 0091): the signed-in user's own exercises. */
export function customExercisesRoutes(deps: { db: Database; emit: Emit }) {
  const { db, emit } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listCustomExercises(db, c.get("user").id)))
    .post("/", async (c) => {
      const input = await readJson(c, ZCustomExerciseInput);
      return c.json(await createCustomExercise(db, c.get("user").id, input), 201);
    })
    .patch("/:id", async (c) => {
      const patch = await readJson(c, ZCustomExercisePatch);
      return c.json(await editCustomExercise(db, c.get("user").id, c.req.param("id"), patch, emit));
    })
    .delete("/:id", async (c) => {
      await removeCustomExercise(db, c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
