import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { getMe } from "./me.service";

export function meRoutes(db: Database) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await getMe({ db, userId: c.get("user").id })));
}
