import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import type { QuotaPolicy } from "../usage/usage.service";
import { getMe } from "./me.service";

export function meRoutes(db: Database, quota?: QuotaPolicy) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await getMe({ db, userId: c.get("user").id, quota })),
  );
}
