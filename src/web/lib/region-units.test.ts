import { describe, expect, it } from "vitest";
import { unitForLocale } from "./region-units";

describe("units on first use follow the browser's region", () => {
  it.each([
    ["en-US", "imperial"],
    ["en-GB", "metric"],
    ["es-ES", "metric"],
    ["es-US", "imperial"],
    ["en-LR", "imperial"],
    ["my-MM", "imperial"],
    ["es", "metric"], // no region: Spain, by likely subtags
    ["not a tag!", "metric"],
  ] as const)("%s → %s", (tag, unit) => {
    expect(unitForLocale(tag)).toBe(unit);
  });
});
