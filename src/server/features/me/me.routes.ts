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
import { exportFileName, exportUserDocument } from "./me-export.service";

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

export function meRoutes(deps: MeRoutesDeps) {
  const { db, quota } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getMe({ db, userId: c.get("user").id, quota })))
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
      const { confirm } = await readJson(c, ZDeleteAccount);
      const { id, email } = c.get("user");
      await deleteAccount({ db, provider: deps.payments, logger: deps.logger, userId: id, email, confirm });
      await clearAuthCookies(c, deps.auth);
      return c.body(null, 204);
    });
}
