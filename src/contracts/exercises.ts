import { z } from "zod";
import { KIT } from "#domain/planning/catalogue/kit";
import { EXERCISE_LEVELS, MUSCLE_GROUPS } from "#domain/planning/catalogue/types";
import { LANGUAGES } from "./settings-model";

// The exercise directory (ADR 0084) and swaps (ADR 0085): GET /api/exercises, GET /api/workouts/:id/exercises/:index/swaps,
// POST /api/workouts/:id/exercises/:index/swap. Ids are catalogue keys ("goblet-squat"); custom exercises will use
// "custom:<uuid>" in the same fields.

export const EXERCISE_SEARCH_LIMITS = { q: 60, limit: 50, defaultLimit: 20, id: 80 } as const;

const ZBooleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /api/exercises query. `lang` defaults to the user's language; `allowed=true` keeps what the person can do. */
export const ZExerciseSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(EXERCISE_SEARCH_LIMITS.q, `At most ${EXERCISE_SEARCH_LIMITS.q} characters`)
      .optional(),
    muscle: z.enum(MUSCLE_GROUPS).optional(),
    /** An item of kit the exercise needs, or "none" for body weight. */
    equipment: z.enum([...KIT, "none"]).optional(),
    lang: z.enum(LANGUAGES).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(EXERCISE_SEARCH_LIMITS.limit, `At most ${EXERCISE_SEARCH_LIMITS.limit}`)
      .optional(),
    allowed: ZBooleanQuery.optional(),
  })
  .strict();
export type TExerciseSearchQuery = z.output<typeof ZExerciseSearchQuery>;

/** One exercise of the directory, named in the asked language. */
export const ZDirectoryExercise = z.object({
  id: z.string(),
  name: z.string(),
  primaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  secondaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  kit: z.array(z.enum(KIT)),
  level: z.enum(EXERCISE_LEVELS),
  /** The person can do it with their default equipment profile at their level (ADR 0071). */
  allowed: z.boolean(),
  /** The catalogue's default prescription: what the edit dialog fills in when the exercise is added. */
  sets: z.number(),
  reps: z.string(),
  /** The person's own exercise (ADR 0091): its id is "custom:<uuid>", its level "beginner" (it has none). */
  custom: z.literal(true).optional(),
});
export type TDirectoryExercise = z.infer<typeof ZDirectoryExercise>;

export const ZExerciseSearchResponse = z.object({
  exercises: z.array(ZDirectoryExercise),
  /** Matches before the limit. */
  total: z.number(),
});
export type TExerciseSearchResponse = z.infer<typeof ZExerciseSearchResponse>;

export const SWAP_REASONS = ["same-muscles", "shares-muscles"] as const;

/** A swap candidate: the exercise, and why (the client says it: "Same muscles · dumbbells"). */
export const ZSwapCandidate = ZDirectoryExercise.extend({
  reason: z.object({
    code: z.enum(SWAP_REASONS),
    params: z.object({ muscles: z.array(z.enum(MUSCLE_GROUPS)), kit: z.array(z.enum(KIT)) }),
  }),
});
export type TSwapCandidate = z.infer<typeof ZSwapCandidate>;

/** GET /api/workouts/:id/exercises/:index/swaps: best first; empty for a name the catalogue does not know. */
export const ZSwapCandidates = z.object({
  exercise: z.object({ name: z.string(), exerciseId: z.string().nullable() }),
  candidates: z.array(ZSwapCandidate),
});
export type TSwapCandidates = z.infer<typeof ZSwapCandidates>;

/** POST /api/workouts/:id/exercises/:index/swap body. */
export const ZSwapRequest = z
  .object({ exerciseId: z.string().trim().min(1).max(EXERCISE_SEARCH_LIMITS.id) })
  .strict();
