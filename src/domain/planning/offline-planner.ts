import type { FitnessGoals, Language, PersonalInfo, PlannedSlot, Workout } from "../types";
import { dayNumber } from "./calendar-day";
import { findExercise } from "./catalogue";
import type { ExerciseLevel } from "./catalogue/types";
import { composeWorkout, type NeighbourWorkout } from "./compose-workout";
import { type DosePlan, planWeekToDose, slotMinutes } from "./dose-plan";
import type { DurationCalibration } from "./duration-estimate";
import type { EquipmentProfile } from "./equipment";
import { deriveSeed, mulberry32 } from "./prng";
import { type DoseTarget, doseTarget } from "./weekly-dose";

// The planner used when the language model is off, fails or is not configured: a full week built from the
// exercise catalogue, deterministic for a given seed.

/** Without a stated training level the planner assumes some experience but keeps advanced moves out. */
export const DEFAULT_LEVEL: ExerciseLevel = "intermediate";

export interface OfflinePlanInput {
  /** One workout is built per slot, in the same order. */
  slots: readonly PlannedSlot[];
  personalInfo: PersonalInfo;
  fitnessGoals: FitnessGoals;
  /** Minutes per workout. */
  duration: number;
  language: Language;
  seed: number;
  /** Used only in ids: `workout-{timestamp}-{index}`. */
  timestamp: number;
  level?: ExerciseLevel;
  /** What the person has (ADR 0071); a full gym when not given. */
  equipment?: EquipmentProfile;
  /** Workouts completed in the days before the plan: they count like the week's own adjacent workouts. */
  recent?: readonly NeighbourWorkout[];
  /** Per slot (same order), the catalogue ids of its main exercises in the training block, when it has them. */
  keep?: readonly (readonly string[] | undefined)[];
  /** The person's own pace per exercise (ADR 0077), so sessions are sized with their times. */
  calibration?: DurationCalibration;
  /** The block's lighter week (ADR 0099): at most two sets an exercise, and no sets added towards the range. */
  lighter?: boolean;
}

/** Beginners, older people and calm goals get at most two sets an exercise (prescription.ts), when dosing too. */
function setCapOf(input: Pick<OfflinePlanInput, "level" | "personalInfo" | "fitnessGoals">): number {
  const lighter =
    (input.level ?? DEFAULT_LEVEL) === "beginner" ||
    input.personalInfo.age >= 65 ||
    input.fitnessGoals.primaryGoal === "Reduce stress";
  return lighter ? 2 : 3;
}

/**
 * What a week is planned to (ADR 0078), the same for both planners: the goal's range at the person's level and
 * their sets cap. The model's reply is planned to it on the server (openai-plan-model.ts).
 */
export function weekDoseFor(
  input: Pick<OfflinePlanInput, "level" | "personalInfo" | "fitnessGoals" | "language" | "lighter">,
): { target: DoseTarget; setCap: number; language: Language; capSets: boolean } {
  const target = doseTarget(input.fitnessGoals.primaryGoal, input.level ?? DEFAULT_LEVEL);
  if (input.lighter !== true) {
    return { target, setCap: setCapOf(input), language: input.language, capSets: false };
  }
  // The lighter week asks for less: two sets at most (prescription.ts's lighter prescription) and no minimum to
  // reach, so nothing is added and no shortfall is reported for sets; the weekly maximum and cardio stay.
  return {
    target: { ...target, sets: { ...target.sets, min: 0 } },
    setCap: LIGHTER_WEEK_SETS,
    language: input.language,
    capSets: true,
  };
}

/** Sets an exercise in the block's lighter week (ADR 0099). */
export const LIGHTER_WEEK_SETS = 2;

/**
 * The week's plan with its dose (ADR 0078): one workout per slot, each sized to its slot (ADR 0077), with sets moved
 * towards the goal's weekly range; `shortfall` says what the free time could not hold.
 */
export function buildOfflineWeek(input: OfflinePlanInput): DosePlan {
  const composed = composeWeek(input);
  return planWeekToDose({
    workouts: composed,
    // The usual session, or less where the slot is shorter: the card's end time stays the slot's.
    minutes: composed.map((workout) => Math.min(input.duration, slotMinutes(workout))),
    ...weekDoseFor(input),
    ...(input.calibration ? { calibration: input.calibration } : {}),
  });
}

