import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeProviders, startupWarnings } from "./config";
import { EnvError, loadConfig, parseEnv } from "./env";

/** Billing's mode as the server would run it. */
const billingMode = (source: Record<string, string>) => loadConfig(source).billing.mode;

describe("environment", () => {
  it("needs nothing for the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(env.COACH_TIMEOUT_MS).toBe(20_000);
    expect(describeProviders(loadConfig({}))).toEqual([
      `database: pglite (${path.resolve("./data")})`,
      "ai: offline (built-in planner and coach)",
      "billing: sandbox (test checkout, no real payment)",
      "mail: log (messages written to the server log)",
      "push: web push (VAPID keys generated into DATA_DIR)",
    ]);
  });

  it("has the read cache and the named statements on unless switched off, and nothing else", () => {
    expect(parseEnv({})).toMatchObject({ READ_CACHE: "on", PGLITE_NAMED: "on" });
    expect(parseEnv({ READ_CACHE: "off", PGLITE_NAMED: "off" })).toMatchObject({
      READ_CACHE: "off",
      PGLITE_NAMED: "off",
    });
    expect(() => parseEnv({ READ_CACHE: "no" })).toThrow(/READ_CACHE/);
    expect(() => parseEnv({ PGLITE_NAMED: "false" })).toThrow(/PGLITE_NAMED/);
  });

  it("keeps 10 PostgreSQL connections per instance unless told otherwise, within 1 to 90", () => {
    expect(loadConfig({}).database.poolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "20" }).database.poolSize).toBe(20);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "500" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("lists every bad variable at once", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "not a url", NODE_ENV: "production", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join("\n");
      for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "AUTH_SECRET"])
        expect(problems).toContain(name);
    }
  });

  it("reads the coach's deadline and refuses a nonsensical one", () => {
    expect(parseEnv({ COACH_TIMEOUT_MS: "5000" }).COACH_TIMEOUT_MS).toBe(5000);
    expect(() => parseEnv({ COACH_TIMEOUT_MS: "0" })).toThrow(/COACH_TIMEOUT_MS/);
  });

  it("refuses the fast password hash outside tests", () => {
    expect(() => parseEnv({ PASSWORD_HASH_COST: "fast" })).toThrow(/PASSWORD_HASH_COST/);
    expect(parseEnv({ PASSWORD_HASH_COST: "fast", NODE_ENV: "test" }).PASSWORD_HASH_COST).toBe("fast");
  });

  it("names the real providers when configured", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://db.internal:5432/app",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_ANNUAL: "price_y",
      SMTP_URL: "smtp://mail.internal:587",
    });
    expect(describeProviders(config)).toEqual([
      "database: postgres",
      "ai: openai (gpt-4o-mini at 127.0.0.1:11434)",
      "billing: stripe",
      "mail: smtp (mail.internal:587)",
      "push: web push (VAPID keys generated into DATA_DIR)",
    ]);
  });
  it("reads the notification settings: reminder lead time, scheduler switch, test routes", () => {
    const defaults = parseEnv({});
    expect(defaults.NOTIFY_REMINDER_MINUTES).toBe(30);
    expect(defaults.NOTIFY_SCHEDULER).toBeUndefined();
    expect(defaults.E2E_TEST_ROUTES).toBe(false);
    const set = parseEnv({ NOTIFY_REMINDER_MINUTES: "15", NOTIFY_SCHEDULER: "off", E2E_TEST_ROUTES: "1" });
    expect(set.NOTIFY_REMINDER_MINUTES).toBe(15);
    expect(set.NOTIFY_SCHEDULER).toBe("off");
    expect(set.E2E_TEST_ROUTES).toBe(true);
    expect(() => parseEnv({ NOTIFY_REMINDER_MINUTES: "0" })).toThrow(/NOTIFY_REMINDER_MINUTES/);
    expect(() => parseEnv({ NOTIFY_SCHEDULER: "sometimes" })).toThrow(/NOTIFY_SCHEDULER/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), E2E_TEST_ROUTES: "1" }),
    ).toThrow(/E2E_TEST_ROUTES/);
  });
  it("reads the Web Push settings: VAPID keys both or neither, generated outside production, test endpoints", () => {
    const publicKey = `B${"a".repeat(86)}`;
    const privateKey = "k".repeat(43);
    expect(loadConfig({}).push).toMatchObject({
      keys: undefined,
      generateKeys: true,
      subject: "mailto:no-reply@localhost",
      testEndpoints: false,
    });
    const set = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: "https://fit.example/contact",
      PUSH_TEST_ENDPOINTS: "1",
    });
    expect(set.push).toMatchObject({
      keys: { publicKey, privateKey },
      subject: "https://fit.example/contact",
      testEndpoints: true,
    });
    expect(describeProviders(set)).toContain("push: web push (VAPID keys from the environment)");
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/both \(one key pair\) or neither/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => parseEnv({ VAPID_SUBJECT: "http://fit.example" })).toThrow(/VAPID_SUBJECT/);
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      MAIL: "log",
      BILLING: "disabled",
    };
    expect(() => parseEnv({ ...production, PUSH_TEST_ENDPOINTS: "1" })).toThrow(/PUSH_TEST_ENDPOINTS/);
    // Production generates no keys (instances would each make their own): without the variables push is off.
    const bare = loadConfig(production);
    expect(bare.push).toMatchObject({ keys: undefined, generateKeys: false });
    expect(describeProviders(bare)).toContain("push: off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)");
  });

  it("reads the live-calendar settings: private addresses off and a 15-minute sync by default", () => {
    expect(loadConfig({}).calendars).toEqual({
      allowPrivate: false,
      syncMinutes: 15,
      minSyncIntervalMs: 60_000,
      syncDeadlineMs: 30_000,
      syncConcurrency: 4,
    });
    expect(startupWarnings(loadConfig({}))).toEqual([]);
    const set = loadConfig({ CALENDAR_ALLOW_PRIVATE: "1", CALENDAR_SYNC_MINUTES: "5" });
    expect(set.calendars).toMatchObject({ allowPrivate: true, syncMinutes: 5 });
    expect(() => parseEnv({ CALENDAR_SYNC_MINUTES: "0" })).toThrow(/CALENDAR_SYNC_MINUTES/);
    expect(() => parseEnv({ CALENDAR_ALLOW_PRIVATE: "maybe" })).toThrow(/CALENDAR_ALLOW_PRIVATE/);
    // Allowed in production (a calendar server on the LAN), but the operator is warned at start.
    const production = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      MAIL: "log",
      BILLING: "disabled",
      CALENDAR_ALLOW_PRIVATE: "true",
    });
    expect(production.calendars.allowPrivate).toBe(true);
    expect(startupWarnings(production)).toEqual([expect.stringMatching(/^CALENDAR_ALLOW_PRIVATE is on/)]);
  });
  it("runs the auto-plan job every 30 minutes, off under NODE_ENV=test, and AUTO_PLAN_MINUTES decides", () => {
    expect(loadConfig({}).autoPlan).toEqual({ enabled: true, intervalMs: 30 * 60_000 });
    expect(loadConfig({ NODE_ENV: "test" }).autoPlan.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", AUTO_PLAN_MINUTES: "5" }).autoPlan).toEqual({
      enabled: true,
      intervalMs: 5 * 60_000,
    });
    expect(loadConfig({ AUTO_PLAN_MINUTES: "0" }).autoPlan.enabled).toBe(false);
    expect(loadConfig({ AUTO_PLAN_MINUTES: "" }).autoPlan.enabled).toBe(true);
    expect(() => parseEnv({ AUTO_PLAN_MINUTES: "-1" })).toThrow(/AUTO_PLAN_MINUTES/);
    expect(() => parseEnv({ AUTO_PLAN_MINUTES: "often" })).toThrow(/AUTO_PLAN_MINUTES/);
  });
  it("needs the webhook secret and both prices with a Stripe key; STRIPE_API_BASE only outside production", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_MONTHLY[\s\S]*STRIPE_PRICE_ANNUAL/,
    );
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x", BILLING: "disabled" }).BILLING).toBe("disabled");
    const local = "http://127.0.0.1:4242";
    expect(parseEnv({ STRIPE_API_BASE: local }).STRIPE_API_BASE).toBe(local);
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        STRIPE_API_BASE: "http://127.0.0.1:1",
      }),
    ).toThrow(/STRIPE_API_BASE/);
  });
});

