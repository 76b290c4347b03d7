import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { getUsage, type QuotaPolicy } from "./usage.service";

export function usageRoutes(db: Database, policy: QuotaPolicy) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await getUsage({ db, userId: c.get("user").id, policy, now: new Date() })),
  );
}
