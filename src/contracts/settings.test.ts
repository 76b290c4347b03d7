import { describe, expect, it } from "vitest";
import { defaultSettings, mergeSettings, ZSettingsPatch } from "./settings";

describe("settings merge", () => {
  it("has the product's defaults", () => {
    expect(defaultSettings("Europe/Madrid")).toEqual({
      theme: "system",
      notifications: { email: true, push: true, workout: true, progress: true, schedule: true },
      language: "en",
      measurementUnit: "imperial",
      soundEffects: true,
      timeZone: "Europe/Madrid",
      autoPlan: true,
      barbell: {
        metric: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
        imperial: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
      },
      // Effort per set is off until the user turns it on (ADR 0086).
      effort: "off",
    });
  });

  it("takes an effort mode and refuses anything else", () => {
    expect(ZSettingsPatch.parse({ effort: "rir" })).toEqual({ effort: "rir" });
    expect(ZSettingsPatch.safeParse({ effort: "borg" }).success).toBe(false);
  });

  it("replaces the bar and plates one unit at a time", () => {
    const merged = mergeSettings(defaultSettings(), { barbell: { metric: { bar: 10, plates: [5] } } });
    expect(merged.barbell).toEqual({
      metric: { bar: 10, plates: [5] },
      imperial: defaultSettings().barbell.imperial,
    });
  });

  it("replaces top-level fields and merges notifications field by field", () => {
    const merged = mergeSettings(defaultSettings(), { theme: "light", notifications: { progress: false } });
    expect(merged.theme).toBe("light");
    expect(merged.notifications).toEqual({
      email: true,
      push: true,
      workout: true,
      progress: false,
      schedule: true,
    });
  });

  it("leaves everything as it was for an empty patch", () => {
    expect(mergeSettings(defaultSettings(), {})).toEqual(defaultSettings());
  });

  it("refuses unknown keys and unknown time zones", () => {
    expect(ZSettingsPatch.safeParse({ colour: "red" }).success).toBe(false);
    expect(ZSettingsPatch.safeParse({ timeZone: "Nowhere/Land" }).success).toBe(false);
    expect(ZSettingsPatch.safeParse({ timeZone: "Asia/Kolkata" }).success).toBe(true);
  });
});
