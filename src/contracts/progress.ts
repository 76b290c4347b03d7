import { z } from "zod";
import { MUSCLE_GROUPS } from "#domain/planning/catalogue/types";
import { RECOVERY_GROUPS, RECOVERY_LEVELS } from "#domain/progress/recovery-levels";
import { MEASUREMENT_UNITS } from "./settings-model";

// GET /api/progress/… (docs/api.md, "Progress"): exercises, records, muscle volume and recovery. Weights, estimates and
// volumes are in the user's unit (settings.measurementUnit): imperial is pounds as stored, metric is kilograms
// (pounds × 0.45359237), both rounded to 0.1; muscle volumes are sums of the sets as logged in that unit, not rounded
// (the page rounds once, at display). Dates are the history's calendar dates.

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

/** A personal record set by one completion (POST /api/workouts/:id/complete, `records`), in the user's unit. */
export const ZPersonalRecord = z.object({
  exercise: z.string(),
  /** weight: heaviest weight; e1rm: best Epley estimate; reps: most reps at this weight or heavier. */
  kind: z.enum(["weight", "e1rm", "reps"]),
  unit: z.enum(MEASUREMENT_UNITS),
  /** The set that set it, and its Epley estimate. */
  weight: z.number(),
  reps: z.number().int(),
  e1rm: z.number(),
  /** The best it beat: a weight or an estimate in `unit`, or a count of reps for kind "reps". */
  previous: z.number(),
});
export type TPersonalRecord = z.infer<typeof ZPersonalRecord>;

const ZDatedSet = z.object({ weight: z.number(), reps: z.number().int(), date: z.string() });

/** GET /api/progress/records: the standing records of every exercise done with a load, by name. */
export const ZRecordsList = z.object({
  unit: z.enum(MEASUREMENT_UNITS),
  exercises: z.array(
    z.object({
      exercise: z.string(),
      /** The heaviest set (ties: most reps) and the date it was first done. */
      heaviest: ZDatedSet,
      /** The set with the best Epley estimate, the estimate, and the date it was first reached. */
      bestE1rm: ZDatedSet.extend({ e1rm: z.number() }),
      /** Lightest first: at each weight, the most reps no set of that weight or heavier ever beat. */
      repsAtWeight: z.array(ZDatedSet),
    }),
  ),
});
export type TRecordsList = z.infer<typeof ZRecordsList>;

/** How many weeks GET /api/progress/muscle-volume answers. */
export const MUSCLE_VOLUME_WEEKS = { default: 8, max: 52 } as const;

/** GET /api/progress/muscle-volume?weeks=N (1-52, default 8). */
export const ZMuscleVolumeQuery = z
  .object({
    weeks: z.coerce
      .number()
      .int("Use a whole number of weeks")
      .min(1, "At least 1 week")
      .max(MUSCLE_VOLUME_WEEKS.max, `At most ${MUSCLE_VOLUME_WEEKS.max} weeks`)
      .default(MUSCLE_VOLUME_WEEKS.default),
  })
  .strict();

/** Weekly volume (Σ weight × reps) per muscle group: primary muscles count fully, secondary ones half. */
export const ZMuscleVolume = z.object({
  unit: z.enum(MEASUREMENT_UNITS),
  /** Monday of each week, oldest first, the current week last. */
  weekStarts: z.array(z.string()),
  /** Groups with some volume, the largest total first; `volumes` lines up with `weekStarts`. */
  muscles: z.array(z.object({ muscle: z.enum(MUSCLE_GROUPS), volumes: z.array(z.number()) })),
});
export type TMuscleVolume = z.infer<typeof ZMuscleVolume>;
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
