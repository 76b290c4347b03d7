import path from "node:path";
import { resolveLimits, type UsageLimits } from "#domain/billing/limits";
import type { Env } from "./env";
import { type BillingSettings, SANDBOX_PRICE_IDS } from "./features/billing/billing-config";
import type { OpenAIConfig } from "./integrations/llm/openai-client";
import type { LogLevel } from "./lib/logger";

// The server's configuration as boot.ts composes it: env.ts parses and checks the variables, then resolves them here
// (loadConfig). Every default and every value derived from several variables (billing mode, mail, origins, the
// scheduler switch) is decided in this file, once.

/** Where e-mails go: MAIL when set, else SMTP when SMTP_URL is set, else the log. */
type MailConfig = { kind: "smtp"; url: string; from: string } | { kind: "log" };

/** The server's whole configuration, resolved once from the environment: boot.ts composes from it and reads nothing else. */
export interface AppConfig {
  readonly production: boolean;
  readonly logLevel: LogLevel;
  /** Where the server listens: HOST, else every interface in production and loopback elsewhere. */
  readonly listen: { readonly port: number; readonly host: string };
  /** The public base URL without a trailing slash: APP_URL, else http://localhost:PORT. */
  readonly baseUrl: string;
  /** Origins a mutation may come from: the app's own; in development also its loopback twin and the Vite server. */
  readonly allowedOrigins: readonly string[];
  readonly trustedProxyHops: number;
  /** PostgreSQL when `url` is set, else PGlite in `dataDir` (absolute). */
  readonly database: {
    readonly url: string | undefined;
    readonly dataDir: string;
    /** PGlite only: statements prepared once by name (PGLITE_NAMED, ADR 0022). */
    readonly namedStatements: boolean;
    /** PostgreSQL only: the pool's connections (DATABASE_POOL_SIZE). */
    readonly poolSize: number;
  };
  /** READ_CACHE: reads remembered between requests, where the database is PGlite (boot.ts decides; ADR 0018). */
  readonly readCache: boolean;
  readonly auth: {
    /** AUTH_SECRET; unset outside production, where one is generated once into `dataDir` (lib/secret.ts). */
    readonly secret: string | undefined;
    /** AUTH_SECRET_PREVIOUS: older secrets that still open what they sealed (calendar connections). */
    readonly previousSecrets: readonly string[];
    readonly dataDir: string;
    /** Secure cookies: production behind https only (a plain-http production URL would never get its cookie back). */
    readonly secureCookies: boolean;
    readonly hashCost: Env["PASSWORD_HASH_COST"];
    readonly hashConcurrency: number;
    readonly rateLimit: { readonly window: number; readonly max: number };
  };
  /** The OpenAI-compatible model when OPENAI_API_KEY is set, else undefined: the offline planner and coach. */
  readonly openai: OpenAIConfig | undefined;
  readonly coachTimeoutMs: number;
  /** Billing's mode (stripe | sandbox | disabled), decided here once, and each plan's price id. */
  readonly billing: BillingSettings;
  /** The payment provider's keys: Stripe with a secret key, else the sandbox. */
  readonly payments: {
    readonly stripeSecretKey: string | undefined;
    readonly stripeWebhookSecret: string | undefined;
    readonly stripeApiBase: string | undefined;
  };
  /** Free and Pro limits (domain defaults, overridable); refused past them only while `enforce` (billing on or asked). */
  readonly quotas: { readonly limits: UsageLimits; readonly enforce: boolean };
  readonly generation: {
    readonly leaseMs: number;
    readonly perHour: { readonly plan: number; readonly regeneration: number };
  };
  readonly mail: MailConfig;
  readonly ics: { readonly deadlineMs: number; readonly expansionBudgetMs: number; readonly idleMs: number };
  readonly notifications: {
    readonly reminderMinutes: number;
    /** The reminder scheduler: NOTIFY_SCHEDULER, else on except under NODE_ENV=test (tests tick it themselves). */
    readonly scheduler: boolean;
    readonly streams: { readonly perUser: number; readonly total: number; readonly idleMs: number };
    /** POST /api/notifications/test (E2E_TEST_ROUTES), never in production. */
    readonly testRoutes: boolean;
  };
  readonly calendars: {
    /** CALENDAR_ALLOW_PRIVATE: fetches may reach private addresses (a calendar server on your LAN; tests). */
    readonly allowPrivate: boolean;
    /** How often each live calendar is fetched again in the background. */
    readonly syncMinutes: number;
    /** CALENDAR_SYNC_MIN_INTERVAL_S: the least time between a connection's syncs for "Sync now" (ADR 0054). */
    readonly minSyncIntervalMs: number;
    /** CALENDAR_SYNC_DEADLINE_S: how long one connection's sync may read its server before it is cut. */
    readonly syncDeadlineMs: number;
    /** CALENDAR_SYNC_CONCURRENCY: connections the background loop syncs at once (one per user at a time). */
    readonly syncConcurrency: number;
  };
  /** Web Push (ADR 0045). */
  readonly push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when set. */
    readonly keys: { readonly publicKey: string; readonly privateKey: string } | undefined;
    /** Without `keys`: generate a pair into `dataDir` (outside production); in production push is off instead. */
    readonly generateKeys: boolean;
    readonly dataDir: string;
    /** VAPID_SUBJECT, else mailto: the MAIL_FROM address. */
    readonly subject: string;
    /** PUSH_TEST_ENDPOINTS: http:// endpoints and private addresses allowed (tests), never in production. */
    readonly testEndpoints: boolean;
  };
  /** Rolling weeks: the auto-plan job's period, and whether this process runs it (AUTO_PLAN_MINUTES, 0 = off). */
  readonly autoPlan: { readonly enabled: boolean; readonly intervalMs: number };
  /** Reliability tests only; never in production. */
  readonly testPause: Env["TEST_PAUSE_IN_TRANSACTION"];
  /** The built SPA to serve (absolute), or undefined (API-only tests: SERVE_STATIC unset under NODE_ENV=test). */
  readonly distDir: string | undefined;
  readonly blogDir: string;
}

