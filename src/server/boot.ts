import path from "node:path";
import { createApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { appUrl, type Env } from "./env";
import { createAuth } from "./features/auth";
import { createLogMailer, createSmtpMailer, type Mailer } from "./integrations/mail/mailer";
import type { Logger } from "./lib/logger";
import { resolveSecret } from "./lib/secret";

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
  const database =
    options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) }));
  await database.migrate();
  const baseUrl = appUrl(env, options.port);
  const allowedOrigins = originsFor(baseUrl, env.NODE_ENV !== "production");
  const mailer =
    options.mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLogMailer(logger));
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
    rateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX },
    mailer,
    logger,
  });
  const app = createApp({
    db: database.db,
    auth,
    logger,
    allowedOrigins,
    trustedProxyHops: env.TRUST_PROXY,
    production,
    secret,
    baseUrl,
    distDir: env.SERVE_STATIC || env.NODE_ENV !== "test" ? path.resolve(env.DIST_DIR) : undefined,
    health: {
      database: database.kind,
      ai: env.OPENAI_API_KEY ? "openai" : "offline",
      billing: env.BILLING === "disabled" ? "disabled" : env.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
    },
  });
  return { app, auth, database, mailer, baseUrl };
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
