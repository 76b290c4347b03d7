import { z } from "zod";
import { FULL_GYM_KIT, KIT } from "#domain/planning/catalogue/kit";
import { EXERCISE_LEVELS } from "#domain/planning/catalogue/types";
import { CAPPED_KIT } from "#domain/planning/load-caps";

// Where a person trains and how experienced they are (ADR 0071, 0082): part of the preferences contract. A person has
// one to five named equipment profiles, exactly one of them the default; users who never stated them train in a full
// gym at the intermediate level, as the planners assumed before.

export const MAX_EQUIPMENT_PROFILES = 5;
export const MAX_PROFILE_NAME = 40;

/** "New to training", "Some experience", "Experienced" in the UI; the catalogue's levels. */
export const EXPERIENCE_LEVELS = EXERCISE_LEVELS;
export const ZExperienceLevel = z.enum(EXPERIENCE_LEVELS);
export type TExperienceLevel = z.infer<typeof ZExperienceLevel>;
export const DEFAULT_EXPERIENCE_LEVEL: TExperienceLevel = "intermediate";

const PROFILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The heaviest load a place's item takes, in the unit it was stated in (ADR 0097). 500 kg / 1,100 lb: a product bound. */
export const MAX_LOAD_CAP = { kg: 500, lb: 1100 } as const;
export const ZLoadCap = z
  .object({
    weight: z.number().positive("Give a weight above 0"),
    unit: z.enum(["kg", "lb"]),
  })
  .strict()
  .refine((cap) => cap.weight <= MAX_LOAD_CAP[cap.unit], {
    message: `At most ${MAX_LOAD_CAP.kg} kg (${MAX_LOAD_CAP.lb} lb)`,
    path: ["weight"],
  });

/** Optional per loaded item: "dumbbells up to 24 kg". Absent: no limit. */
export const ZLoadCaps = z
  .object(
    Object.fromEntries(CAPPED_KIT.map((item) => [item, ZLoadCap.optional()])) as {
      [K in (typeof CAPPED_KIT)[number]]: z.ZodOptional<typeof ZLoadCap>;
    },
  )
  .strict();

export const ZEquipmentProfileInput = z.object({
  /** Kept when sent back; the server gives a new profile one when it has none. */
  id: z.string().regex(PROFILE_ID, "Use letters, digits, - and _ only (at most 64)").optional(),
  name: z
    .string()
    .trim()
    .min(1, "Give the place a name")
    .max(MAX_PROFILE_NAME, `At most ${MAX_PROFILE_NAME} characters`),
  kit: z
    .array(z.enum(KIT, { message: `Unknown equipment; known items: ${KIT.join(", ")}` }))
    .refine((list) => new Set(list).size === list.length, "Each item may appear only once"),
  isDefault: z.boolean(),
  maxLoads: ZLoadCaps.optional(),
});

/** 1 to 5 profiles, names unique (whatever the case), ids unique, exactly one default. */
export const ZEquipmentProfilesInput = z
  .array(ZEquipmentProfileInput)
  .min(1, "Keep at least one place")
  .max(MAX_EQUIPMENT_PROFILES, `At most ${MAX_EQUIPMENT_PROFILES} places`)
  .superRefine((profiles, ctx) => {
    const defaults = profiles.filter((profile) => profile.isDefault).length;
    if (defaults !== 1) {
      ctx.addIssue({ code: "custom", message: "Exactly one place must be the default", path: [] });
    }
    const names = new Set<string>();
    const ids = new Set<string>();
    profiles.forEach((profile, index) => {
      const name = profile.name.toLocaleLowerCase();
      if (names.has(name)) {
        ctx.addIssue({ code: "custom", message: "Each place needs its own name", path: [index, "name"] });
      }
      names.add(name);
      for (const item of Object.keys(profile.maxLoads ?? {}) as (typeof CAPPED_KIT)[number][]) {
        if (profile.maxLoads?.[item] !== undefined && !profile.kit.includes(item)) {
          ctx.addIssue({
            code: "custom",
            message: "A weight limit only for equipment this place has",
            path: [index, "maxLoads", item],
          });
        }
      }
      if (profile.id !== undefined) {
        if (ids.has(profile.id)) {
          ctx.addIssue({ code: "custom", message: "Each place needs its own id", path: [index, "id"] });
        }
        ids.add(profile.id);
      }
    });
  });
export type TEquipmentProfileInput = z.output<typeof ZEquipmentProfileInput>;

export const ZEquipmentProfile = ZEquipmentProfileInput.required({ id: true });
export type TEquipmentProfile = z.infer<typeof ZEquipmentProfile>;

/** The profile of everyone who never stated one: a full gym, the default. */
export const DEFAULT_EQUIPMENT_PROFILES: readonly TEquipmentProfile[] = [
  { id: "gym", name: "Gym", kit: [...FULL_GYM_KIT], isDefault: true },
];
