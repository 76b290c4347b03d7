import { z } from "zod";
import { RECOVERY_GROUPS, RECOVERY_LEVELS } from "../domain/progress/recovery-levels";
import { MEASUREMENT_UNITS } from "./settings-model";

// GET /api/progress/exercises, GET /api/progress/exercises/:name and GET /api/progress/recovery (docs/api.md, "Progress"). Weights, estimates and
// volumes are in the user's unit (settings.measurementUnit): imperial is pounds as stored, metric is kilograms
// (pounds × 0.45359237), both rounded to 0.1. Dates are the history's calendar dates.

const ZTopSet = z.object({ weight: z.number(), reps: z.number().int() });

const ZProgressSet = z.object({
  reps: z.number().int().nullable(),
  weight: z.number().nullable(),
  seconds: z.number().int().nullable(),
});

/** One exercise in the list, matched across workouts by its trimmed, case-insensitive name. */
export const ZExerciseProgress = z.object({
  /** The name as written the last time it was done. */
  exercise: z.string(),
  /** The unit of every weight, estimate and volume here (the user's setting when asked). */
  unit: z.enum(MEASUREMENT_UNITS),
  lastPerformedAt: z.string(),
  /** The sets logged the last time, or sets × reps @ weight when none were logged. */
  lastSets: z.array(ZProgressSet),
  /** All-time heaviest set with reps (ties: most reps). */
  bestSet: ZTopSet.nullable(),
  /** All-time best one-rep max estimate (Epley); null when no set had weight and reps. */
  e1rm: z.number().nullable(),
  /** The last eight Monday-to-Sunday weeks, oldest first, the current one included: Σ weight × reps. */
  weeklyVolume: z.array(z.object({ weekStart: z.string(), volume: z.number() })),
});
export type TExerciseProgress = z.infer<typeof ZExerciseProgress>;

/** GET /api/progress/exercises: the most recently done first. */
export const ZExerciseProgressList = z.array(ZExerciseProgress);

/** GET /api/progress/exercises/:name: one point per date it was done, oldest first. */
export const ZExerciseSeries = z.object({
  exercise: z.string(),
  unit: z.enum(MEASUREMENT_UNITS),
  points: z.array(
    z.object({
      date: z.string(),
      topSet: ZTopSet.nullable(),
      e1rm: z.number().nullable(),
      volume: z.number(),
    }),
  ),
});
export type TExerciseSeries = z.infer<typeof ZExerciseSeries>;

/** GET /api/progress/recovery: how rested each muscle group is (domain/progress/recovery.ts has the rule). */
export const ZRecoveryMap = z.object({
  /** The moment the map was computed for (ISO 8601). */
  asOf: z.string(),
  /** Completed workouts count for this many hours, fading linearly. */
  windowHours: z.number().int(),
  groups: z.array(
    z.object({
      group: z.enum(RECOVERY_GROUPS),
      level: z.enum(RECOVERY_LEVELS),
      /** Remaining load: 1 per primary exercise just completed, 0.5 per secondary, rounded to 0.1. */
      load: z.number(),
      /** ISO 8601; null when nothing in the window trained the group. */
      lastTrainedAt: z.string().nullable(),
    }),
  ),
});
export type TRecoveryMap = z.infer<typeof ZRecoveryMap>;
