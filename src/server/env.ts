import { z } from "zod";
import { type AppConfig, deepFreeze, resolveConfig } from "./config";

// Every environment variable the server reads, validated once at start (docs/configuration.md lists them, and
// env-docs.test.ts fails when the two disagree), every rule across variables checked here, then resolved into one
// frozen AppConfig (config.ts) that boot.ts only composes from. Nothing else in src/server reads process.env.

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A whole number ≥ 0 overriding a built-in default; unset or empty keeps the default. */
const optionalCount = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.coerce.number().int().min(0).optional(),
);

export const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  /**
   * Connections each instance keeps to PostgreSQL (db/client.ts); every instance also holds one for LISTEN. Keep
   * instances × (this + 1) under the server's max_connections (100 by default).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(90).default(10),
  /** Reads remembered between requests on PGlite (lib/read-cache.ts, ADR 0018); off: every read asks the database. */
  READ_CACHE: z.enum(["on", "off"]).default("on"),
  /** PGlite statements prepared once by name (db/pglite-for-drizzle.ts, ADR 0022); off: drizzle's own PGlite driver. */
  PGLITE_NAMED: z.enum(["on", "off"]).default("on"),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /**
   * Server secrets used before AUTH_SECRET, comma-separated: what was sealed under them (calendar addresses and
   * passwords) still opens and is moved to the current secret at the next sync (lib/secret-box.ts).
   */
  AUTH_SECRET_PREVIOUS: optionalText.pipe(
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((secret) => secret.trim())
          .filter((secret) => secret.length > 0),
      )
      .pipe(z.array(z.string().min(32, "each secret must be at least 32 characters"))),
  ),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).optional().default(0),
  AUTH_RATE_LIMIT_MAX: positiveInt(3),
  AUTH_RATE_LIMIT_WINDOW: positiveInt(10),
  PASSWORD_HASH_COST: z.enum(["standard", "fast"]).default("standard"),
  /** Password hashes computed at once (128 MiB each at the standard cost); further sign-ins and sign-ups queue. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  COACH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  FREE_PLANS_PER_WEEK: optionalCount,
  FREE_REGENERATIONS_PER_WEEK: optionalCount,
  FREE_COACH_MESSAGES: optionalCount,
  PRO_COACH_MESSAGES_PER_DAY: optionalCount,
  ENFORCE_QUOTAS: booleanish,
  // Every tier, per user (generation-guard.ts): plan generations and regenerations per rolling hour, and how long a
  // generation's lease lasts if its instance dies before giving it back (keep it above OPENAI_TIMEOUT_MS).
  PLAN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  REGENERATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(30),
  GENERATION_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  /** Tests only: a local Stripe-compatible server the SDK talks to instead of api.stripe.com. */
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  /** auto: Stripe with a key, else the sandbox (only on a loopback APP_URL); sandbox: the sandbox anywhere. */
  BILLING: z.enum(["auto", "sandbox", "disabled"]).default("auto"),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  /** Unset: SMTP when SMTP_URL is set, else the log. Production must say MAIL=log to write e-mails to the log. */
  MAIL: optionalText.pipe(z.enum(["smtp", "log"]).optional()),
  MAIL_FROM: z.string().min(3).default("Custom Fit <no-reply@localhost>"),
  /** How long reading one .ics file may take in its worker before the import is refused with 422 (ADR 0024). */
  ICS_IMPORT_DEADLINE_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  /** How long all repeat-rule expansions of one .ics file may take together; later rules are skipped. */
  ICS_EXPANSION_BUDGET_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** How long the .ics worker thread is kept after an import before it is stopped and its memory handed back. */
  ICS_WORKER_IDLE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  NOTIFY_REMINDER_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // Unset: on, except under NODE_ENV=test (tests tick the scheduler themselves).
  NOTIFY_SCHEDULER: z.enum(["on", "off"]).optional(),
  /**
   * How often the auto-plan job (rolling weeks) looks for plans running out, in minutes; 0 turns it off. Unset: 30,
   * except under NODE_ENV=test (off: tests tick it themselves).
   */
  AUTO_PLAN_MINUTES: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(0).max(1440).optional(),
  ),
  /** Open notification streams (SSE) per user and in all, per process; past either one more is refused with 429. */
  NOTIFY_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
  NOTIFY_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** A notification stream that carried no notification for this long is closed; the browser reconnects. */
  NOTIFY_STREAM_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Let calendar fetches reach private, loopback and link-local addresses (a calendar server on your LAN; tests). */
  CALENDAR_ALLOW_PRIVATE: booleanish,
  /** How often each live calendar is fetched again in the background. */
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The least time between two syncs of one connection for POST /api/calendars/:id/sync (ADR 0054). */
  CALENDAR_SYNC_MIN_INTERVAL_S: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long one connection's sync may spend reading its server before it is cut (ADR 0054). */
  CALENDAR_SYNC_DEADLINE_S: z.coerce.number().int().min(1).max(600).default(30),
  /** Connections the background sync loop reads at once, at most one per user (ADR 0054). */
  CALENDAR_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  E2E_TEST_ROUTES: booleanish,
  /** Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it); both or neither. */
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be 65 bytes in base64url")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be 32 bytes in base64url")
      .optional(),
  ),
  /** Who the push services can contact about our messages: a mailto: or https: URL. */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: URL")
      .optional(),
  ),
  /** Tests only: accept http:// push endpoints and let push messages reach loopback and private addresses. */
  PUSH_TEST_ENDPOINTS: booleanish,
  /** Reliability tests only: pause inside that transaction so the test can kill the server (lib/test-pause.ts). */
  TEST_PAUSE_IN_TRANSACTION: optionalText.pipe(z.enum(["plan", "complete"]).optional()),
  SERVE_STATIC: booleanish,
  DIST_DIR: z.string().min(1).default("./dist"),
  BLOG_DIR: z.string().min(1).default("./content/blog"),
});