describe("plans and quotas environment", () => {
  it("defaults the model timeout to 60 s and leaves the Free limits to the domain's defaults", () => {
    const env = parseEnv({});
    expect(env.OPENAI_TIMEOUT_MS).toBe(60_000);
    expect(env.FREE_PLANS_PER_WEEK).toBeUndefined();
    expect(env.ENFORCE_QUOTAS).toBe(false);
  });

  it("reads overrides, treats empty as unset and refuses nonsense", () => {
    const env = parseEnv({
      OPENAI_TIMEOUT_MS: "500",
      FREE_PLANS_PER_WEEK: "2",
      FREE_REGENERATIONS_PER_WEEK: "",
      PRO_COACH_MESSAGES_PER_DAY: "0",
      ENFORCE_QUOTAS: "true",
    });
    expect(env).toMatchObject({
      OPENAI_TIMEOUT_MS: 500,
      FREE_PLANS_PER_WEEK: 2,
      FREE_REGENERATIONS_PER_WEEK: undefined,
      PRO_COACH_MESSAGES_PER_DAY: 0,
      ENFORCE_QUOTAS: true,
    });
    expect(() => parseEnv({ FREE_PLANS_PER_WEEK: "-1" })).toThrow(/FREE_PLANS_PER_WEEK/);
    expect(() => parseEnv({ OPENAI_TIMEOUT_MS: "ten" })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});

describe("mail environment", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), BILLING: "disabled" };

  it("refuses to write e-mails to the log in production unless MAIL=log says so", () => {
    expect(() => parseEnv(production)).toThrow(/MAIL: production needs SMTP_URL.*or MAIL=log/);
    expect(parseEnv({ ...production, MAIL: "log" }).MAIL).toBe("log");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://mail.internal:587" }).SMTP_URL).toBeDefined();
    // Outside production the log stays the embedded default.
    expect(describeProviders(loadConfig({}))).toContain("mail: log (messages written to the server log)");
  });

  it("MAIL=smtp needs SMTP_URL; MAIL=log wins over a configured SMTP_URL", () => {
    expect(() => parseEnv({ MAIL: "smtp" })).toThrow(/SMTP_URL: is required with MAIL=smtp/);
    expect(() => parseEnv({ MAIL: "pigeon" })).toThrow(/MAIL/);
    const logged = loadConfig({ MAIL: "log", SMTP_URL: "smtp://mail.internal:587" });
    expect(describeProviders(logged)).toContain("mail: log (messages written to the server log)");
  });
});

