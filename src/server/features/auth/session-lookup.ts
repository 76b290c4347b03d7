import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { session, user } from "../../db/schema";
import type { SessionUser } from "../../lib/hono-types";
import { createReadCache, type ReadCache } from "../../lib/read-cache";
import type { Auth } from "./auth";

/**
 * The session lookup behind every signed-in route (ADR 0015). better-auth's `getSession` costs four queries through
 * its generic adapter (session, then user) plus a context, WebCrypto key import and output parsing per call; here the
 * signed cookie is verified exactly as better-call does (HMAC-SHA256 of the token with the auth secret, base64,
 * 44 characters) and one prepared statement reads session and user together. On the embedded database the row is
 * remembered between requests (read-cache.ts, ADR 0018); every write through /api/auth (sign-out, password reset,
 * revokeOtherSessions) and every write by the session's user makes it stale at once, so a session that is gone is
 * gone for the very next request. On a PostgreSQL server nothing is remembered, so the same holds on every instance.
 *
 * Whenever better-auth would write (a session due for its sliding-expiry refresh, or an expired one it deletes), the
 * lookup answers `delegate` and the caller runs `getSession` itself, so those semantics stay better-auth's.
 */
export type SessionLookup = { kind: "user"; user: SessionUser } | { kind: "none" } | { kind: "delegate" };

interface CookieSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** Cookie header parsing as better-call's parseCookies: first occurrence wins, quotes stripped, URI-decoded. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf("=", index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(";", index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(";", eqIdx - 1) + 1;
      continue;
    }
    const key = header.slice(index, eqIdx).trim();
    if (!cookies.has(key)) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      cookies.set(key, tryDecode(value));
    }
    index = endIdx + 1;
  }
  return cookies;
}

function tryDecode(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** better-call's getSignedCookie: `value.signature`, the signature a 44-character base64 HMAC-SHA256 of value. */
export function verifySignedValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

const MAX_VERIFIED_COOKIES = 10_000;

/** Whether a Cookie header holds a session cookie signed with our secret; no query, so not proof of a live session. */
export function createSessionCookieCheck(auth: Auth) {
  let names: Promise<{ sessionCookie: string; secret: string }> | undefined;
  return async (cookieHeader: string | undefined): Promise<boolean> => {
    if (!cookieHeader) return false;
    names ??= auth.$context.then((context) => ({
      sessionCookie: context.authCookies.sessionToken.name,
      secret: context.secret,
    }));
    const { sessionCookie, secret } = await names;
    return verifySignedValue(parseCookieHeader(cookieHeader).get(sessionCookie), secret) !== null;
  };
}

export function createSessionLookup(auth: Auth, db: Database, reads: ReadCache = createReadCache(false)) {
  let settings: Promise<CookieSettings> | undefined;
  const loadSettings = async (): Promise<CookieSettings> => {
    const context = await auth.$context;
    return {
      sessionCookie: context.authCookies.sessionToken.name,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
  };
  const byToken = db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("custom_fit_session_by_token");

  // A signature once verified stays valid for the same secret: the HMAC (a tenth of a cached request's time) runs
  // once per cookie value rather than once per request.
  const verified = new Map<string, string>();
  const verifiedToken = (signed: string | undefined, secret: string): string | null => {
    if (!signed) return null;
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const token = verifySignedValue(signed, secret);
    if (token === null) return null;
    if (verified.size >= MAX_VERIFIED_COOKIES) verified.clear();
    verified.set(signed, token);
    return token;
  };

  return async (cookieHeader: string | undefined, now = Date.now()): Promise<SessionLookup> => {
    if (!cookieHeader) return { kind: "none" };
    settings ??= loadSettings();
    const config = await settings;
    const cookies = parseCookieHeader(cookieHeader);
    const token = verifiedToken(cookies.get(config.sessionCookie), config.secret);
    if (!token) return { kind: "none" };
    const cacheKey = `session:${token}`;
    const [row] = await reads.read(
      cacheKey,
      () => byToken.execute({ token }),
      ([found]) => found?.id,
    );
    if (!row) return { kind: "none" };
    const expiresAt = row.expiresAt.getTime();
    const dontRemember = verifySignedValue(cookies.get(config.dontRememberCookie), config.secret);
    const dueForRefresh = expiresAt - config.expiresInMs + config.updateAgeMs <= now;
    // Expired: better-auth deletes the row and clears the cookie. Due for refresh: it extends the row.
    if (expiresAt < now || (dueForRefresh && !dontRemember)) {
      reads.forget(cacheKey);
      return { kind: "delegate" };
    }
    return { kind: "user", user: { id: row.id, email: row.email, name: row.name, image: row.image ?? null } };
  };
}
