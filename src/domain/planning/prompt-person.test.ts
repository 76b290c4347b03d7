import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FULL_GYM_KIT, KIT, KIT_NAMES } from "./catalogue/kit";
import { EXERCISE_LEVELS } from "./catalogue/types";
import { traineeLines } from "./prompt-person";

const arbKit = fc.subarray([...KIT]);
const arbLevel = fc.constantFrom(...EXERCISE_LEVELS);

describe("what the model is told of the person (ADR 0082)", () => {
  it("names every item the place has and none it lacks; a full gym and an empty room in words", () => {
    fc.assert(
      fc.property(arbKit, arbLevel, (kit, level) => {
        const [equipment, experience, order] = traineeLines({ equipment: { kit }, level });
        if (kit.length === KIT.length) expect(equipment).toContain("a full gym");
        else if (kit.length === 0) expect(equipment).toContain("none");
        else {
          for (const item of KIT) {
            expect(equipment!.includes(KIT_NAMES[item].en)).toBe(
              kit.includes(item) ||
                KIT.some((other) => kit.includes(other) && KIT_NAMES[other].en.includes(KIT_NAMES[item].en)),
            );
          }
        }
        expect(experience).toMatch(/^- Experience: /);
        // Only the experienced may be given Olympic lifts.
        expect(experience!.includes("No Olympic lifts")).toBe(level !== "advanced");
        expect(order).toContain("compound");
      }),
    );
  });

  it("adds nothing without a person", () => {
    expect(traineeLines(undefined)).toEqual([]);
    expect(traineeLines({ equipment: { kit: FULL_GYM_KIT }, level: "advanced" })[0]).toContain("full gym");
  });
});
