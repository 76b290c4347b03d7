import { describe, expect, it } from "vitest";
import { defaultSettings } from "#contracts/settings-model";
import { sanitizeSettings } from "./settings-storage";

describe("sanitizeSettings", () => {
  it("gives the defaults, with the given time zone, for anything that is not an object", () => {
    for (const raw of [undefined, null, 42, "dark", [1, 2]])
      expect(sanitizeSettings(raw, "Europe/Madrid")).toEqual(defaultSettings("Europe/Madrid"));
  });

  it("keeps the valid fields and replaces the invalid ones", () => {
    const stored = {
      theme: "dark",
      language: "klingon",
      measurementUnit: "metric",
      soundEffects: "yes",
      timeZone: "Not/AZone",
      notifications: { email: false, push: "off", progress: false },
    };
    expect(sanitizeSettings(stored, "UTC")).toEqual({
      ...defaultSettings("UTC"),
      theme: "dark",
      measurementUnit: "metric",
      notifications: { email: false, push: true, workout: true, progress: false, schedule: true },
    });
  });

  it("keeps a unit's valid bar and plates and takes the default for a broken one", () => {
    const stored = {
      barbell: { metric: { bar: 15, plates: [10, 5] }, imperial: { bar: "45", plates: [45] } },
    };
    expect(sanitizeSettings(stored, "UTC").barbell).toEqual({
      metric: { bar: 15, plates: [10, 5] },
      imperial: defaultSettings().barbell.imperial,
    });
  });

  it("drops unknown fields (e.g. extra fields of a server answer)", () => {
    const result = sanitizeSettings({ ...defaultSettings(), updatedAt: "2025-01-01" });
    expect(result).toEqual(defaultSettings());
    expect("updatedAt" in result).toBe(false);
  });
});
