import { Hono } from "hono";
import { ZSettingsPatch } from "#contracts/settings";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import { getSettings, updateSettings } from "./settings.service";

export function settingsRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getSettings({ db, userId: c.get("user").id })))
    .patch("/", async (c) => {
      const patch = await readJson(c, ZSettingsPatch);
      return c.json(await updateSettings({ db, userId: c.get("user").id, patch }));
    });
}
