import type { Context, MiddlewareHandler, Next } from "hono";
import type { Database } from "../../db/client";
import { unauthorized } from "../../lib/errors";
import type { AppEnv, SessionUser } from "../../lib/hono-types";
import { isMutation } from "../../lib/http-hygiene";
import { createReadCache, type ReadCache } from "../../lib/read-cache";
import type { Auth } from "./auth";
import { createSessionLookup } from "./session-lookup";

/**
 * Loads the session's user into the context, or answers 401 UNAUTHORIZED. With the database, one prepared query
 * (session-lookup.ts) serves the common case; better-auth's getSession runs only when it has something to write (the
 * sliding-expiry refresh, whose new cookie is passed on, or deleting an expired session), or when no db is given.
 * Runs once per request even where two registrations match (Hono's `/x/*` also matches `/x`).
 */
export function requireUser(
  auth: Auth,
  db?: Database,
  reads: ReadCache = createReadCache(false),
): MiddlewareHandler<AppEnv> {
  const lookup = db ? createSessionLookup(auth, db, reads) : undefined;
  // A mutation is a write on the user's behalf: what was remembered for them is stale (read-cache.ts).
  const proceed = (c: Context<AppEnv>, next: Next, userId: string) =>
    isMutation(c.req.method) ? reads.writing(userId, next) : next();
  return async (c, next) => {
    if ((c.get("user") as SessionUser | undefined) !== undefined) return next();
    const found = lookup ? await lookup(c.req.header("cookie")) : ({ kind: "delegate" } as const);
    if (found.kind === "none") throw unauthorized();
    if (found.kind === "user") {
      c.set("user", found.user);
      return proceed(c, next, found.user.id);
    }
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    if (!session) throw unauthorized();
    c.set("user", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
    });
    return proceed(c, next, session.user.id);
  };
}
