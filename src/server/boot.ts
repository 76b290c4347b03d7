import path from "node:path";
import { resolveLimits } from "../domain/billing/limits";
import { createApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { appUrl, type Env, mailKind } from "./env";
import { createAuth } from "./features/auth";
import { billingSettingsFromEnv, registerBillingSettings } from "./features/billing/billing-config";
import { billingTier } from "./features/billing/entitlements";
import { loadBlog } from "./features/blog/blog.service";
import { createIcsReader } from "./features/events/ics-reader";
import { createNotificationHub } from "./features/notifications/notification-hub";
import { createNotificationScheduler } from "./features/notifications/scheduler";
import { dropAllLeases } from "./features/workouts/generation-lease.repository";
import { createLanguageModel } from "./integrations/llm";
import { createCoachModel } from "./integrations/llm/create-coach-model";
import { createLogMailer, createSmtpMailer, type Mailer } from "./integrations/mail/mailer";
import { createPaymentProvider } from "./integrations/payments";
import type { Logger } from "./lib/logger";
import { resolveSecret } from "./lib/secret";
import { configureTestPause } from "./lib/test-pause";

export interface BootOptions {
  env: Env;
  logger: Logger;
  /** Port the server will listen on, when APP_URL is not set (tests pick a free one). */
  port?: number;
  /** Replace the mailer (tests read the reset link from memory). */
  mailer?: Mailer;
  /** Use an already opened database (tests share one per file). */
  database?: DatabaseHandle;
}

/** The composition root: every dependency is built here, from the parsed environment, and nowhere else. */
export async function boot(options: BootOptions) {
  const { env, logger } = options;
  // Reliability tests only (off unless TEST_PAUSE_IN_TRANSACTION is set; refused in production by env.ts).
  configureTestPause(env.NODE_ENV === "production" ? undefined : env.TEST_PAUSE_IN_TRANSACTION);
  const database =
    options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) }));
  await database.migrate();
  // PGlite has no other process: every generation lease left is from a generation this data died in (ADR 0025).
  if (database.kind === "pglite") await dropAllLeases(database.db);
  const baseUrl = appUrl(env, options.port);
  const allowedOrigins = originsFor(baseUrl, env.NODE_ENV !== "production");
  const mailer =
    options.mailer ??
    (mailKind(env) === "smtp" && env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createLogMailer(logger));
  const production = env.NODE_ENV === "production";
  // One secret for sessions and calendar feed URLs (the feed derives a key of its own from it).
  const secret = resolveSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({
    db: database.db,
    secret,
    baseUrl,
    trustedOrigins: allowedOrigins,
    secureCookies: production && baseUrl.startsWith("https:"),
    hashCost: env.PASSWORD_HASH_COST,
    hashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
    rateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX },
    mailer,
    logger,
  });
  // Notifications: one LISTEN per process for the SSE streams; the reminder scheduler is off in tests unless asked.
  const hub = createNotificationHub({
    database,
    logger,
    limits: {
      perUser: env.NOTIFY_STREAMS_PER_USER,
      total: env.NOTIFY_STREAMS_MAX,
      idleMs: env.NOTIFY_STREAM_IDLE_SECONDS * 1000,
    },
  });
  await hub.start();
  const scheduler = createNotificationScheduler({
    db: database.db,
    mailer,
    logger,
    reminderMinutes: env.NOTIFY_REMINDER_MINUTES,
  });
  if ((env.NOTIFY_SCHEDULER ?? (env.NODE_ENV === "test" ? "off" : "on")) === "on") scheduler.start();
  const languageModel = createLanguageModel(env, logger);
  // Free limits from docs/architecture.md §4, overridable by env. Counted always; refused (402) only once billing enforces them.
  const quota = {
    limits: resolveLimits({
      freePlansPerWeek: env.FREE_PLANS_PER_WEEK,
      freeRegenerationsPerWeek: env.FREE_REGENERATIONS_PER_WEEK,
      freeCoachMessages: env.FREE_COACH_MESSAGES,
      proCoachMessagesPerDay: env.PRO_COACH_MESSAGES_PER_DAY,
    }),
    // Billing on (Stripe or the sandbox): Free users are refused past their quota, Pro users get Pro's rules.
    enforce: env.ENFORCE_QUOTAS || env.BILLING !== "disabled",
    tierOf: billingTier,
  };
  // The gate and the quotas read billing's mode and price ids through the database handle (billing-config.ts).
  registerBillingSettings(database.db, billingSettingsFromEnv(env));
  const icsReader = createIcsReader({
    deadlineMs: env.ICS_IMPORT_DEADLINE_MS,
    expansionBudgetMs: env.ICS_EXPANSION_BUDGET_MS,
    idleMs: env.ICS_WORKER_IDLE_MS,
  });
  const app = createApp({
    db: database.db,
    icsReader,
    plans: {
      model: languageModel.plan,
      quota,
      limits: {
        leaseMs: env.GENERATION_LEASE_SECONDS * 1000,
        perHour: { plan: env.PLAN_RATE_LIMIT_PER_HOUR, regeneration: env.REGENERATION_RATE_LIMIT_PER_HOUR },
      },
    },
    coach: {
      model: createCoachModel({ openai: languageModel.openai, timeoutMs: env.COACH_TIMEOUT_MS }),
      timeoutMs: env.COACH_TIMEOUT_MS,
    },
    notifications: { hub, testRoutes: env.E2E_TEST_ROUTES && env.NODE_ENV !== "production" },
    auth,
    logger,
    allowedOrigins,
    trustedProxyHops: env.TRUST_PROXY,
    production,
    secret,
    baseUrl,
    blog: loadBlog(path.resolve(env.BLOG_DIR)),
    payments: createPaymentProvider({
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      secret,
      baseUrl,
    }),
    distDir: env.SERVE_STATIC || env.NODE_ENV !== "test" ? path.resolve(env.DIST_DIR) : undefined,
    health: {
      database: database.kind,
      ai: languageModel.kind,
      billing: env.BILLING === "disabled" ? "disabled" : env.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
    },
  });
  /** Stops the scheduler and ends every open stream and the LISTEN connection; the caller closes the database. */
  async function close(): Promise<void> {
    await scheduler.stop();
    await hub.close();
    await icsReader.close();
  }
  return { app, auth, database, mailer, baseUrl, hub, scheduler, close, languageModel };
}

/** The app's own origin; in development also its 127.0.0.1/localhost twin and the Vite dev server. */
function originsFor(baseUrl: string, development: boolean): string[] {
  const origin = new URL(baseUrl).origin;
  if (!development) return [origin];
  const url = new URL(baseUrl);
  const twins = [origin];
  if (url.hostname === "localhost") twins.push(origin.replace("localhost", "127.0.0.1"));
  if (url.hostname === "127.0.0.1") twins.push(origin.replace("127.0.0.1", "localhost"));
  twins.push("http://localhost:5173", "http://127.0.0.1:5173");
  return twins;
}
