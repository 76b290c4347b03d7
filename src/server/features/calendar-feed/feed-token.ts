import { createHmac, timingSafeEqual } from "node:crypto";

// The feed URL's secret part (API "Calendar feed"): `${userId}.${mac}` with mac = base64url(HMAC-SHA256(key,
// `${userId}:${version}`)). Nothing is stored but the version; the user id in front tells the server whose version
// to check, and rotating the URL is adding one to the version.

/** A key of its own for feed tokens, derived from the server secret, so a token is useless for anything else. */
export function feedKey(serverSecret: string): Buffer {
  return createHmac("sha256", serverSecret).update("custom-fit:calendar-feed:v1").digest();
}

function mac(key: Buffer, userId: string, version: number): Buffer {
  return createHmac("sha256", key).update(`${userId}:${version}`).digest();
}

export function signFeedToken(key: Buffer, userId: string, version: number): string {
  return `${userId}.${mac(key, userId, version).toString("base64url")}`;
}

/** The user id a token claims, or null when it is not shaped like a token. Not yet proof of anything. */
export function claimedUserId(token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

/**
 * Whether the token is the one for this user and version, compared in constant time. The text is compared, not the
 * decoded bytes: 43 base64url characters carry 258 bits for a 256-bit MAC, so decoding would also accept variants
 * of the last character that differ only in the two unused bits. One feed has exactly one URL.
 */
export function verifyFeedToken(key: Buffer, token: string, userId: string, version: number): boolean {
  const given = Buffer.from(token.slice(token.lastIndexOf(".") + 1));
  const expected = Buffer.from(mac(key, userId, version).toString("base64url"));
  return (
    claimedUserId(token) === userId && given.length === expected.length && timingSafeEqual(given, expected)
  );
}
