import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

describe("createSecretBox", () => {
  const box = createSecretBox("a-server-secret-of-enough-length-0123456789", "calendar-connections");

  it("opens what it sealed, and the sealed text does not show the secret", () => {
    const sealed = box.seal("https://calendar.example.com/private-abc/basic.ics");
    expect(sealed).not.toContain("private-abc");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(box.open(sealed)).toBe("https://calendar.example.com/private-abc/basic.ics");
  });

  it("seals the same text differently each time (a fresh IV)", () => {
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("refuses text sealed under another secret or purpose, and tampered text", () => {
    const sealed = box.seal("secret");
    expect(() =>
      createSecretBox("another-server-secret-0123456789abcdef", "calendar-connections").open(sealed),
    ).toThrow();
    expect(() =>
      createSecretBox("a-server-secret-of-enough-length-0123456789", "other").open(sealed),
    ).toThrow();
    const [v, iv, tag, body] = sealed.split(".");
    // Its first character changed for another, always a different one (the sealed text is random: a fixed
    // replacement would sometimes be the same character and change nothing).
    const flipped = `${body?.startsWith("A") ? "B" : "A"}${body?.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join("."))).toThrow();
    expect(() => box.open("plain text")).toThrow();
  });

  it("opens text sealed under a previous secret and reseals it under the current one", () => {
    const oldSecret = "a-server-secret-of-enough-length-0123456789";
    const rotated = createSecretBox("the-new-server-secret-0123456789abcdef", "calendar-connections", [
      oldSecret,
    ]);
    const sealedBefore = box.seal("caldav password");
    expect(rotated.open(sealedBefore)).toBe("caldav password");
    const resealed = rotated.reseal(sealedBefore);
    expect(resealed).not.toBeNull();
    // Under the new secret alone, without the old one.
    const newOnly = createSecretBox("the-new-server-secret-0123456789abcdef", "calendar-connections");
    expect(newOnly.open(resealed ?? "")).toBe("caldav password");
    expect(rotated.reseal(resealed ?? "")).toBeNull();
    expect(() => box.open(resealed ?? "")).toThrow();
  });

  it("still refuses text sealed under none of its secrets", () => {
    const rotated = createSecretBox("the-new-server-secret-0123456789abcdef", "calendar-connections", [
      "an-older-secret-0123456789abcdefghijkl",
    ]);
    expect(() => rotated.open(box.seal("x"))).toThrow();
    expect(() => rotated.reseal(box.seal("x"))).toThrow();
  });
});
