import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { type ErrorCode, englishSentence } from "#contracts/errors";
import { FIT_IMPORT_MAX_BYTES } from "#contracts/fit";
import { HISTORY_IMPORT_MAX_BYTES } from "#contracts/history-import";
import type { THealth } from "#contracts/me";
import type { Database } from "./db/client";
import { meRoutes } from "./features/account/account.routes";
import { apiDocsRoutes } from "./features/api-docs";
import { type Auth, requireUser } from "./features/auth";
import { authRoutes } from "./features/auth/auth.routes";
import { createSessionCookieCheck } from "./features/auth/session-lookup";
import { avatarRoutes } from "./features/avatars/avatar.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import type { BillingSettings } from "./features/billing/billing-config";
import { limitsRoutes, plansRoutes } from "./features/billing/plans.routes";
import { blogRoutes } from "./features/blog/blog.routes";
import type { Blog } from "./features/blog/blog.service";
import { feedRoutes } from "./features/blog/blog-feeds";
import { calendarRoutes } from "./features/calendar-feed/calendar-feed.routes";
import { feedKey } from "./features/calendar-feed/feed-token";
import { type CalendarSync, calendarsRoutes } from "./features/calendars";
import { coachRoutes } from "./features/coach/coach.routes";
import { coachCanary } from "./features/coach/reply-guard";
import { eventsRoutes } from "./features/events/events.routes";
import type { IcsReader } from "./features/events/ics-reader";
import { exercisesRoutes, swapRoutes } from "./features/exercises";
import { fitRoutes } from "./features/fit/fit.routes";
import { healthRoutes } from "./features/health/health.routes";
import { historyRoutes } from "./features/history";
import { mcpRoutes } from "./features/mcp";
import type { NotificationHub } from "./features/notifications/notification-hub";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { doseRoutes, type GenerationLimits, planRoutes, regenerateRoutes } from "./features/planning";
import { progressRoutes } from "./features/progress";
import { forgetDeviceAtSignOut, pushRoutes } from "./features/push";
import { settingsRoutes } from "./features/settings/settings.routes";
import { cookieOnly, sessionOrToken, tokensRoutes } from "./features/tokens";
import { preferencesRoutes } from "./features/training-profile/training-profile.routes";
import type { QuotaPolicy } from "./features/usage";
import { usageRoutes } from "./features/usage/usage.routes";
import { workoutsRoutes } from "./features/workouts";
import type { PlanModel } from "./integrations/llm";
import type { CoachModel } from "./integrations/llm/coach-model";
import type { PaymentProvider } from "./integrations/payments";
import { clientIp } from "./lib/client-ip";
import type { Emit } from "./lib/domain-events";
import { AppError } from "./lib/errors";
import type { AppEnv } from "./lib/hono-types";
import {
  limitBodies,
  originCheck,
  refuseControlCharactersInPath,
  requireJsonBodies,
  securityHeaders,
} from "./lib/http-hygiene";
import { loggablePath } from "./lib/loggable-path";
import type { Logger } from "./lib/logger";
import type { ReadCache } from "./lib/read-cache";
import { staticRoutes } from "./static";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Mutations that authenticate by signature rather than by cookie and Origin. */
const ORIGIN_EXEMPT = ["/api/billing/webhook"];
/**
 * Routes a personal access token may not call (ADR 0075): managing tokens (a leaked token cannot make itself a
 * successor), deleting the account, billing (but its public price list) and better-auth's own routes (password,
 * e-mail, sessions). A bearer request to one is 403 TOKEN_NOT_ALLOWED.
 */
const COOKIE_ONLY = (method: string, path: string): boolean =>
  path === "/api/tokens" ||
  path.startsWith("/api/tokens/") ||
  path.startsWith("/api/auth/") ||
  (path.startsWith("/api/billing/") && !PUBLIC_BILLING.includes(path)) ||
  (method === "DELETE" && path === "/api/me");
