import { Hono } from "hono";
import { ZPreferencesInput } from "#contracts/preferences";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import { getPreferences, savePreferencesAndSchedule } from "./training-profile.service";

export function preferencesRoutes(db: Database, emit: Emit) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getPreferences({ db, userId: c.get("user").id })))
    .put("/", async (c) => {
      const input = await readJson(c, ZPreferencesInput);
      return c.json(await savePreferencesAndSchedule({ db, userId: c.get("user").id, input, emit }));
    });
}
