import { Hono } from "hono";
import type { THealth } from "#contracts/me";
import type { AppEnv } from "../../lib/hono-types";

export function healthRoutes(health: Omit<THealth, "status">) {
  const body: THealth = { status: "ok", ...health };
  return new Hono<AppEnv>().get("/", (c) => c.json(body));
}