const PUBLIC_BILLING = ["/api/billing/plans", "/api/billing/limits"];
/** Mutations whose body is not JSON. */
const RAW_BODY_PATHS = [
  "/api/billing/webhook",
  "/api/events/import",
  "/api/history/import",
  "/api/history/import.fit",
];
/** Uploads allowed past MAX_BODY_BYTES, with their own limit. */
const LARGE_BODY_PATHS: Record<string, { maxSize: number; message: string }> = {
  "/api/history/import": {
    maxSize: HISTORY_IMPORT_MAX_BYTES,
    message: "The file is larger than 10 MB: export a shorter period and import the parts one by one.",
  },
  "/api/history/import.fit": {
    maxSize: FIT_IMPORT_MAX_BYTES,
    message: "The FIT file is larger than 5 MB: upload one activity at a time.",
  },
};

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
  /** Realtime fan-out of new notifications to the SSE streams; `testRoutes` adds POST /api/notifications/test. */
  notifications: { hub: NotificationHub; testRoutes: boolean };
  /** Web Push: the VAPID public key (undefined: push is off) and whether http:// endpoints are accepted (tests). */
  push: { publicKey: string | undefined; allowHttp: boolean };
  /** Plans and workouts: the language model (OpenAI-compatible or offline) and the Free quotas. */
  plans: { model: PlanModel; quota: QuotaPolicy; limits?: GenerationLimits };
  /** The AI coach: its model (OpenAI-compatible or the offline coach) and deadline (COACH_TIMEOUT_MS). */
  coach: { model: CoachModel; timeoutMs: number };
  /** Reads .ics imports in a worker thread with a deadline (features/events/ics-reader.ts). */
  icsReader: IcsReader;
  /** Connected calendars: their sync (features/calendars), shared with the background loop boot starts. */
  calendars: CalendarSync;
  /** Built SPA to serve; omitted in API-only tests. */
  distDir?: string;
  /** The blog's posts, read at boot (BLOG_DIR). */
  blog: Blog;
  /** Stripe or the sandbox (integrations/payments). */
  payments: PaymentProvider;
  /** Billing's mode and price ids (config.ts): the gate, GET /api/me and the billing routes read them. */
  billing: BillingSettings;
  /** Reads remembered between requests (lib/read-cache.ts; reading through unless on the embedded PGlite). */
  reads: ReadCache;
  /** Tells what was written; reactions/reactions.ts says what follows (ADR 0063). */
  emit: Emit;
}

