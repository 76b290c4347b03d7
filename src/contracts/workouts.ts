import { z } from "zod";
import { KIT } from "#domain/planning/catalogue/kit";
import { MUSCLE_GROUPS } from "#domain/planning/catalogue/types";
import { isValidDate, weekdayOf } from "#domain/scheduling/dates";
import { parseTimeStrict } from "#domain/scheduling/time";
import { FITNESS_GOALS, INTENSITIES, WEEKDAYS, WORKOUT_PARTS, WORKOUT_TYPES } from "#domain/types";
import { ZCalendarDate, ZTimeOfDay } from "./events";
import { ZPersonalRecord } from "./progress";

// Plan and workouts (API "Plan and workouts", docs/product.md §3). Bounds decided in ADR 0008: names ≤ 120 characters, notes and
// descriptions ≤ 500, 1-30 exercises of 1-20 sets, reps as text ≤ 40 characters (a count, a range or "30 seconds")
// or a whole number 1-1000 (stored as text), duration 1-600 minutes, end after start.

export const WORKOUT_LIMITS = {
  name: 120,
  description: 500,
  notes: 500,
  reps: 40,
  exercises: 30,
  sets: 20,
  repsNumber: 1000,
  duration: 600,
  weight: 2000,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !CONTROL.test(value), "No control characters");

const ZReps = z.union([
  text(WORKOUT_LIMITS.reps).min(1, "Give the reps (for example 10, 8-12 or 30 seconds)"),
  z
    .number()
    .int("Use a whole number")
    .min(1, "At least 1")
    .max(WORKOUT_LIMITS.repsNumber, `At most ${WORKOUT_LIMITS.repsNumber}`)
    .transform(String),
]);

const ZSets = z
  .number()
  .int("Use a whole number")
  .min(1, "At least 1 set")
  .max(WORKOUT_LIMITS.sets, `At most ${WORKOUT_LIMITS.sets} sets`);

/** A target load in the user's unit (kg for metric, lb for imperial); stored in pounds. */
const ZTargetWeight = z
  .number()
  .min(0, "At least 0")
  .max(WORKOUT_LIMITS.weight, `At most ${WORKOUT_LIMITS.weight}`)
  .nullable()
  .optional();

/** The reps each work set aims for (double progression); null when the planner has no history to go on. */
const ZTargetReps = z
  .number()
  .int("Use a whole number")
  .min(1, "At least 1")
  .max(WORKOUT_LIMITS.repsNumber, `At most ${WORKOUT_LIMITS.repsNumber}`)
  .nullable()
  .optional();

export const ZExerciseInput = z.object({
  name: text(WORKOUT_LIMITS.name).min(1, "Give the exercise a name"),
  sets: ZSets,
  reps: ZReps,
  notes: text(WORKOUT_LIMITS.notes).optional().default(""),
  weight: ZTargetWeight,
  targetReps: ZTargetReps,
  /** Consecutive exercises with the same group are a superset (ADR 0072). */
  group: text(20).min(1).optional(),
  /** A timed part sizing the session to its slot (ADR 0077): warm-up, finisher or mobility. */
  part: z.enum(WORKOUT_PARTS).optional(),
  /**
   * A custom exercise's id ("custom:<uuid>", ADR 0091) when the client picked one: the server stores that exercise's
   * name and facts. Any other id is ignored (catalogue facts come from the name).
   */
  exerciseId: z.string().max(80).nullable().optional(),
});

const ZExercises = z
  .array(ZExerciseInput)
  .min(1, "At least one exercise")
  .max(WORKOUT_LIMITS.exercises, `At most ${WORKOUT_LIMITS.exercises} exercises`);

/** The writable fields of a workout (everything but id). */
const ZWorkoutFields = z.object({
  name: text(WORKOUT_LIMITS.name).min(1, "Give the workout a name"),
  description: text(WORKOUT_LIMITS.description),
  day: z.enum(WEEKDAYS, "Use a weekday name, Monday to Sunday"),
  startTime: ZTimeOfDay,
  endTime: ZTimeOfDay,
  type: z.enum(WORKOUT_TYPES, `Use one of ${WORKOUT_TYPES.join(", ")}`),
  intensity: z.enum(INTENSITIES, "Use Low, Medium or High"),
  duration: z
    .number()
    .int("Use whole minutes")
    .min(1, "At least 1 minute")
    .max(WORKOUT_LIMITS.duration, `At most ${WORKOUT_LIMITS.duration} minutes`),
  exercises: ZExercises,
  date: ZCalendarDate,
});

