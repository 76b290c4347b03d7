import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import type { Mailer } from "../../integrations/mail/mailer";
import type { Logger } from "../../lib/logger";
import { isCommonPassword } from "./common-passwords";
import { createPasswordHasher, type HashCost } from "./password-hash";

/** Header the app sets from the real socket address (or the trusted proxy's); any client-sent copy is dropped. */
export const CLIENT_IP_HEADER = "x-custom-fit-client-ip";
export const MAX_NAME_LENGTH = 100;

export interface AuthOptions {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  hashCost: HashCost;
  /** Password hashes run at once at most; the others queue (PASSWORD_HASH_CONCURRENCY). */
  hashConcurrency: number;
  rateLimit: { window: number; max: number };
  mailer: Mailer;
  logger: Logger;
}

export function avatarUrlFor(userId: string): string {
  return `/api/avatars/${encodeURIComponent(userId)}.svg`;
}

function readBody(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

export function createAuth(options: AuthOptions) {
  const { db, mailer, logger } = options;
  const hasher = createPasswordHasher({ cost: options.hashCost, concurrency: options.hashConcurrency });
  return betterAuth({
    appName: "Custom Fit",
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hasher.hash(password),
        verify: ({ hash, password }) => hasher.verify(hash, password),
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: "Reset your Custom Fit password",
          text: `Hi ${user.name},\n\nSomeone asked to reset the password of your Custom Fit account. If it was you, open this link within an hour:\n\n${url}\n\nIf it wasn't, ignore this message; your password stays as it is.`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": options.rateLimit,
        "/sign-up/*": options.rateLimit,
        "/request-password-reset": { window: 60, max: options.rateLimit.max },
        "/reset-password": options.rateLimit,
        "/change-password": options.rateLimit,
        // Reading the session is what every page load does; 100 a minute per address (the default) would sign out
        // a whole office behind one NAT. Our own signed-in routes are not rate limited either.
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: "custom-fit",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
    logger: {
      level: "error",
      log: (level, message) => {
        if (level === "error") logger.error(`auth: ${message}`);
        else logger.warn(`auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = readBody(ctx.body);
        if (ctx.path === "/update-user") {
          // The profile edits the name only: the avatar is ours (derived from the id), never a URL a client sends.
          const other = Object.keys(body).filter((key) => key !== "name");
          if (other.length > 0 || body.name === undefined) {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_ERROR",
              message: "Only the name can be changed here",
            });
          }
        }
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const name = typeof body.name === "string" ? body.name.trim() : "";
          if (!name)
            throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Name is required" });
          if (name.length > MAX_NAME_LENGTH) {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_ERROR",
              message: `Name must be at most ${MAX_NAME_LENGTH} characters`,
            });
          }
        }
        const candidate = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
        const checksPassword = ["/sign-up/email", "/reset-password", "/change-password"].includes(ctx.path);
        if (checksPassword && typeof candidate === "string" && isCommonPassword(candidate)) {
          throw new APIError("BAD_REQUEST", {
            code: "PASSWORD_TOO_COMMON",
            message: "This password is too common. Please choose a less guessable one.",
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The avatar URL is derived from the id, which exists only after the insert.
          after: async (created) => {
            await db
              .update(schema.user)
              .set({ image: avatarUrlFor(created.id) })
              .where(eq(schema.user.id, created.id));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