export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<AppEnv>();
  const { reads, emit } = deps;

  // Order matters: ids and logging wrap everything; headers apply to every answer, errors included; the cheap
  // refusals (origin, size, content type) run before any body is read or any session is looked up.
  app.use("*", async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("clientIp", clientIp(c, deps.trustedProxyHops));
    const started = performance.now();
    c.header("X-Request-Id", requestId);
    await next();
    if (c.req.path.startsWith("/api") || c.req.path === "/mcp") {
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
  app.use("/api/*", cookieOnly(COOKIE_ONLY));
  app.use("/api/*", originCheck(deps.allowedOrigins, ORIGIN_EXEMPT));
  const smallBodies = limitBodies(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", 413, "The request body is larger than 1 MiB.");
      },
    }),
  );
  const largeBodies = new Map(
    Object.entries(LARGE_BODY_PATHS).map(([path, { maxSize, message }]) => [
      path,
      limitBodies(
        bodyLimit({
          maxSize,
          onError: () => {
            throw new AppError("PAYLOAD_TOO_LARGE", 413, message);
          },
        }),
      ),
    ]),
  );
  app.use("/api/*", (c, next) => (largeBodies.get(c.req.path) ?? smallBodies)(c, next));
  app.use("/api/*", requireJsonBodies(RAW_BODY_PATHS));
  app.use("/api/*", refuseControlCharactersInPath());

  app.route("/api/health", healthRoutes(deps.health));
  // The OpenAPI document and its reference page (ADR 0076): the routes it lists are the ones mounted here.
  app.route(
    "/api",
    apiDocsRoutes({
      baseUrl: deps.baseUrl,
      testRoutes: deps.notifications.testRoutes,
      sandbox: deps.payments.kind === "sandbox",
    }),
  );
  // A bearer request is judged by its personal access token, any other by its session cookie (ADR 0075).
  const signedIn = sessionOrToken(requireUser(deps.auth, deps.db, reads), {
    db: deps.db,
    reads,
    // Every MCP call is a POST, reads included: the tools refuse writes to a read token themselves (ADR 0090).
    scopeCheckedByRoute: (path) => path === "/mcp",
  });
  // Before better-auth ends the session: the device's push subscription goes with it (ADR 0061).
  app.post("/api/auth/sign-out", forgetDeviceAtSignOut({ db: deps.db, signedIn }));
  app.route("/api/auth", authRoutes(deps.auth, reads));
  app.route("/api/avatars", avatarRoutes(deps.db));
  // Public: registered before any /api/billing/* session middleware, whose handlers never get to run for it.
  app.route("/api/billing/plans", plansRoutes());
  app.route("/api/billing/limits", limitsRoutes(deps.plans.quota.limits));
  app.route("/api/blog", blogRoutes(deps.blog));
  // Each billing route brings its own guard: the webhook is signed, not signed in.
  app.route(
    "/api/billing",
    billingRoutes({
      db: deps.db,
      billing: deps.billing,
      auth: deps.auth,
      provider: deps.payments,
      logger,
      baseUrl: deps.baseUrl,
      emit,
    }),
  );

  app.use("/api/me/*", signedIn);
  app.use("/api/me", signedIn);
  app.use("/api/settings/*", signedIn);
  app.use("/api/settings", signedIn);
  app.use("/api/preferences/*", signedIn);
  app.use("/api/preferences", signedIn);
  app.use("/api/events/*", signedIn);
  app.use("/api/events", signedIn);
  for (const path of [
    "/api/plan",
    "/api/workouts",
    "/api/history",
    "/api/usage",
    "/api/progress",
    "/api/exercises",
  ]) {
    app.use(path, signedIn);
    app.use(`${path}/*`, signedIn);
  }
  app.use("/api/notifications/*", signedIn);
  app.use("/api/notifications", signedIn);
  app.use("/api/calendars/*", signedIn);
  app.use("/api/calendars", signedIn);
  app.use("/api/push/*", signedIn);
  app.use("/api/tokens/*", signedIn);
  app.use("/api/tokens", signedIn);
  // Only the feed URL needs a session; the feed itself (/api/calendar/<token>.ics) is fetched by calendar apps.
  app.use("/api/calendar/feed-url", signedIn);
  app.route(
    "/api/me",
    meRoutes({
      db: deps.db,
      auth: deps.auth,
      payments: deps.payments,
      billing: deps.billing,
      logger,
      quota: deps.plans.quota,
      emit,
    }),
  );
  app.route("/api/settings", settingsRoutes(deps.db));
  app.route("/api/preferences", preferencesRoutes(deps.db, emit));
  app.route(
    "/api/events",
    eventsRoutes({ db: deps.db, reader: deps.icsReader, billing: deps.billing, emit }),
  );
  const plans = { db: deps.db, ...deps.plans, emit };
  app.route("/api/plan", planRoutes(plans));
  app.route("/api/workouts", workoutsRoutes(plans, reads));
  app.route("/api/workouts", regenerateRoutes(plans));
  app.route("/api/workouts", doseRoutes(plans.db));
  app.route("/api/history", fitRoutes({ db: deps.db }));
  app.route("/api/workouts", swapRoutes(plans));
  app.route("/api/exercises", exercisesRoutes({ db: deps.db, emit }));
  app.route("/api/history", historyRoutes(plans));
  app.route("/api/usage", usageRoutes(deps.db, deps.plans.quota));
  app.route("/api/progress", progressRoutes(deps.db));
  app.use("/api/coach", signedIn);
  app.route(
    "/api/coach",
    coachRoutes({
      db: deps.db,
      ...deps.coach,
      quota: deps.plans.quota,
      logger,
      canary: coachCanary(deps.secret),
    }),
  );
  // The SSE stream answers at once and keeps writing: the request log above records it when it opens, and nothing
  // in this chain buffers or compresses bodies.
  app.route("/api/push", pushRoutes({ db: deps.db, ...deps.push }));
  app.route(
    "/api/notifications",
    notificationsRoutes({
      db: deps.db,
      hub: deps.notifications.hub,
      testRoutes: deps.notifications.testRoutes,
    }),
  );
  app.route(
    "/api/calendar",
    calendarRoutes({ db: deps.db, billing: deps.billing, key: feedKey(deps.secret), baseUrl: deps.baseUrl }),
  );

  app.route("/api/calendars", calendarsRoutes(deps.calendars));
  app.route("/api/tokens", tokensRoutes(deps.db));

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", 404, "No such API endpoint.");
  });
  // The MCP server (ADR 0090): signed in first, so a client without credentials learns 401 rather than a CSRF
  // refusal; then the same Origin check, size limit and JSON-only rule as /api.
  app.use("/mcp", signedIn);
  app.use("/mcp", originCheck(deps.allowedOrigins, []));
  app.use("/mcp", smallBodies);
  app.use("/mcp", requireJsonBodies([]));
  app.route("/mcp", mcpRoutes({ db: deps.db, emit, logger }));
  // The feeds are real files to crawlers: answered before the SPA's index.html fallback would swallow them.
  app.route("/", feedRoutes({ blog: deps.blog, baseUrl: deps.baseUrl }));
  if (deps.distDir) {
    app.route(
      "/",
      staticRoutes(deps.distDir, {
        hasSession: createSessionCookieCheck(deps.auth),
        // Through the whole app, as the browser would ask: same cookie, same socket (rate limits, logs).
        readAsVisitor: (c, apiPath) =>
          app.request(
            apiPath,
            { headers: { accept: "application/json", cookie: c.req.header("cookie") ?? "" } },
            c.env,
          ),
      }),
    );
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json({ error: err.code, message: err.message, ...err.extra }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(
        { error: "BAD_REQUEST" satisfies ErrorCode, message: err.message || "Bad request" },
        err.status,
      );
    }
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: loggablePath(c.req.path),
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    const internal = { code: "INTERNAL", params: {} } as const;
    return c.json({ error: internal.code, message: englishSentence(internal), sentence: internal }, 500);
  });
  return app;
}