/** One workout per slot, in the input's order, each sized to its slot and the week planned to its dose. */
export function buildOfflinePlan(input: OfflinePlanInput): Workout[] {
  return buildOfflineWeek(input).workouts;
}

/**
 * Builds one workout per slot, keeping the slot's day, date, times and type. Slots are filled in date order so
 * each strength day can see the one before it and train different muscles; the result keeps the input order.
 */
function composeWeek(input: OfflinePlanInput): Workout[] {
  const { slots } = input;
  const order = slots
    .map((_, index) => index)
    .sort((a, b) => dayNumber(slots[a]!.date) - dayNumber(slots[b]!.date) || a - b);
  const built: NeighbourWorkout[] = [...(input.recent ?? [])];
  const result = new Array<Workout>(slots.length);
  for (const index of order) {
    const slot = slots[index]!;
    const workout = composeWorkout({
      frame: {
        id: `workout-${input.timestamp}-${index}`,
        day: slot.day,
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        type: slot.type,
        // A slot shorter than the usual session (the shortest useful one, issue #34) gets fewer exercises.
        duration: Math.min(input.duration, slotMinutes({ ...slot, duration: input.duration })),
        ...(slot.focus ? { focus: slot.focus } : {}),
      },
      personalInfo: input.personalInfo,
      fitnessGoals: input.fitnessGoals,
      language: input.language,
      level: input.level ?? DEFAULT_LEVEL,
      ...(input.equipment ? { equipment: input.equipment } : {}),
      others: built,
      ...(input.keep?.[index] ? { keep: input.keep[index] } : {}),
      // One stream per slot: the same seed always gives the same workout for that slot.
      random: mulberry32(deriveSeed(input.seed, index)),
    });
    const kept = keptFirst(workout, input.keep?.[index]);
    built.push(kept);
    result[index] = kept;
  }
  return result;
}

/**
 * The block's main exercises first (ADR 0050: the mains are the first half), so sizing the session to a short slot
 * cuts accessories and never a main (ADR 0077, 0099).
 */
function keptFirst(workout: Workout, keep: readonly string[] | undefined): Workout {
  if (!keep || keep.length === 0) return workout;
  const ids = new Set(keep);
  const isKept = (exercise: Workout["exercises"][number]) => {
    const id = findExercise(exercise.name)?.id;
    return exercise.part === undefined && id !== undefined && ids.has(id);
  };
  const lead = workout.exercises.filter((exercise) => exercise.part === "warm-up");
  const rest = workout.exercises.filter((exercise) => exercise.part !== "warm-up");
  return {
    ...workout,
    exercises: [...lead, ...rest.filter(isKept), ...rest.filter((exercise) => !isKept(exercise))],
  };
}

export interface OfflineWorkoutInput {
  /** The workout being regenerated; its id, day, date, times, type and duration are kept. */
  workout: Workout;
  personalInfo: PersonalInfo;
  fitnessGoals: FitnessGoals;
  language: Language;
  seed: number;
  /** The rest of the week, so the new workout respects adjacent strength days and varies the week. */
  neighbours?: readonly Workout[];
  level?: ExerciseLevel;
  /** What the person has (ADR 0071); a full gym when not given. */
  equipment?: EquipmentProfile;
}

/** Salt that keeps regeneration streams apart from plan streams built from the same seed. */
const REGENERATION_SALT = 0x7e9e;

/** Replaces a workout's content with a different set of exercises of the same type for a new seed. */
export function buildOfflineWorkout(input: OfflineWorkoutInput): Workout {
  const { workout } = input;
  return composeWorkout({
    frame: {
      id: workout.id,
      day: workout.day,
      date: workout.date,
      startTime: workout.startTime,
      endTime: workout.endTime,
      type: workout.type,
      duration: workout.duration,
    },
    personalInfo: input.personalInfo,
    fitnessGoals: input.fitnessGoals,
    language: input.language,
    level: input.level ?? DEFAULT_LEVEL,
    ...(input.equipment ? { equipment: input.equipment } : {}),
    others: input.neighbours ?? [],
    previous: workout,
    random: mulberry32(deriveSeed(input.seed, REGENERATION_SALT)),
  });
}