/**
 * PATCH /api/workouts/:id: any subset of the fields. `id` may be sent back (the web app posts the whole workout) and
 * is ignored; other unknown keys are refused. The merged workout is checked again as a whole (ZWorkoutInput).
 */
export const ZWorkoutPatch = ZWorkoutFields.partial()
  .extend({ id: z.string().optional() })
  .strict()
  .transform(({ id: _ignored, ...fields }) => fields);
export type TWorkoutPatch = z.output<typeof ZWorkoutPatch>;

/** Cross-field rules of a whole workout: the end after the start, and a weekday that agrees with the date. */
export const ZWorkoutInput = ZWorkoutFields.superRefine((value, ctx) => {
  const start = parseTimeStrict(value.startTime);
  const end = parseTimeStrict(value.endTime);
  if (start !== null && end !== null && end <= start) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: "Must be after the start time" });
  }
  if (isValidDate(value.date) && value.day !== weekdayOf(value.date)) {
    ctx.addIssue({
      code: "custom",
      path: ["day"],
      message: `Must be ${weekdayOf(value.date)}, the weekday of ${value.date}`,
    });
  }
});
export type TWorkoutInput = z.output<typeof ZWorkoutInput>;

export const ZExercise = z.object({
  name: z.string(),
  sets: z.number(),
  reps: z.string(),
  notes: z.string(),
  /** Target load per work set in the user's unit; absent or null when there is nothing to go on (first time). */
  weight: z.number().nullable().optional(),
  /** Target reps per work set (seconds for a timed exercise); absent or null when unknown. */
  targetReps: z.number().nullable().optional(),
  /** Consecutive exercises with the same group are a superset (ADR 0072). */
  group: z.string().optional(),
  /** A timed part sizing the session to its slot (ADR 0077): warm-up, finisher or mobility; not a catalogue exercise. */
  part: z.enum(WORKOUT_PARTS).optional(),
  /**
   * What it is and trains (ADR 0084), derived from the catalogue by name on every answer, never stored: the catalogue
   * id (null for a name it does not know), the primary and secondary muscle groups and the kit it needs (empty for
   * body weight). Always present in answers; optional so a client may build or send back exercises without them.
   */
  exerciseId: z.string().nullable().optional(),
  primaryMuscles: z.array(z.enum(MUSCLE_GROUPS)).optional(),
  secondaryMuscles: z.array(z.enum(MUSCLE_GROUPS)).optional(),
  kit: z.array(z.enum(KIT)).optional(),
});

const ZSetsLine = z.object({ name: z.string(), sets: z.number().int() });

/** Why the planner changed a workout (ADR 0079, 0094): a code and what a one-line explanation needs. */
export const ZWorkoutChange = z.discriminatedUnion("code", [
  z.object({
    code: z.literal("shortened"),
    minutes: z.number().int(),
    cause: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("event-grew"), eventName: z.string(), startTime: z.string() }),
      z.object({ kind: z.literal("short-day"), longestFreeMinutes: z.number() }),
    ]),
    kept: z.array(z.string()),
    dropped: z.array(ZSetsLine),
    supersets: z.array(z.array(z.string())),
    movedTo: z.array(ZSetsLine.extend({ date: z.string() })),
  }),
  z.object({
    code: z.literal("carried-in"),
    minutes: z.number().int(),
    added: z.array(ZSetsLine.extend({ from: z.string() })),
  }),
  z.object({ code: z.literal("pinned-conflict"), minutes: z.number().int(), freeMinutes: z.number() }),
  z.object({ code: z.literal("moved"), minutes: z.number().int(), freeMinutes: z.number() }),
]);
export type TWorkoutChange = z.infer<typeof ZWorkoutChange>;

/** A scheduled workout as the API returns it. */
export const ZWorkout = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  day: z.enum(WEEKDAYS),
  startTime: z.string(),
  endTime: z.string(),
  type: z.enum(WORKOUT_TYPES),
  intensity: z.enum(INTENSITIES),
  duration: z.number(),
  exercises: z.array(ZExercise),
  date: z.string(),
  /** Moved by the user: a clashing event flags it (`conflict`) but never moves it. */
  pinned: z.boolean().optional(),
  /** An event overlaps it and no free slot was found (or it is pinned); null when clear. */
  conflict: z.object({ eventName: z.string() }).nullable().optional(),
  /** The equipment profile it is planned for (ADR 0082); null: the user's default profile. */
  equipmentProfileId: z.string().nullable().optional(),
  /**
   * Minutes its content takes (ADR 0077's estimateWorkoutMinutes), computed on every answer, never stored. Always
   * present in answers; optional so a client may build a workout without it.
   */
  estimatedMinutes: z.number().int().min(0).optional(),
  /** Why the planner last changed it (shrunk in place, sets carried in); absent when as planned (ADR 0094). */
  change: ZWorkoutChange.optional(),
});
export type TWorkout = z.infer<typeof ZWorkout>;

