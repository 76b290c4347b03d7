import { z } from "zod";
import { KIT } from "#domain/planning/catalogue/kit";
import { MUSCLE_GROUPS } from "#domain/planning/catalogue/types";
import { CUSTOM_KINDS } from "#domain/planning/custom-exercises";

// A person's own exercises (ADR 0091): GET/POST /api/exercises/custom, PATCH/DELETE /api/exercises/custom/:id.
// Their ids are "custom:<uuid>", used in the same fields as catalogue ids (workouts' exerciseId, swaps, search).

export const CUSTOM_EXERCISE_LIMITS = {
  name: 60,
  /** Per user: a long list nobody scrolls, and a bound on what every search and swap reads. */
  perUser: 200,
  muscles: MUSCLE_GROUPS.length,
  kit: KIT.length,
} as const;

const ZName = z
  .string()
  .trim()
  .min(1, "Required")
  .max(CUSTOM_EXERCISE_LIMITS.name, `At most ${CUSTOM_EXERCISE_LIMITS.name} characters`);
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;
const ZMuscles = z
  .array(z.enum(MUSCLE_GROUPS))
  .max(CUSTOM_EXERCISE_LIMITS.muscles)
  .refine(unique, "Each muscle once");

const fields = {
  name: ZName,
  primaryMuscles: ZMuscles.min(1, "At least one primary muscle"),
  secondaryMuscles: ZMuscles,
  /** The items it needs; empty for body weight. */
  kit: z.array(z.enum(KIT)).max(CUSTOM_EXERCISE_LIMITS.kit).refine(unique, "Each item once"),
  kind: z.enum(CUSTOM_KINDS),
};

const noOverlap = (value: { primaryMuscles?: string[]; secondaryMuscles?: string[] }) =>
  !(value.secondaryMuscles ?? []).some((muscle) => (value.primaryMuscles ?? []).includes(muscle));
const overlapIssue = { message: "A muscle is primary or secondary, not both", path: ["secondaryMuscles"] };

/** POST /api/exercises/custom body. */
export const ZCustomExerciseInput = z
  .object({ ...fields, secondaryMuscles: fields.secondaryMuscles.default([]), kit: fields.kit.default([]) })
  .strict()
  .refine(noOverlap, overlapIssue);
export type TCustomExerciseInput = z.output<typeof ZCustomExerciseInput>;

/** PATCH /api/exercises/custom/:id body: any of the fields. */
export const ZCustomExercisePatch = z
  .object(fields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change")
  .refine(noOverlap, overlapIssue);
export type TCustomExercisePatch = z.output<typeof ZCustomExercisePatch>;

export const ZCustomExercise = z.object({
  id: z.string(),
  name: z.string(),
  primaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  secondaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  kit: z.array(z.enum(KIT)),
  kind: z.enum(CUSTOM_KINDS),
  createdAt: z.string(),
});
export type TCustomExercise = z.infer<typeof ZCustomExercise>;

/** GET /api/exercises/custom: by name. */
export const ZCustomExerciseList = z.object({
  exercises: z.array(ZCustomExercise),
  max: z.number(),
});
export type TCustomExerciseList = z.infer<typeof ZCustomExerciseList>;
