import { createHash, randomBytes } from "node:crypto";
import { TOKEN_PREFIX } from "#contracts/tokens";

// A token is the prefix and 32 random bytes (256 bits) in base64url. Stored as its SHA-256 (ADR 0075): a guess is
// 2^256 tries whatever the hash costs, so a slow password hash would only slow every API request down.

const SECRET_BYTES = 32;
/** Characters of the secret kept beside the hash for the list (4 of 43: 24 of 256 bits). */
const HINT_CHARACTERS = 4;
const TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface NewSecret {
  secret: string;
  hash: string;
  hint: string;
}

export function newSecret(): NewSecret {
  const secret = `${TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  return { secret, hash: hashToken(secret), hint: secret.slice(0, TOKEN_PREFIX.length + HINT_CHARACTERS) };
}

export function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Whether a string can be one of our tokens at all: anything else is refused before any query. */
export const looksLikeToken = (value: string): boolean => TOKEN_SHAPE.test(value);
