import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client";
import { AppError, unauthorized } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { bearerToken, isMutation } from "../../lib/http-hygiene";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limiter";
import type { ReadCache } from "../../lib/read-cache";
import { hashToken, looksLikeToken } from "./token-secret";
import { prepareTokenLookup, type TokenHolder, touchToken } from "./tokens.repository";

/** Requests one token may make a minute, per instance (ADR 0075). */
export const TOKEN_REQUESTS_PER_MINUTE = 120;
/** `lastUsedAt` is written at most this often per token: a request is not a write. */
const LAST_USED_THROTTLE_MS = 60_000;
const MAX_TRACKED_TOKENS = 10_000;

export interface BearerAuthDeps {
  db: Database;
  /**
   * Paths whose handler applies the token's scope itself, because reads there are POSTs too: the MCP server's tool
   * calls (ADR 0090). Elsewhere a `read` token may not send a POST, PUT, PATCH or DELETE.
   */
  scopeCheckedByRoute?: (path: string) => boolean;
  reads: ReadCache;
  limiter?: RateLimiter;
  now?: () => number;
}

const isBearerRequest = (c: Context<AppEnv>) => /^bearer(\s|$)/i.test(c.req.header("authorization") ?? "");

/**
 * The signed-in guard with personal access tokens (ADR 0075): a request with `Authorization: Bearer` is judged by
 * its token alone (never by its cookie); any other request goes to `session` (requireUser). The token must exist
 * and be unexpired, checked against the database on every request: on the embedded database the row is remembered
 * (read-cache.ts) only until its user writes, and revoking a token is such a write, so a revoked token is refused
 * from the very next request on every kind of database. A `read` token may not mutate (403 TOKEN_READ_ONLY); every
 * token is rate-limited on its own.
 */
export function sessionOrToken(
  session: MiddlewareHandler<AppEnv>,
  deps: BearerAuthDeps,
): MiddlewareHandler<AppEnv> {
  const { db, reads, now = Date.now } = deps;
  const limiter =
    deps.limiter ?? createRateLimiter({ limit: TOKEN_REQUESTS_PER_MINUTE, windowMs: 60_000, now });
  const lookup = prepareTokenLookup(db);
  const touchedAt = new Map<string, number>();

  const touch = async (tokenId: string, at: number) => {
    if (at - (touchedAt.get(tokenId) ?? Number.NEGATIVE_INFINITY) < LAST_USED_THROTTLE_MS) return;
    if (touchedAt.size >= MAX_TRACKED_TOKENS) touchedAt.clear();
    touchedAt.set(tokenId, at);
    await touchToken(db, tokenId, new Date(at), LAST_USED_THROTTLE_MS);
  };

  return async (c, next) => {
    if ((c.get("user") as unknown) !== undefined || !isBearerRequest(c)) return session(c, next);
    const token = bearerToken(c.req.header("authorization"));
    if (token === undefined || !looksLikeToken(token)) throw unauthorized();
    const hash = hashToken(token);
    const holder = await reads.read<TokenHolder | undefined>(
      `token:${hash}`,
      () => lookup(hash),
      (found) => found?.userId,
    );
    const at = now();
    if (!holder || holder.expiresAt.getTime() <= at) throw unauthorized();
    if (holder.scope === "read" && isMutation(c.req.method) && !deps.scopeCheckedByRoute?.(c.req.path))
      throw new AppError(
        "TOKEN_READ_ONLY",
        403,
        "This access token may only read (GET). Create a read and write token to change data.",
      );
    const taken = limiter.take(holder.tokenId);
    if (!taken.ok) {
      c.header("Retry-After", String(taken.retryAfterSeconds));
      throw new AppError(
        "RATE_LIMITED",
        429,
        "Too many requests with this access token. Please wait a moment.",
      );
    }
    await touch(holder.tokenId, at);
    c.set("user", { id: holder.userId, email: holder.email, name: holder.name, image: holder.image });
    c.set("tokenScope", holder.scope);
    return isMutation(c.req.method) ? reads.writing(holder.userId, next) : next();
  };
}

/**
 * Refuses a bearer request to a route only a signed-in browser may call (403 TOKEN_NOT_ALLOWED): managing tokens,
 * deleting the account, billing and better-auth's own routes (ADR 0075). Runs before the Origin check, which lets
 * bearer requests through.
 */
export function cookieOnly(
  isCookieOnly: (method: string, path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isBearerRequest(c) && isCookieOnly(c.req.method, c.req.path)) {
      throw new AppError(
        "TOKEN_NOT_ALLOWED",
        403,
        "Access tokens cannot call this endpoint: sign in to Custom Fit in a browser instead.",
      );
    }
    return next();
  };
}