/**
 * POST /api/workouts/:id/move: to `date` / `startTime` (either may be left out: the workout's own is kept), or with
 * `{}` to the next free slot. A clash with an event is 409 EVENT_CONFLICT unless `allowConflict`. The workout is then
 * pinned.
 */
export const ZWorkoutMove = z
  .object({
    date: ZCalendarDate.optional(),
    startTime: ZTimeOfDay.optional(),
    allowConflict: z.boolean().optional(),
  })
  .strict();
export type TWorkoutMove = z.output<typeof ZWorkoutMove>;

/** POST /api/plan body. */
export const ZPlanRequest = z
  .object({
    startDate: ZCalendarDate.optional(),
    extraRequirements: z.string().max(2000, "At most 2000 characters").nullable().optional(),
    /** Start a new training block with this plan (new main exercises) instead of continuing the current one. */
    newBlock: z.boolean().optional(),
  })
  .strict();
export type TPlanRequest = z.output<typeof ZPlanRequest>;

/**
 * POST /api/workouts/:id/regenerate body (may be empty). `equipmentProfileId`: plan it for this equipment profile
 * from now on (null: the default one); left out, the workout keeps its own (ADR 0082).
 */
export const ZRegenerateRequest = z
  .object({ equipmentProfileId: z.string().min(1).max(64).nullable().optional() })
  .strict();

/** A plan notice as data, for translation (the same information as `warnings`). */
export const ZPlanNotice = z.object({ kind: z.string() }).catchall(z.unknown());

/** The training block a plan belongs to (ADR 0050): its first date, this plan's week in it and its length. */
export const ZTrainingBlockWeek = z.object({
  startDate: z.string(),
  week: z.number().int().min(1),
  weeks: z.number().int().min(1),
  goal: z.enum(FITNESS_GOALS),
  /** True when this plan started the block (the first plan, a finished block, or a new goal). */
  started: z.boolean(),
  /**
   * The block's lighter week (ADR 0099), 1-based: the busiest week the calendars knew when the block started (its
   * busy hours and days away), or the last by default. Absent on a block started before it was chosen.
   */
  lighterWeek: z
    .discriminatedUnion("reason", [
      z.object({
        week: z.number().int().min(1),
        reason: z.literal("busiest"),
        busyHours: z.number(),
        absentDays: z.number().int(),
      }),
      z.object({ week: z.number().int().min(1), reason: z.literal("default") }),
    ])
    .optional(),
});
export type TTrainingBlockWeek = z.infer<typeof ZTrainingBlockWeek>;

/**
 * What the week's free time could not hold of the goal's weekly dose (ADR 0078, 0099), from either planner: hard
 * sets short per muscle group (only the groups that are short), groups trained on fewer days than asked, and minutes
 * of cardio short. All empty or zero when the week meets its dose. Groups are GET /api/workouts/dose's (legs, hips,
 * back, abdomen, chest, shoulders, arms); plain strings here so the web bundle does not carry the dose module.
 */
export const ZDoseShortfall = z.object({
  sets: z.record(z.string(), z.number()),
  days: z.array(z.string()),
  cardioMinutes: z.number(),
});

/** POST /api/plan answer (201). */
export const ZPlanResponse = z.object({
  workouts: z.array(ZWorkout),
  warnings: z.array(z.string()),
  notices: z.array(ZPlanNotice),
  block: ZTrainingBlockWeek,
  /** The week planned to its dose (ADR 0099): what it falls short of; absent when the planner reported nothing. */
  shortfall: ZDoseShortfall.optional(),
});
export type TPlanResponse = z.infer<typeof ZPlanResponse>;

/** What a logged set was (ADR 0087): warm-ups never count toward progression or records. */
export const SET_TYPES = ["warmup", "work", "drop", "failure"] as const;
/** A set's own note from the player (ADR 0087); imported notes may be longer (up to the workout notes' bound). */
export const SET_NOTE_MAX = 200;
/** A superset's key: consecutive exercises with the same group are done in rounds (ADR 0072). */
const ZGroup = z.string().trim().min(1).max(20);

