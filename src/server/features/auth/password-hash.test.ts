import { describe, expect, it } from "vitest";
import { createPasswordHasher, hashPassword, verifyPassword } from "./password-hash";

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

describe("password hashing under a concurrency limit", () => {
  it("runs at most `concurrency` hashes at once; the others wait their turn and all complete", async () => {
    const hasher = createPasswordHasher({ cost: "fast", concurrency: 2 });
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, hasher.running());
    }, 0);
    const passwords = Array.from({ length: 8 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(
      passwords.map(async (password) => {
        const hash = hasher.hash(password);
        peak = Math.max(peak, hasher.running());
        return hash;
      }),
    );
    clearInterval(watch);
    expect(peak).toBe(2);
    expect(hasher.running()).toBe(0);
    const checks = await Promise.all(hashes.map((hash, i) => hasher.verify(hash, passwords[i] ?? "")));
    expect(checks).toEqual(Array(8).fill(true));
  });
});
