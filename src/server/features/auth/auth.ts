import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import { oneLine } from "../../integrations/mail/mail-text";
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

/** Where a verification link lands (a page of the SPA); any callbackURL a client sent is ignored. */
export const EMAIL_VERIFIED_PATH = "/email-verified";

/** The link in the verification e-mail: better-auth's verify-email, then a redirect to our own page. */
function verificationLink(baseUrl: string, token: string): string {
  const url = new URL("/api/auth/verify-email", baseUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", EMAIL_VERIFIED_PATH);
  return url.toString();
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
          text: `Hi ${oneLine(user.name)},\n\nSomeone asked to reset the password of your Custom Fit account. If it was you, open this link within an hour:\n\n${url}\n\nIf it wasn't, ignore this message; your password stays as it is.`,
        });
      },
    },
    // A link is mailed at sign-up; signing in never waits for it (requireEmailVerification stays off). Only what the
    // app e-mails on its own (reminders, summaries) waits: notify() mails verified addresses only.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24 * 3,
      sendVerificationEmail: async ({ user, token }) => {
        // Not awaited: a slow or unreachable mail server must neither delay nor fail the sign-up (the user can ask
        // for a new link later); a failure is logged.
        void mailer
          .send({
            to: user.email,
            subject: "Confirm your Custom Fit e-mail address",
            text: `Hi ${oneLine(user.name)},\n\nPlease confirm that this is your e-mail address by opening this link within three days:\n\n${verificationLink(options.baseUrl, token)}\n\nUntil then the app works as usual, but we send no reminder or summary e-mails. If you did not sign up for Custom Fit, ignore this message.`,
          })
          .catch((error: unknown) => logger.error("verification e-mail not sent", { error: String(error) }));
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
        "/send-verification-email": options.rateLimit,
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
        // Resending the link is an in-app action for one's own address; signed out, it would let anyone make us
        // mail any unverified address again and again.
        if (ctx.path === "/send-verification-email" && !(await getSessionFromCtx(ctx))) {
          throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Sign in to resend the link" });
        }
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