/** One set as the player logged it. */
export const ZLoggedSet = z.object({
  reps: z.number().int().min(0).max(WORKOUT_LIMITS.repsNumber).nullable().optional(),
  /** Pounds, whatever the display unit (like body weight). */
  weight: z.number().min(0).max(WORKOUT_LIMITS.weight).nullable().optional(),
  /** Seconds: a timed set's, or a distance set's time (ADR 0087). */
  seconds: z.number().int().min(0).max(86_400).nullable().optional(),
  /** Metres (a run, a row, a ride; also cardio imported from Strong or Hevy, ADR 0060). */
  distance: z.number().min(0).max(1_000_000).nullable().optional(),
  /** Rate of perceived exertion (ADR 0086): the player offers 6-10 in halves; imports may carry 1-10. */
  rpe: z.number().min(0).max(10).nullable().optional(),
  /** Reps in reserve, 0-5 (ADR 0086); a set carries RPE or RIR, as the user's setting says. */
  rir: z.number().int().min(0).max(5).nullable().optional(),
  /** Absent: a work set. */
  type: z.enum(SET_TYPES).optional(),
  note: text(WORKOUT_LIMITS.notes).optional(),
  /** A one-sided exercise's reps per side (ADR 0057); `reps` is then the lower of the two. */
  left: z.number().int().min(0).max(WORKOUT_LIMITS.repsNumber).nullable().optional(),
  right: z.number().int().min(0).max(WORKOUT_LIMITS.repsNumber).nullable().optional(),
  /**
   * When the set was marked done (ISO 8601 instant, the device's clock; ADR 0098): the gaps between an exercise's sets
   * are the person's pace, which sizes their next sessions. Absent for sets logged without a time.
   */
  completedAt: z.iso.datetime({ offset: true, message: "Use an ISO 8601 instant" }).optional(),
});

/** A set as a completion sends it: RPE on the player's scale (6-10 in halves) and a note of at most 200 characters. */
const ZLoggedSetInput = ZLoggedSet.extend({
  rpe: z
    .number()
    .min(6, "RPE from 6 to 10")
    .max(10, "RPE from 6 to 10")
    .multipleOf(0.5, "RPE in steps of 0.5")
    .nullable()
    .optional(),
  note: text(SET_NOTE_MAX).optional(),
}).refine((set) => set.rpe == null || set.rir == null, {
  message: "Give RPE or reps in reserve, not both",
  path: ["rir"],
});

/** An exercise as done: the planned fields (adjustable) plus what was logged. */
export const ZCompletedExerciseInput = ZExerciseInput.extend({
  /** The heaviest or working weight in pounds, when one weight sums it up. */
  weight: z.number().min(0).max(WORKOUT_LIMITS.weight).nullable().optional(),
  /** Set by set, as logged by the player; at most `WORKOUT_LIMITS.sets` entries. */
  loggedSets: z
    .array(ZLoggedSetInput)
    .max(WORKOUT_LIMITS.sets, `At most ${WORKOUT_LIMITS.sets} sets`)
    .optional(),
  /** The superset it was done in (ADR 0072), kept in the history. */
  group: ZGroup.optional(),
}).superRefine((exercise, ctx) => {
  // An exercise's sets are done one after another: a set's time before the one logged ahead of it is a clock or
  // a client gone wrong, and would teach the pace nonsense (ADR 0098).
  let previous = Number.NEGATIVE_INFINITY;
  for (const [index, set] of (exercise.loggedSets ?? []).entries()) {
    if (set.completedAt === undefined) continue;
    const at = Date.parse(set.completedAt);
    if (at < previous)
      ctx.addIssue({
        code: "custom",
        path: ["loggedSets", index, "completedAt"],
        message: "A set's time must not be before the previous set's",
      });
    previous = at;
  }
});

/** POST /api/workouts/:id/complete body; every field optional. */
export const ZCompleteRequest = z
  .object({
    completedAt: z.iso.datetime({ offset: true, message: "Use an ISO 8601 instant" }).optional(),
    /** When the workout began (the player sends it; ADR 0057); not after `completedAt`. */
    startedAt: z.iso.datetime({ offset: true, message: "Use an ISO 8601 instant" }).optional(),
    /** The minutes actually trained (the player's active time); without it the planned duration is stored. */
    duration: z
      .number()
      .int("Use whole minutes")
      .min(1, "At least 1 minute")
      .max(WORKOUT_LIMITS.duration, `At most ${WORKOUT_LIMITS.duration} minutes`)
      .optional(),
    /** Defaults to today in the user's time zone. */
    date: ZCalendarDate.optional(),
    notes: text(WORKOUT_LIMITS.notes).optional(),
    /** Without it the planned exercises are stored as they were. */
    exercises: z
      .array(ZCompletedExerciseInput)
      .max(WORKOUT_LIMITS.exercises, `At most ${WORKOUT_LIMITS.exercises} exercises`)
      .optional(),
  })
  .strict();
