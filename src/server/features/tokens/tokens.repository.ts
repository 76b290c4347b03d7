import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiTokens, user } from "../../db/schema";

// Every query here is scoped by the user id (docs/architecture.md §6), except the lookup by hash (the hash is the
// credential) and the last-used stamp (by the id that lookup returned).

export type StoredToken = typeof apiTokens.$inferSelect;

export interface NewToken {
  name: string;
  scope: StoredToken["scope"];
  tokenHash: string;
  hint: string;
  expiresAt: Date;
}

/**
 * Saves a token for `userId` in one transaction under the user's row lock, so parallel creates cannot pass the cap
 * together (as push subscriptions do). The user's expired tokens are deleted first: they count for nothing.
 * Returns null past `cap` live tokens.
 */
export async function insertToken(
  db: Database,
  userId: string,
  input: NewToken,
  cap: number,
  now: Date,
): Promise<StoredToken | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1).for("update");
    await tx.delete(apiTokens).where(and(eq(apiTokens.userId, userId), lt(apiTokens.expiresAt, now)));
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= cap) return null;
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId, ...input })
      .returning();
    return row ?? null;
  });
}

export function listTokens(db: Database, userId: string): Promise<StoredToken[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes (deletes) the user's token; another user's reads as missing. */
export async function deleteToken(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

export interface TokenHolder {
  tokenId: string;
  scope: StoredToken["scope"];
  expiresAt: Date;
  userId: string;
  email: string;
  name: string;
  image: string | null;
}

/** The lookup behind every bearer request: the token and its user in one prepared statement. */
export function prepareTokenLookup(db: Database) {
  const statement = db
    .select({
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
    .limit(1)
    .prepare("custom_fit_token_by_hash");
  return async (hash: string): Promise<TokenHolder | undefined> => {
    const [row] = await statement.execute({ hash });
    return row ? { ...row, image: row.image ?? null } : undefined;
  };
}

/** Stamps the token as used, unless it was within `throttleMs` (another instance may have just done it). */
export async function touchToken(db: Database, id: string, now: Date, throttleMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - throttleMs))),
      ),
    );
}
