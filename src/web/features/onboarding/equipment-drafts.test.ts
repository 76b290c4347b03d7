import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_EQUIPMENT_PROFILES } from "#contracts/equipment-profiles";
import { KIT } from "#domain/planning/catalogue/kit";
import {
  defaultProfiles,
  kitLabel,
  type ProfileDraft,
  withDefault,
  withoutProfile,
  withProfile,
} from "./equipment-drafts";

type Step = { kind: "add"; name: string } | { kind: "remove"; at: number } | { kind: "default"; at: number };

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), name: fc.constantFrom("Home", "Gym", "Hotel", "home") }),
  fc.record({ kind: fc.constant("remove" as const), at: fc.nat(6) }),
  fc.record({ kind: fc.constant("default" as const), at: fc.nat(6) }),
);

function apply(profiles: ProfileDraft[], step: Step): ProfileDraft[] {
  const key = (at: number) => profiles[at % profiles.length]!.key;
  if (step.kind === "add") return withProfile(profiles, step.name, []);
  if (step.kind === "remove") return withoutProfile(profiles, key(step.at));
  return withDefault(profiles, key(step.at));
}

describe("the places as the form edits them", () => {
  it("always keeps 1 to 5 places, exactly one default, and names unique whatever the case", () => {
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 30 }), (steps) => {
        const profiles = steps.reduce(apply, defaultProfiles());
        expect(profiles.length).toBeGreaterThanOrEqual(1);
        expect(profiles.length).toBeLessThanOrEqual(MAX_EQUIPMENT_PROFILES);
        expect(profiles.filter((profile) => profile.isDefault)).toHaveLength(1);
        const names = profiles.map((profile) => profile.name.toLocaleLowerCase());
        expect(new Set(names).size).toBe(names.length);
      }),
    );
  });

  it("labels every item without its article, in both languages", () => {
    for (const item of KIT) {
      for (const language of ["en", "es"] as const) {
        const label = kitLabel(item, language);
        expect(label).not.toMatch(/^(A|An|Un|Una|Unas|Unos) /);
        expect(label.charAt(0)).toBe(label.charAt(0).toLocaleUpperCase(language));
      }
    }
    expect(kitLabel("pull-up-bar", "en")).toBe("Pull-up bar");
    expect(kitLabel("pull-up-bar", "es")).toBe("Barra de dominadas");
  });
});
