import { Hono } from "hono";
import { ZMuscleVolumeQuery } from "#contracts/progress";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { parseWith } from "../../lib/validate";
import { getExerciseSeries, listExerciseProgress } from "./progress.service";
import { getMuscleVolume, listRecords } from "./records.service";
import { getRecoveryMap } from "./recovery.service";

export function progressRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/exercises", async (c) =>
      c.json(await listExerciseProgress({ db, userId: c.get("user").id, now: new Date() })),
    )
    .get("/exercises/:name", async (c) =>
      // Hono's param() decodes the percent-encoding, so "Back%20Squat" arrives as "Back Squat".
      c.json(await getExerciseSeries({ db, userId: c.get("user").id, name: c.req.param("name") })),
    )
    .get("/records", async (c) => c.json(await listRecords({ db, userId: c.get("user").id })))
    .get("/muscle-volume", async (c) => {
      const { weeks } = parseWith(ZMuscleVolumeQuery, c.req.query());
      return c.json(await getMuscleVolume({ db, userId: c.get("user").id, weeks, now: new Date() }));
    })
    .get("/recovery", async (c) =>
      c.json(await getRecoveryMap({ db, userId: c.get("user").id, now: new Date() })),
    );
}