describe("billing environment: the sandbox checkout only where no one else can reach it", () => {
  it("runs the sandbox on a loopback APP_URL (or none), and refuses it elsewhere unless BILLING=sandbox", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "http://app.localhost",
    ])
      expect(billingMode({ APP_URL: url }), url).toBe("sandbox");
    expect(billingMode({})).toBe("sandbox");
    // A deployment that merely forgot NODE_ENV=production.
    expect(() => parseEnv({ APP_URL: "https://fit.example" })).toThrow(
      /BILLING: the sandbox checkout .* runs only when APP_URL is a loopback address.*STRIPE_SECRET_KEY.*BILLING=disabled.*BILLING=sandbox/,
    );
    expect(() => parseEnv({ APP_URL: "http://127.0.0.1.evil.example" })).toThrow(/BILLING/);
    expect(() => parseEnv({ APP_URL: "http://192.168.1.20:3000" })).toThrow(/BILLING/);
    expect(billingMode({ APP_URL: "https://fit.example", BILLING: "sandbox" })).toBe("sandbox");
    expect(billingMode({ APP_URL: "https://fit.example", BILLING: "disabled" })).toBe("disabled");
  });

  it("a Stripe key needs no loopback; BILLING=sandbox with a Stripe key is a contradiction", () => {
    const stripe = {
      APP_URL: "https://fit.example",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_ANNUAL: "price_y",
    };
    expect(billingMode(stripe)).toBe("stripe");
    expect(() => parseEnv({ ...stripe, BILLING: "sandbox" })).toThrow(/BILLING: sandbox .*STRIPE_SECRET_KEY/);
  });
});

