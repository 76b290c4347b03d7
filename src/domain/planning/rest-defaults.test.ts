import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXERCISE_CATALOGUE, exerciseById } from "./catalogue";
import { ownRestSeconds, REST_ACCESSORY, REST_COMPOUND, REST_HEAVY_COMPOUND } from "./rest-defaults";

describe("each exercise's own rest (ADR 0072)", () => {
  it("rests longest after heavy compound sets, then other compound sets, then accessories", () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXERCISE_CATALOGUE), fc.integer({ min: 1, max: 12 }), (entry, top) => {
        const rest = ownRestSeconds(entry, String(top));
        if (rest === undefined) return;
        const compound = entry.tags?.includes("compound") ?? false;
        expect(rest).toBe(compound ? (top <= 6 ? REST_HEAVY_COMPOUND : REST_COMPOUND) : REST_ACCESSORY);
      }),
    );
    expect(REST_HEAVY_COMPOUND).toBeGreaterThan(REST_COMPOUND);
    expect(REST_COMPOUND).toBeGreaterThan(REST_ACCESSORY);
  });

  it("leaves timed work, holds, cardio and unknown exercises to the user's own rest", () => {
    expect(ownRestSeconds(exerciseById("barbell-back-squat"), "5")).toBe(180);
    expect(ownRestSeconds(exerciseById("barbell-back-squat"), "8-12")).toBe(120);
    expect(ownRestSeconds(exerciseById("dumbbell-lateral-raise"), "10-12")).toBe(90);
    expect(ownRestSeconds(exerciseById("plank"), "30 seconds")).toBeUndefined();
    expect(ownRestSeconds(exerciseById("rowing-machine"), "10")).toBeUndefined();
    expect(ownRestSeconds(undefined, "10")).toBeUndefined();
  });
});