export type TCompleteRequest = z.output<typeof ZCompleteRequest>;

export const ZCompletedExercise = ZExercise.extend({
  weight: z.number().nullable().optional(),
  /** An imported name that matched no catalogue exercise, kept as the file wrote it (ADR 0060). */
  custom: z.boolean().optional(),
  loggedSets: z.array(ZLoggedSet).optional(),
  /** The superset it was done in (ADR 0072). */
  group: z.string().optional(),
});

export const HISTORY_STATUSES = ["completed", "skipped"] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** A history entry (GET /api/history, POST /api/workouts/:id/complete). */
export const ZCompletedWorkout = z.object({
  id: z.string(),
  workoutId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  intensity: z.enum(INTENSITIES),
  duration: z.number(),
  date: z.string(),
  exercises: z.array(ZCompletedExercise),
  notes: z.string().nullable(),
  /** When it was done or, for a skip, when the user skipped it. */
  completedAt: z.string(),
  /** When it began, for a workout done in the player (ADR 0057); null otherwise. */
  startedAt: z.string().nullable().optional(),
  /** "skipped": the user skipped it (POST /api/workouts/:id/skip); history shows these only when asked. */
  status: z.enum(HISTORY_STATUSES),
  /** "fit": a watch's FIT activity attached the figures below (ADR 0080); absent when none did. */
  source: z.enum(["fit"]).optional(),
  /** Beats per minute over the session, from the attached activity. */
  avgHeartRate: z.number().int().nullable().optional(),
  maxHeartRate: z.number().int().nullable().optional(),
  /** Kilocalories, from the attached activity. */
  calories: z.number().int().nullable().optional(),
});
export type TCompletedWorkout = z.infer<typeof ZCompletedWorkout>;

/**
 * POST /api/workouts/:id/complete answer: the history entry plus the personal records it set (ADR
 * 0048-personal-records), in the user's unit; a repeated completion answers the same records.
 */
export const ZCompleteResponse = ZCompletedWorkout.extend({ records: z.array(ZPersonalRecord).optional() });
export type TCompleteResponse = z.infer<typeof ZCompleteResponse>;

/** One quota in GET /api/usage; `limit` and `remaining` are null when unlimited. */
export const ZQuotaUsage = z.object({
  used: z.number(),
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
  /** Since when uses count (ISO instant); null when every use counts. */
  windowStart: z.string().nullable(),
});

/** GET /api/usage (ADR 0008). `enforced` is false until billing switches the quotas on. */
export const ZUsage = z.object({
  tier: z.enum(["free", "pro"]),
  enforced: z.boolean(),
  plans: ZQuotaUsage,
  regenerations: ZQuotaUsage,
  coachMessages: ZQuotaUsage,
});
export type TUsage = z.infer<typeof ZUsage>;

const ZWorkoutPlace = z.object({
  day: z.enum(WEEKDAYS),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * A scheduled workout moved because an event now clashes with it (`rescheduled` in the events answers, ADR 0008);
 * `to` is null when the week had no free slot and the workout stayed where it was.
 */
export const ZRescheduled = z.object({
  workoutId: z.string(),
  from: ZWorkoutPlace,
  to: ZWorkoutPlace.nullable(),
});
export type TRescheduled = z.infer<typeof ZRescheduled>;

/** POST /api/workouts/:id/skip answer: the history entry recording the skip (`status: "skipped"`). */
/** Sets of a skipped or shortened workout that another session of the week took (ADR 0094). */
export const ZCarriedSets = z.object({
  name: z.string(),
  /** The exercise that took them in the receiving workout. */
  into: z.string(),
  sets: z.number().int(),
  toWorkoutId: z.string(),
  date: z.string(),
});

/** Sets no session of the week could take, and why (carry.ts's reasons). */
export const ZDroppedSets = z.object({
  name: z.string(),
  sets: z.number().int(),
  reason: z.enum(["no-session", "session-cap", "set-cap", "weekly-max", "no-time"]),
});

export const ZCarry = z.object({ moved: z.array(ZCarriedSets), dropped: z.array(ZDroppedSets) });
export type TCarry = z.infer<typeof ZCarry>;

/** `carry`: what moved where and what was dropped; empty lists when the skip was answered from an earlier one. */
export const ZSkipResponse = z.object({ skipped: ZCompletedWorkout, carry: ZCarry });
export type TSkipResponse = z.infer<typeof ZSkipResponse>;
