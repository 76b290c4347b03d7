import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("stores scrypt with N=2^17, r=8 by default and verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash.startsWith("scrypt$131072$8$1$")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same-password", "fast"),
      hashPassword("same-password", "fast"),
    ]);
    expect(a).not.toBe(b);
  });

  it("refuses malformed or unknown hashes", async () => {
    expect(await verifyPassword("bcrypt$x", "anything")).toBe(false);
    expect(await verifyPassword("scrypt$999999999$8$1$AA==$AA==", "anything")).toBe(false);
  });
});
