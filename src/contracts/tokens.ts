import { z } from "zod";

// Personal access tokens (docs/api.md "Tokens", ADR 0075): a user's keys for scripts and other tools, sent as
// `Authorization: Bearer cf_pat_…`. The secret is in the answer that creates the token and nowhere else.

/** Every token starts with this, so secret scanners can recognise one in a repository or a log. */
export const TOKEN_PREFIX = "cf_pat_";
/** Tokens one user may hold at once; one more is 409 TOO_MANY_TOKENS. */
export const TOKENS_PER_USER = 20;
/** The lifetimes offered (days). No token lives for ever: a leaked one stops working by itself (ADR 0075). */
export const TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
export const TOKEN_NAME_MAX = 60;

/** `read`: GET only. `read_write`: every method, except the routes only a signed-in browser may call. */
export const ZTokenScope = z.enum(["read", "read_write"]);
export type TTokenScope = z.infer<typeof ZTokenScope>;

export const ZCreateToken = z.object({
  name: z.string().trim().min(1).max(TOKEN_NAME_MAX),
  scope: ZTokenScope,
  expiresInDays: z.union(TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days))),
});
export type TCreateToken = z.infer<typeof ZCreateToken>;

export const ZToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: ZTokenScope,
  /** The prefix and the secret's first characters, e.g. `cf_pat_Ab3x`: enough to tell tokens apart. */
  hint: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Updated at most once a minute. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type TToken = z.infer<typeof ZToken>;

/** GET /api/tokens: the user's tokens, newest first, without their secrets. */
export const ZTokenList = z.object({ tokens: z.array(ZToken) });
export type TTokenList = z.infer<typeof ZTokenList>;

/** POST /api/tokens: the new token and, this once, its secret. */
export const ZCreatedToken = z.object({ token: ZToken, secret: z.string() });
export type TCreatedToken = z.infer<typeof ZCreatedToken>;
