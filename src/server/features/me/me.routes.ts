import { APIError } from "better-auth/api";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { ZDeleteAccount } from "../../../contracts/me";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "../../integrations/payments";
import type { AppEnv } from "../../lib/hono-types";
import type { Logger } from "../../lib/logger";
import { readJson } from "../../lib/validate";
import type { Auth } from "../auth";
import type { QuotaPolicy } from "../usage/usage.service";
import { getMe } from "./me.service";
import { deleteAccount } from "./me-delete.service";
import { exportFileName, exportUserData } from "./me-export.service";

export interface MeRoutesDeps {
  db: Database;
  auth: Auth;
  payments: PaymentProvider;
  logger: Logger;
  quota?: QuotaPolicy;
}

/** Clears better-auth's cookies (the session rows are already gone with the user; this signs the browser out). */
async function clearAuthCookies(c: Parameters<typeof deleteCookie>[0], auth: Auth) {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { secure, path = "/", domain } = cookie.attributes;
    deleteCookie(c, cookie.name, { path, secure, domain, httpOnly: true, sameSite: "Lax" });
  }
}

/** better-auth's own check of the session user's password; a wrong one is its 400 INVALID_PASSWORD. */
async function currentPasswordIs(auth: Auth, headers: Headers, password: string): Promise<boolean> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) return false;
    throw error;
  }
}

export function meRoutes(deps: MeRoutesDeps) {
  const { db, quota } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getMe({ db, userId: c.get("user").id, quota })))
    .get("/export", async (c) => {
      const now = new Date();
      const data = await exportUserData({ db, userId: c.get("user").id, now });
      const fileName = exportFileName(now, data.settings?.timeZone);
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      return c.body(JSON.stringify(data, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
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
        checkPassword: (candidate) => currentPasswordIs(deps.auth, c.req.raw.headers, candidate),
      });
      await clearAuthCookies(c, deps.auth);
      return c.body(null, 204);
    });
}
