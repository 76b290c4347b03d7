import { describe, expect, it } from "vitest";
import { TOKEN_PREFIX } from "#contracts/tokens";
import { hashToken, looksLikeToken, newSecret } from "./token-secret";

describe("token secrets", () => {
  it("are the prefix and 43 base64url characters, each new, hinted by their start and hashed with SHA-256", () => {
    const made = Array.from({ length: 200 }, () => newSecret());
    for (const { secret, hash, hint } of made) {
      expect(secret).toMatch(/^cf_pat_[A-Za-z0-9_-]{43}$/);
      expect(looksLikeToken(secret)).toBe(true);
      expect(hash).toBe(hashToken(secret));
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(secret.startsWith(hint)).toBe(true);
      expect(hint).toHaveLength(TOKEN_PREFIX.length + 4);
    }
    expect(new Set(made.map((m) => m.secret)).size).toBe(made.length);
  });

  it("refuses what cannot be a token before any lookup", () => {
    const { secret } = newSecret();
    for (const value of [
      "",
      TOKEN_PREFIX,
      secret.slice(0, -1),
      `${secret}x`,
      secret.replace(TOKEN_PREFIX, "xx_pat_"),
      `${secret.slice(0, -1)}!`,
    ]) {
      expect(looksLikeToken(value)).toBe(false);
    }
  });
});