export type Env = z.infer<typeof ZEnv>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment and resolves it into the frozen AppConfig; throws EnvError listing every problem at once. */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  return deepFreeze(resolveConfig(parseEnv(source)));
}

/** Parses the environment; throws EnvError listing every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = ZEnv.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`);
  // Rules across variables are checked on the raw values too, so one run reports every problem.
  const nodeEnv = source.NODE_ENV ?? "development";
  if (nodeEnv === "production" && !source.AUTH_SECRET?.trim())
    problems.push("AUTH_SECRET: is required in production");
  if (nodeEnv !== "test" && source.PASSWORD_HASH_COST === "fast") {
    problems.push("PASSWORD_HASH_COST: 'fast' is only allowed in tests");
  }
  if (nodeEnv === "production" && ["true", "1", "yes"].includes(source.E2E_TEST_ROUTES ?? "")) {
    problems.push("E2E_TEST_ROUTES: test-only routes are never allowed in production");
  }
  if (Boolean(source.VAPID_PUBLIC_KEY?.trim()) !== Boolean(source.VAPID_PRIVATE_KEY?.trim()))
    problems.push("VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both (one key pair) or neither");
  if (nodeEnv === "production" && ["true", "1", "yes"].includes(source.PUSH_TEST_ENDPOINTS ?? ""))
    problems.push("PUSH_TEST_ENDPOINTS: is for tests only, not production");
  if (nodeEnv === "production" && source.TEST_PAUSE_IN_TRANSACTION?.trim())
    problems.push("TEST_PAUSE_IN_TRANSACTION: is for tests only, not production");
  if (source.STRIPE_SECRET_KEY?.trim() && source.BILLING !== "disabled") {
    for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_ANNUAL"] as const)
      if (!source[name]?.trim()) problems.push(`${name}: is required with STRIPE_SECRET_KEY`);
  }
  problems.push(...billingProblems(source, nodeEnv === "production"));
  const mail = source.MAIL?.trim();
  if (mail === "smtp" && !source.SMTP_URL?.trim()) problems.push("SMTP_URL: is required with MAIL=smtp");
  // The log mailer writes whole messages, password-reset links included, to the server log: a deliberate choice.
  if (nodeEnv === "production" && !source.SMTP_URL?.trim() && mail !== "log")
    problems.push(
      "MAIL: production needs SMTP_URL to send e-mails, or MAIL=log to write them (reset links included) to the server log",
    );
  if (nodeEnv === "production" && source.STRIPE_API_BASE?.trim())
    problems.push("STRIPE_API_BASE: is for tests only, not production");
  if (problems.length > 0 || !result.success) throw new EnvError(problems);
  return result.data;
}

/**
 * The sandbox checkout takes no payment: anyone who can reach it can give themselves Pro. It runs by default only
 * where no one else can reach it (a loopback APP_URL, or none: localhost); anywhere else it must be asked for by name,
 * so a deployment that merely forgot NODE_ENV=production does not hand out Pro. Production never runs it.
 */
function billingProblems(source: Record<string, string | undefined>, production: boolean): string[] {
  const billing = source.BILLING ?? "auto";
  const stripe = Boolean(source.STRIPE_SECRET_KEY?.trim());
  if (billing === "sandbox" && stripe)
    return ["BILLING: sandbox contradicts STRIPE_SECRET_KEY; unset one of them"];
  if (billing === "disabled" || stripe) return [];
  if (production)
    return ["BILLING: production needs STRIPE_SECRET_KEY, or BILLING=disabled to hide upgrades"];
  if (billing === "sandbox" || !source.APP_URL || isLoopbackUrl(source.APP_URL)) return [];
  return [
    "BILLING: the sandbox checkout (no real payment: any user can give themselves Pro) runs only when APP_URL is a " +
      `loopback address, and APP_URL is ${source.APP_URL}; set STRIPE_SECRET_KEY for real payments, ` +
      "BILLING=disabled to hide upgrades, or BILLING=sandbox to run the test checkout anyway",
  ];
}

/** localhost (and *.localhost, RFC 6761), 127.0.0.0/8 or ::1. A malformed URL is not loopback. */
function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
