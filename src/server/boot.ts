import { createApp } from "./app";
import type { AppConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { createAuth } from "./features/auth";
import { billingTier } from "./features/billing/entitlements";
import { loadBlog } from "./features/blog/blog.service";
import { type CalendarSync, createCalendarSync, createCalendarSyncLoop } from "./features/calendars";
import { createIcsReader } from "./features/events/ics-reader";
import { createNotificationHub } from "./features/notifications/notification-hub";
import { createNotificationScheduler } from "./features/notifications/scheduler";
import { createAutoPlanScheduler, dropAllLeases } from "./features/planning";
import { createPushDelivery } from "./features/push";
import { createSafeFetch } from "./integrations/calendar-fetch";
import { createLanguageModel } from "./integrations/llm";
import { createCoachModel } from "./integrations/llm/create-coach-model";
import { createLogMailer, createSmtpMailer, type Mailer } from "./integrations/mail/mailer";
import { createPaymentProvider } from "./integrations/payments";
import type { Logger } from "./lib/logger";
import { createReadCache } from "./lib/read-cache";
import { resolveSecret } from "./lib/secret";
import { createSecretBox } from "./lib/secret-box";
import { configureTestPause } from "./lib/test-pause";
import { resolveVapidKeys } from "./lib/vapid-keys";
import { createReactions } from "./reactions/reactions";

export interface BootOptions {
  /** The resolved configuration (env.ts loadConfig): boot decides nothing of its own. */
  config: AppConfig;
  logger: Logger;
  /** Replace the mailer (tests read the reset link from memory). */
  mailer?: Mailer;
  /** Use an already opened database (tests share one per file). */
  database?: DatabaseHandle;
}

/** The composition root: every dependency is built here, from the resolved configuration, and nowhere else. */
export async function boot(options: BootOptions) {
  const { config, logger } = options;
  // Reliability tests only (off unless TEST_PAUSE_IN_TRANSACTION is set; refused in production by env.ts).
  configureTestPause(config.testPause);
  const database = options.database ?? (await openDatabase(config.database));
  await database.migrate();
  // PGlite has no other process: every generation lease left is from a generation this data died in (ADR 0025).
  if (database.kind === "pglite") await dropAllLeases(database.db);
  const { baseUrl } = config;
  const allowedOrigins = [...config.allowedOrigins];
  const mailer =
    options.mailer ??
    (config.mail.kind === "smtp"
      ? createSmtpMailer(config.mail.url, config.mail.from)
      : createLogMailer(logger));
  // One secret for sessions and calendar feed URLs (the feed derives a key of its own from it).
  const secret = resolveSecret(config.auth.secret, config.auth.dataDir);
  const auth = createAuth({
    db: database.db,
    secret,
    baseUrl,
    trustedOrigins: allowedOrigins,
    secureCookies: config.auth.secureCookies,
    hashCost: config.auth.hashCost,
    hashConcurrency: config.auth.hashConcurrency,
    rateLimit: config.auth.rateLimit,
    mailer,
    logger,
  });
  // Web Push (ADR 0045): VAPID keys from the environment, else generated into DATA_DIR outside production;
  // messages go to the endpoints browsers gave us, so through the SSRF-safe fetch, with a short deadline.
  const vapid = resolveVapidKeys(config.push.keys, {
    dataDir: config.push.dataDir,
    generate: config.push.generateKeys,
  });
  const push = vapid
    ? createPushDelivery({
        db: database.db,
        keys: vapid,
        subject: config.push.subject,
        send: createSafeFetch({
          allowPrivate: config.push.testEndpoints,
          timeoutMs: 10_000,
          maxBytes: 64 * 1024,
          maxRedirects: 0,
        }),
        logger,
      })
    : undefined;
  // Reads remembered between requests, only where this process is the database's only writer: the embedded PGlite
  // (READ_CACHE, ADR 0018). Built here, before anything that writes: the background jobs' writes make reads stale too.
  const reads = createReadCache(database.kind === "pglite" && config.readCache);
  // Every cross-feature reaction (reactions/reactions.ts, ADR 0063); the calendar sync is built below, with `emit`.
  let calendarSync: CalendarSync | undefined;
  const emit = createReactions({
    db: database.db,
    logger,
    reads,
    push,
    calendars: () => {
      if (!calendarSync) throw new Error("a reaction ran before the calendar sync was built");
      return calendarSync;
    },
  });
  // Notifications: one LISTEN per process for the SSE streams; the reminder scheduler is off in tests unless asked.
  const hub = createNotificationHub({
    database,
    logger,
    limits: config.notifications.streams,
    emit,
  });
  await hub.start();
  const scheduler = createNotificationScheduler({
    db: database.db,
    mailer,
    logger,
    reminderMinutes: config.notifications.reminderMinutes,
  });
  if (config.notifications.scheduler) scheduler.start();
  const languageModel = createLanguageModel(config.openai, logger);
  // Free limits from docs/architecture.md §4: counted always; refused (402) only while enforced. Tiers from billing.
  const quota = { ...config.quotas, tier: billingTier(config.billing) };
  const icsReader = createIcsReader(config.ics);
  // Connected calendars: read through the SSRF-safe fetch, secrets sealed under a key derived from the server secret,
  // synced in the background where the reminder scheduler runs (off in tests unless a test starts it).
  calendarSync = createCalendarSync({
    db: database.db,
    reader: icsReader,
    box: createSecretBox(secret, "calendar-connections", config.auth.previousSecrets),
    safeFetch: createSafeFetch({ allowPrivate: config.calendars.allowPrivate }),
    billing: config.billing,
    emit,
    logger,
    syncMinutes: config.calendars.syncMinutes,
    minSyncIntervalMs: config.calendars.minSyncIntervalMs,
    syncDeadlineMs: config.calendars.syncDeadlineMs,
  });
  const calendarLoop = createCalendarSyncLoop({
    sync: calendarSync,
    logger,
    concurrency: config.calendars.syncConcurrency,
  });
  if (config.notifications.scheduler) calendarLoop.start();
  // Rolling weeks: plans that are running out renew themselves; safe on every instance (the generation lease).
  const autoPlanner = createAutoPlanScheduler({
    db: database.db,
    model: languageModel.plan,
    quota,
    limits: config.generation,
    emit,
    logger,
    intervalMs: config.autoPlan.intervalMs,
  });
  if (config.autoPlan.enabled) autoPlanner.start();
  const app = createApp({
    db: database.db,
    icsReader,
    calendars: calendarSync,
    plans: {
      model: languageModel.plan,
      quota,
      limits: config.generation,
    },
    coach: {
      model: createCoachModel({ openai: languageModel.openai, timeoutMs: config.coachTimeoutMs }),
      timeoutMs: config.coachTimeoutMs,
    },
    notifications: { hub, testRoutes: config.notifications.testRoutes },
    push: { publicKey: vapid?.publicKey, allowHttp: config.push.testEndpoints },
    auth,
    logger,
    allowedOrigins,
    trustedProxyHops: config.trustedProxyHops,
    production: config.production,
    secret,
    baseUrl,
    blog: loadBlog(config.blogDir),
    payments: createPaymentProvider({ ...config.payments, secret, baseUrl }),
    billing: config.billing,
    distDir: config.distDir,
    reads,
    emit,
    health: { database: database.kind, ai: languageModel.kind, billing: config.billing.mode },
  });
  /** Stops the schedulers and ends every open stream and the LISTEN connection; the caller closes the database. */
  async function close(): Promise<void> {
    await Promise.all([scheduler.stop(), autoPlanner.stop(), calendarLoop.stop()]);
    await hub.close();
    await push?.settled();
    await icsReader.close();
  }
  return {
    app,
    auth,
    database,
    mailer,
    baseUrl,
    hub,
    push,
    scheduler,
    autoPlanner,
    calendarSync,
    calendarLoop,
    emit,
    close,
    languageModel,
  };
}
