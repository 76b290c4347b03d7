import { APIError } from "better-auth/api";
import { type Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { ZDeleteAccount } from "#contracts/me";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "../../integrations/payments";
import type { Emit } from "../../lib/domain-events";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import type { Logger } from "../../lib/logger";
import { readJson } from "../../lib/validate";
import type { Auth } from "../auth";
import type { BillingSettings } from "../billing";
import type { QuotaPolicy } from "../usage";
import { getMe } from "./account.service";
import { deleteAccount } from "./account-delete.service";
import { exportFileName, exportUserDocument } from "./account-export.service";
import { countAttempt } from "./password-attempts.repository";

export interface MeRoutesDeps {
  db: Database;
  auth: Auth;
  payments: PaymentProvider;
  billing: BillingSettings;
  logger: Logger;
  quota?: QuotaPolicy;
  /** account-deleting, once the deletion can no longer be refused, before the rows go (see deleteAccount). */
  emit: Emit;
}

/** Clears better-auth's cookies (the session rows are already gone with the user; this signs the browser out). */
async function clearAuthCookies(c: Parameters<typeof deleteCookie>[0], auth: Auth) {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { secure, path = "/", domain } = cookie.attributes;
    deleteCookie(c, cookie.name, { path, secure, domain, httpOnly: true, sameSite: "Lax" });
  }
}

/**
 * better-auth's own check of the session user's password; a wrong one is its 400 INVALID_PASSWORD. Its server-only
 * call skips better-auth's rate limiter, so the check counts attempts under change-password's rule (per address):
 * a session alone must not make this an unlimited password oracle.
 */
async function currentPasswordIs(c: Context<AppEnv>, deps: MeRoutesDeps, password: string): Promise<boolean> {
  const { auth, db } = deps;
  const rule = auth.options.rateLimit?.customRules?.["/change-password"];
  const { window, max } = rule && typeof rule === "object" ? rule : { window: 10, max: 3 };
  const now = Date.now();
  const attempt = await countAttempt(db, `${c.get("clientIp")}/me/delete-password`, window * 1000, now);
  if (attempt.count > max) {
    c.header("Retry-After", String(Math.max(1, Math.ceil((attempt.windowEnds - now) / 1000))));
    throw new AppError(
      "RATE_LIMITED",
      429,
      "Too many password attempts. Please wait a moment and try again.",
    );
  }
  try {
    await auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers });
    return true;
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) return false;
    throw error;
  }
}

export function meRoutes(deps: MeRoutesDeps) {
  const { db, quota, billing } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getMe({ db, billing, userId: c.get("user").id, quota })))
    .get("/export", async (c) => {
      const now = new Date();
      const { timeZone, pieces } = await exportUserDocument({ db, userId: c.get("user").id, now });
      c.header("Content-Disposition", `attachment; filename="${exportFileName(now, timeZone)}"`);
      const encoder = new TextEncoder();
      // Pulled piece by piece as the client reads: a slow reader holds one batch of rows, not the whole history.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await pieces.return(undefined);
        },
      });
      return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
    })
    .delete("/", async (c) => {
      const { confirm, password } = await readJson(c, ZDeleteAccount);
      const { id, email } = c.get("user");
      await deleteAccount({
        db,
        provider: deps.payments,
        logger: deps.logger,
        userId: id,
        email,
        confirm,
        password,
        checkPassword: (candidate) => currentPasswordIs(c, deps, candidate),
        emit: deps.emit,
      });
      await clearAuthCookies(c, deps.auth);
      return c.body(null, 204);
    });
}
