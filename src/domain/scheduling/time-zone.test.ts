import { describe, expect, it } from "vitest";
import { canonicalTimeZone } from "./time-zone";

describe("canonicalTimeZone", () => {
  it("gives every letter case of a zone the same spelling", () => {
    expect(canonicalTimeZone("europe/berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("EUROPE/BERLIN")).toBe("Europe/Berlin");
    expect(canonicalTimeZone(" America/New_York ")).toBe("America/New_York");
    expect(canonicalTimeZone("utc")).toBe("UTC");
  });

  it("answers null for names that are not zones", () => {
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
    expect(canonicalTimeZone(`Europe/${"x".repeat(80)}`)).toBeNull();
  });
});
