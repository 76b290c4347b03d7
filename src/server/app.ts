import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { THealth } from "../contracts/me";
import type { Database } from "./db/client";
import { type Auth, requireUser } from "./features/auth";
import { authRoutes } from "./features/auth/auth.routes";
import { avatarRoutes } from "./features/avatars/avatar.routes";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { feedKey } from "./features/calendar/feed-token";
import { eventsRoutes } from "./features/events/events.routes";
import { healthRoutes } from "./features/health/health.routes";
import { meRoutes } from "./features/me/me.routes";
import { preferencesRoutes } from "./features/preferences/preferences.routes";
import { settingsRoutes } from "./features/settings/settings.routes";
import { clientIp } from "./lib/client-ip";
import { AppError } from "./lib/errors";
import type { AppEnv } from "./lib/hono-types";
import { originCheck, requireJsonBodies, securityHeaders } from "./lib/http-hygiene";
import type { Logger } from "./lib/logger";
import { staticRoutes } from "./static";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Mutations that authenticate by signature rather than by cookie and Origin. */
const ORIGIN_EXEMPT = ["/api/billing/webhook"];
/** Mutations whose body is not JSON. */
const RAW_BODY_PATHS = ["/api/billing/webhook", "/api/events/import"];

export interface AppDeps {
  db: Database;
  auth: Auth;
  logger: Logger;
  health: Omit<THealth, "status">;
  allowedOrigins: string[];
  trustedProxyHops: number;
  production: boolean;
  /** The server secret (resolveSecret): signs calendar feed URLs. */
  secret: string;
  /** The app's public base URL, for links handed out (the calendar feed URL). */
  baseUrl: string;
  /** Built SPA to serve; omitted in API-only tests. */
  distDir?: string;
}

/** The calendar feed's path is its credential; logs never hold tokens (DESIGN §6). */
function loggablePath(path: string): string {
  return path.startsWith("/api/calendar/") && path.endsWith(".ics") ? "/api/calendar/[token].ics" : path;
}

export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<AppEnv>();

  // Order matters: ids and logging wrap everything; headers apply to every answer, errors included; the cheap
  // refusals (origin, size, content type) run before any body is read or any session is looked up.
  app.use("*", async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("clientIp", clientIp(c, deps.trustedProxyHops));
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    if (c.req.path.startsWith("/api")) {
      logger.info("request", {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  app.use("*", securityHeaders({ production: deps.production }));
  app.use("/api/*", originCheck(deps.allowedOrigins, ORIGIN_EXEMPT));
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", 413, "The request body is larger than 1 MiB.");
      },
    }),
  );
  app.use("/api/*", requireJsonBodies(RAW_BODY_PATHS));

  app.route("/api/health", healthRoutes(deps.health));
  app.route("/api/auth", authRoutes(deps.auth));
  app.route("/api/avatars", avatarRoutes(deps.db));

  const signedIn = requireUser(deps.auth);
  app.use("/api/me/*", signedIn);
  app.use("/api/me", signedIn);
  app.use("/api/settings/*", signedIn);
  app.use("/api/settings", signedIn);
  app.use("/api/preferences/*", signedIn);
  app.use("/api/preferences", signedIn);
  app.use("/api/events/*", signedIn);
  app.use("/api/events", signedIn);
  // Only the feed URL needs a session; the feed itself (/api/calendar/<token>.ics) is fetched by calendar apps.
  app.use("/api/calendar/feed-url", signedIn);
  app.route("/api/me", meRoutes(deps.db));
  app.route("/api/settings", settingsRoutes(deps.db));
  app.route("/api/preferences", preferencesRoutes(deps.db));
  app.route("/api/events", eventsRoutes(deps.db));
  app.route(
    "/api/calendar",
    calendarRoutes({ db: deps.db, key: feedKey(deps.secret), baseUrl: deps.baseUrl }),
  );

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", 404, "No such API endpoint.");
  });
  if (deps.distDir) app.route("/", staticRoutes(deps.distDir));

  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json({ error: err.code, message: err.message, ...err.extra }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: "BAD_REQUEST", message: err.message || "Bad request" }, err.status);
    }
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: loggablePath(c.req.path),
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return c.json({ error: "INTERNAL", message: "Something went wrong on our side. Please try again." }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