/** Every default and every derived value, from variables parseEnv has already checked (rules across them included). */
export function resolveConfig(env: Env): AppConfig {
  const production = env.NODE_ENV === "production";
  const baseUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const dataDir = path.resolve(env.DATA_DIR);
  const billingMode = env.BILLING === "disabled" ? "disabled" : env.STRIPE_SECRET_KEY ? "stripe" : "sandbox";
  const mailKind = env.MAIL ?? (env.SMTP_URL ? "smtp" : "log");
  return {
    production,
    logLevel: env.LOG_LEVEL,
    listen: { port: env.PORT, host: env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1") },
    baseUrl,
    allowedOrigins: originsFor(baseUrl, !production),
    trustedProxyHops: env.TRUST_PROXY,
    database: {
      url: env.DATABASE_URL,
      dataDir,
      namedStatements: env.PGLITE_NAMED === "on",
      poolSize: env.DATABASE_POOL_SIZE,
    },
    readCache: env.READ_CACHE === "on",
    auth: {
      secret: env.AUTH_SECRET,
      previousSecrets: env.AUTH_SECRET_PREVIOUS,
      dataDir,
      secureCookies: production && baseUrl.startsWith("https:"),
      hashCost: env.PASSWORD_HASH_COST,
      hashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
      rateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX },
    },
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          model: env.OPENAI_MODEL,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
        }
      : undefined,
    coachTimeoutMs: env.COACH_TIMEOUT_MS,
    billing: {
      mode: billingMode,
      priceIds: {
        monthly: env.STRIPE_PRICE_MONTHLY ?? SANDBOX_PRICE_IDS.monthly,
        annually: env.STRIPE_PRICE_ANNUAL ?? SANDBOX_PRICE_IDS.annually,
      },
    },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
    },
    quotas: {
      limits: resolveLimits({
        freePlansPerWeek: env.FREE_PLANS_PER_WEEK,
        freeRegenerationsPerWeek: env.FREE_REGENERATIONS_PER_WEEK,
        freeCoachMessages: env.FREE_COACH_MESSAGES,
        proCoachMessagesPerDay: env.PRO_COACH_MESSAGES_PER_DAY,
      }),
      // Billing on (Stripe or the sandbox): Free users are refused past their quota, Pro users get Pro's rules.
      enforce: env.ENFORCE_QUOTAS || billingMode !== "disabled",
    },
    generation: {
      leaseMs: env.GENERATION_LEASE_SECONDS * 1000,
      perHour: { plan: env.PLAN_RATE_LIMIT_PER_HOUR, regeneration: env.REGENERATION_RATE_LIMIT_PER_HOUR },
    },
    // MAIL=smtp without SMTP_URL is refused by parseEnv, so smtp here always has its URL.
    mail:
      mailKind === "smtp" && env.SMTP_URL
        ? { kind: "smtp", url: env.SMTP_URL, from: env.MAIL_FROM }
        : { kind: "log" },
    ics: {
      deadlineMs: env.ICS_IMPORT_DEADLINE_MS,
      expansionBudgetMs: env.ICS_EXPANSION_BUDGET_MS,
      idleMs: env.ICS_WORKER_IDLE_MS,
    },
    autoPlan: autoPlanConfig(env),
    notifications: {
      reminderMinutes: env.NOTIFY_REMINDER_MINUTES,
      scheduler: (env.NOTIFY_SCHEDULER ?? (env.NODE_ENV === "test" ? "off" : "on")) === "on",
      streams: {
        perUser: env.NOTIFY_STREAMS_PER_USER,
        total: env.NOTIFY_STREAMS_MAX,
        idleMs: env.NOTIFY_STREAM_IDLE_SECONDS * 1000,
      },
      testRoutes: env.E2E_TEST_ROUTES && !production,
    },
    calendars: {
      allowPrivate: env.CALENDAR_ALLOW_PRIVATE,
      syncMinutes: env.CALENDAR_SYNC_MINUTES,
      minSyncIntervalMs: env.CALENDAR_SYNC_MIN_INTERVAL_S * 1000,
      syncDeadlineMs: env.CALENDAR_SYNC_DEADLINE_S * 1000,
      syncConcurrency: env.CALENDAR_SYNC_CONCURRENCY,
    },
    push: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      generateKeys: !production,
      dataDir,
      subject: env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`,
      testEndpoints: env.PUSH_TEST_ENDPOINTS && !production,
    },
    testPause: production ? undefined : env.TEST_PAUSE_IN_TRANSACTION,
    distDir: env.SERVE_STATIC || env.NODE_ENV !== "test" ? path.resolve(env.DIST_DIR) : undefined,
    blogDir: path.resolve(env.BLOG_DIR),
  };
}

/** The address inside "Name <address>", or the whole text. */
function mailAddress(from: string): string {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
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

export function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value))
    if (inner !== null && typeof inner === "object" && !Object.isFrozen(inner)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * Settings that weaken a protection, one warning each, printed at start. Allowed in production (a self-hosted server
 * may read a calendar on its own LAN), but never silently.
 */
export function startupWarnings(config: AppConfig): string[] {
  if (!config.calendars.allowPrivate) return [];
  return [
    "CALENDAR_ALLOW_PRIVATE is on: calendar addresses may point into private networks, this machine included " +
      "(ADR 0035); turn it off unless you read a calendar server on your own network",
  ];
}

/** One line per provider, printed at start so an operator sees what is active. */
export function describeProviders(config: AppConfig): string[] {
  const { openai, billing, mail } = config;
  return [
    `database: ${config.database.url ? "postgres" : `pglite (${config.database.dataDir})`}`,
    `ai: ${openai ? `openai (${openai.model}${openai.baseURL ? ` at ${new URL(openai.baseURL).host}` : ""})` : "offline (built-in planner and coach)"}`,
    `billing: ${billing.mode === "sandbox" ? "sandbox (test checkout, no real payment)" : billing.mode}`,
    `mail: ${mail.kind === "smtp" ? `smtp (${new URL(mail.url).host})` : "log (messages written to the server log)"}`,
    `push: ${config.push.keys ? "web push (VAPID keys from the environment)" : config.push.generateKeys ? "web push (VAPID keys generated into DATA_DIR)" : "off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)"}`,
  ];
}

/** AUTO_PLAN_MINUTES, else every 30 minutes, except under NODE_ENV=test where tests tick the job themselves. */
function autoPlanConfig(env: Env): AppConfig["autoPlan"] {
  const minutes = env.AUTO_PLAN_MINUTES ?? (env.NODE_ENV === "test" ? 0 : 30);
  // Off keeps a real period all the same: a test may start the job by hand.
  return { enabled: minutes > 0, intervalMs: (minutes || 30) * 60_000 };
}