describe("the resolved configuration (AppConfig): every default and derived value decided once", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), MAIL: "log" };

  it("production runs no sandbox checkout: it needs Stripe, or BILLING=disabled", () => {
    expect(() => loadConfig(production)).toThrow(
      /BILLING: production needs STRIPE_SECRET_KEY, or BILLING=disabled to hide upgrades/,
    );
    expect(() => loadConfig({ ...production, BILLING: "sandbox" })).toThrow(/BILLING: production needs/);
    expect(loadConfig({ ...production, BILLING: "disabled" }).billing.mode).toBe("disabled");
    const stripe = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_ANNUAL: "price_y",
    });
    expect(stripe.billing).toEqual({ mode: "stripe", priceIds: { monthly: "price_m", annually: "price_y" } });
    expect(stripe.quotas.enforce).toBe(true);
  });

  it("derives the listening address, base URL, origins and cookie security from NODE_ENV, HOST and APP_URL", () => {
    const local = loadConfig({ PORT: "4000" });
    expect(local.listen).toEqual({ port: 4000, host: "127.0.0.1" });
    expect(local.baseUrl).toBe("http://localhost:4000");
    expect(local.allowedOrigins).toEqual([
      "http://localhost:4000",
      "http://127.0.0.1:4000",
      "http://localhost:5173",
      "http://127.0.0.1:5173",
    ]);
    expect(local.auth.secureCookies).toBe(false);
    const prod = loadConfig({ ...production, BILLING: "disabled", APP_URL: "https://fit.example/" });
    expect(prod.listen.host).toBe("0.0.0.0");
    expect(prod.baseUrl).toBe("https://fit.example");
    expect(prod.allowedOrigins).toEqual(["https://fit.example"]);
    expect(prod.auth.secureCookies).toBe(true);
    expect(loadConfig({ HOST: "::" }).listen.host).toBe("::");
  });

  it("picks mail, the scheduler, test routes, the test pause and the SPA folder once", () => {
    expect(loadConfig({}).mail).toEqual({ kind: "log" });
    expect(loadConfig({ SMTP_URL: "smtp://mail.internal:587", MAIL_FROM: "Fit <a@b.c>" }).mail).toEqual({
      kind: "smtp",
      url: "smtp://mail.internal:587",
      from: "Fit <a@b.c>",
    });
    expect(loadConfig({}).notifications.scheduler).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).notifications.scheduler).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", NOTIFY_SCHEDULER: "on" }).notifications.scheduler).toBe(true);
    expect(loadConfig({ E2E_TEST_ROUTES: "1" }).notifications.testRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", TEST_PAUSE_IN_TRANSACTION: "plan" }).testPause).toBe("plan");
    expect(loadConfig({ NODE_ENV: "test" }).distDir).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", SERVE_STATIC: "1" }).distDir).toBe(path.resolve("./dist"));
    expect(loadConfig({}).distDir).toBe(path.resolve("./dist"));
  });

  it("enforces quotas whenever billing is on, or when asked, and applies the limit overrides", () => {
    expect(loadConfig({}).quotas.enforce).toBe(true);
    expect(loadConfig({ BILLING: "disabled" }).quotas.enforce).toBe(false);
    expect(loadConfig({ BILLING: "disabled", ENFORCE_QUOTAS: "true" }).quotas.enforce).toBe(true);
    expect(loadConfig({ FREE_PLANS_PER_WEEK: "2" }).quotas.limits.freePlansPerWeek).toBe(2);
    expect(loadConfig({}).billing.priceIds).toEqual({
      monthly: "price_sandbox_monthly",
      annually: "price_sandbox_annually",
    });
  });

  it("is frozen all the way down", () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.billing.priceIds)).toBe(true);
    expect(Object.isFrozen(config.quotas.limits)).toBe(true);
  });
});
