import { type TCreatedToken, type TCreateToken, TOKENS_PER_USER, type TToken } from "#contracts/tokens";
import type { Database } from "../../db/client";
import { notFound, sayingError } from "../../lib/errors";
import { newSecret } from "./token-secret";
import { deleteToken, insertToken, listTokens, type StoredToken } from "./tokens.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

function toContract(row: StoredToken): TToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Creates a token; its secret is in this answer only (the database keeps its hash). */
export async function createToken(options: {
  db: Database;
  userId: string;
  input: TCreateToken;
  now: Date;
}): Promise<TCreatedToken> {
  const { db, userId, input, now } = options;
  const { secret, hash, hint } = newSecret();
  const row = await insertToken(
    db,
    userId,
    {
      name: input.name,
      scope: input.scope,
      tokenHash: hash,
      hint,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    },
    TOKENS_PER_USER,
    now,
  );
  if (!row)
    throw sayingError("TOO_MANY_TOKENS", 409, { code: "TOO_MANY_TOKENS", params: { max: TOKENS_PER_USER } });
  return { token: toContract(row), secret };
}

export async function userTokens(db: Database, userId: string): Promise<TToken[]> {
  return (await listTokens(db, userId)).map(toContract);
}

export async function revokeToken(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteToken(db, userId, id))) throw notFound("No such token.");
}
