import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KIT } from "./catalogue/kit";
import { MUSCLE_GROUPS } from "./catalogue/types";
import { CUSTOM_KINDS, type CustomExercise, customAllowed, customSwapCandidates } from "./custom-exercises";
import { withCustomFacts, withFacts } from "./exercise-facts";

// A person's own exercises (ADR 0091): the swap rule and the facts a workout stores.

const muscles = fc.uniqueArray(fc.constantFrom(...MUSCLE_GROUPS), { minLength: 1, maxLength: 3 });
const kit = fc.uniqueArray(fc.constantFrom(...KIT), { maxLength: 3 });
const custom = fc.record({
  id: fc.uuid().map((id) => `custom:${id}`),
  name: fc.string({ minLength: 1, maxLength: 20 }).map((name) => `Mine ${name}`),
  primaryMuscles: muscles,
  secondaryMuscles: fc.constant([]),
  kit,
  kind: fc.constantFrom(...CUSTOM_KINDS),
}) as fc.Arbitrary<CustomExercise>;

describe("custom exercises", () => {
  it("swap candidates train the lead primary muscle and need only what the profile has", () => {
    fc.assert(
      fc.property(muscles, fc.array(custom, { maxLength: 12 }), kit, (primary, customs, profileKit) => {
        const profile = { kit: profileKit };
        const found = customSwapCandidates(primary, customs, profile);
        for (const { exercise, sameMuscles } of found) {
          expect(exercise.primaryMuscles).toContain(primary[0]);
          expect(customAllowed(exercise, profile)).toBe(true);
          expect(sameMuscles).toContain(primary[0]);
        }
        // Every custom exercise that qualifies is offered.
        const qualifying = customs.filter(
          (c) => c.primaryMuscles.includes(primary[0]!) && c.kit.every((k) => profileKit.includes(k)),
        );
        expect(found).toHaveLength(qualifying.length);
      }),
    );
  });

  it("a stored exercise carries the row's facts, never the client's, and reads back as stored", () => {
    fc.assert(
      fc.property(custom, muscles, kit, (own, claimed, claimedKit) => {
        const sent = {
          name: "whatever",
          sets: 3,
          reps: "10",
          notes: "",
          exerciseId: own.id,
          primaryMuscles: claimed,
          kit: claimedKit,
        };
        const stored = withCustomFacts(sent, [own]);
        expect(withFacts(stored)).toMatchObject({
          name: own.name,
          exerciseId: own.id,
          primaryMuscles: own.primaryMuscles,
          kit: own.kit,
        });
        // Not one of the person's: the client's facts are dropped.
        const unknown = withCustomFacts({ ...sent, exerciseId: "custom:someone-else" }, []);
        expect(withFacts(unknown)).toMatchObject({ exerciseId: null, primaryMuscles: [], kit: [] });
      }),
    );
  });
});
