import { describe, expect, it } from "vitest";
import { feedKey, signFeedToken, verifyFeedToken } from "./feed-token";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const key = feedKey("a-server-secret-for-tests");

describe("verifyFeedToken", () => {
  it("accepts the token it signed, for that user and version only", () => {
    const token = signFeedToken(key, "user-1", 3);
    expect(verifyFeedToken(key, token, "user-1", 3)).toBe(true);
    expect(verifyFeedToken(key, token, "user-1", 4)).toBe(false);
    expect(verifyFeedToken(key, token, "user-2", 3)).toBe(false);
    expect(verifyFeedToken(feedKey("another-secret"), token, "user-1", 3)).toBe(false);
  });

  it("refuses every other last character, including those that decode to the same MAC", () => {
    for (const userId of ["user-1", "user-2", "user-3", "user-4", "user-5", "user-6"]) {
      const token = signFeedToken(key, userId, 1);
      const last = token.at(-1)!;
      const variants = [...BASE64URL].filter((c) => c !== last).map((c) => `${token.slice(0, -1)}${c}`);
      // The two lowest bits of the last character are padding: these three decode to the very same bytes.
      const sameBytes = variants.filter((v) =>
        Buffer.from(v.slice(v.indexOf(".") + 1), "base64url").equals(
          Buffer.from(token.slice(token.indexOf(".") + 1), "base64url"),
        ),
      );
      expect(sameBytes).toHaveLength(3);
      for (const variant of variants) expect(verifyFeedToken(key, variant, userId, 1)).toBe(false);
    }
  });
});
