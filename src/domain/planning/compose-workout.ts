import type { Exercise, FitnessGoals, Language, PersonalInfo, Weekday, Workout, WorkoutType } from "../types";
import { isAdjacentDate } from "./calendar-day";
import { exerciseById, findExercise } from "./catalogue";
import type { CatalogueExercise, ExerciseLevel, MuscleGroup } from "./catalogue/types";
import { type EquipmentProfile, exerciseAllowed, FULL_GYM } from "./equipment";
import { selectExercises } from "./exercise-selection";
import { chooseIntensity } from "./intensity";
import { prescribe } from "./prescription";
import { pickOne, type Random } from "./prng";
import { swapCandidates } from "./swap";
import {
  chooseFocus,
  focusMuscles,
  inferFocus,
  isStrengthType,
  type SplitFocus,
  type WorkoutFocus,
} from "./workout-focus";
import { exerciseNote, localiseReps, workoutDescription, workoutNameOptions } from "./workout-text";

// Builds one workout for a fixed place in the calendar, looking at the rest of the week for balance.
// Shared by the plan builder and single-workout regeneration so both follow the same rules.

/** When and what: the parts of a workout that the caller fixes and the planner never changes. */
export interface WorkoutFrame {
  id: string;
  day: Weekday;
  date: string;
  startTime: string;
  endTime: string;
  type: WorkoutType;
  /** Minutes. */
  duration: number;
  /** Strength days: the split the scheduler spaced the week with. */
  focus?: SplitFocus;
}

/** What the composer reads of another workout, planned or completed: its date, type and exercise names. */
export type NeighbourWorkout = Pick<Workout, "id" | "date" | "type"> & {
  exercises: readonly Pick<Exercise, "name">[];
};

export interface ComposeInput {
  frame: WorkoutFrame;
  personalInfo: PersonalInfo;
  fitnessGoals: FitnessGoals;
  language: Language;
  level: ExerciseLevel;
  /** What the person has where this workout happens (ADR 0071); a full gym when not given. */
  equipment?: EquipmentProfile;
  /** The week's other workouts (any date); only those on adjacent dates constrain muscles. */
  others: readonly NeighbourWorkout[];
  /** The workout being replaced, when regenerating. */
  previous?: Workout;
  /**
   * Catalogue ids of the slot's main exercises in the training block (ADR 0050): kept unless the type no longer
   * takes them or an adjacent day trained their muscles (the block resumes them the week after).
   */
  keep?: readonly string[];
  random: Random;
}

/** More time, more exercises: 4 up to 25 minutes, 5 up to 50, then 6 (the 4-6 range of docs/product.md §9). */
export function exerciseCount(duration: number): number {
  if (!(duration > 25)) return 4;
  return duration <= 50 ? 5 : 6;
}

/** Catalogue entries behind a workout's exercises; names the catalogue does not know are skipped. */
function catalogueEntries(workout: NeighbourWorkout): CatalogueExercise[] {
  return workout.exercises.flatMap((exercise) => {
    const entry = findExercise(exercise.name);
    return entry === undefined ? [] : [entry];
  });
}

function primaryMuscles(workout: NeighbourWorkout): MuscleGroup[] {
  return catalogueEntries(workout).flatMap((entry) => [...entry.primaryMuscles]);
}

/** Muscles that say nothing about local fatigue; they never count as "loaded yesterday". */
const SYSTEMIC: readonly MuscleGroup[] = ["cardio-system", "mobility"];

function toExercise(entry: CatalogueExercise, sets: number, reps: string, language: Language): Exercise {
  return {
    name: entry.name[language],
    sets,
    reps: localiseReps(reps, language),
    notes: exerciseNote(entry, language),
  };
}

/**
 * The block's main exercises for this slot, each one the rules allow (ADR 0071): a main the person can no longer do
 * here (a lift typed into an edit, one chosen before the rules, another profile) becomes its closest allowed swap, so
 * the slot keeps training the same muscles.
 */
function allowedMains(input: ComposeInput): CatalogueExercise[] {
  const profile = input.equipment ?? FULL_GYM;
  const entries = (input.keep ?? []).flatMap((id) => exerciseById(id) ?? []);
  const taken = new Set(entries.map((entry) => entry.id));
  return entries.flatMap((entry) => {
    if (exerciseAllowed(entry, profile, input.level)) return [entry];
    const swap = swapCandidates(entry, profile, input.level, taken)[0]?.exercise;
    if (swap === undefined) return [];
    taken.add(swap.id);
    return [swap];
  });
}

export function composeWorkout(input: ComposeInput): Workout {
  const { frame, language, random } = input;
  const { primaryGoal, secondaryGoals } = input.fitnessGoals;
  const age = input.personalInfo.age;

  const blocked = new Set<MuscleGroup>();
  const loaded = new Set<MuscleGroup>();
  const usage = new Map<WorkoutFocus, number>();
  const usedThisWeek = new Map<string, number>();
  for (const other of input.others) {
    if (other.id === frame.id) continue;
    const muscles = primaryMuscles(other);
    for (const entry of catalogueEntries(other)) {
      usedThisWeek.set(entry.id, (usedThisWeek.get(entry.id) ?? 0) + 1);
    }
    const otherFocus = inferFocus(other.type, muscles);
    if (otherFocus !== undefined) usage.set(otherFocus, (usage.get(otherFocus) ?? 0) + 1);
    if (!isAdjacentDate(other.date, frame.date)) continue;
    for (const muscle of muscles) {
      if (!SYSTEMIC.includes(muscle)) loaded.add(muscle);
      if (isStrengthType(frame.type) && isStrengthType(other.type)) blocked.add(muscle);
    }
  }

  const previous = input.previous?.type === frame.type ? input.previous : undefined;
  const previousIds = new Set(
    previous === undefined ? [] : catalogueEntries(previous).map((entry) => entry.id),
  );
  const avoid = previous === undefined ? undefined : inferFocus(previous.type, primaryMuscles(previous));

  const focus = chooseFocus({
    type: frame.type,
    blocked,
    usage,
    random,
    ...(avoid ? { avoid } : {}),
    ...(frame.focus ? { prefer: frame.focus } : {}),
  });
  const keep = allowedMains(input).flatMap((entry) => {
    const fits =
      entry.workoutTypes.includes(frame.type) &&
      !previousIds.has(entry.id) &&
      !entry.primaryMuscles.some((muscle) => blocked.has(muscle));
    return fits ? [entry] : [];
  });
  const entries = selectExercises({
    keep,
    type: frame.type,
    count: exerciseCount(frame.duration),
    focusMuscles: focusMuscles(focus),
    blocked,
    loaded,
    primaryGoal,
    secondaryGoals,
    level: input.level,
    ...(input.equipment ? { equipment: input.equipment } : {}),
    age,
    previous: previousIds,
    usedThisWeek,
    random,
  });

  const context = { type: frame.type, primaryGoal, level: input.level, age, duration: frame.duration };
  const exercises = entries.map((entry) => {
    const { sets, reps } = prescribe(entry, context);
    return toExercise(entry, sets, reps, language);
  });

  const restorative = entries.filter((entry) => entry.tags?.includes("restorative")).length;
  const names = workoutNameOptions(
    frame.type,
    focus,
    primaryGoal,
    language,
    restorative * 2 >= entries.length,
  );
  const freshNames = names.filter((name) => name !== input.previous?.name);
  return {
    id: frame.id,
    name: pickOne(random, freshNames.length > 0 ? freshNames : names),
    description: workoutDescription(frame.type, focus, primaryGoal, language),
    day: frame.day,
    startTime: frame.startTime,
    endTime: frame.endTime,
    type: frame.type,
    intensity: chooseIntensity({ type: frame.type, primaryGoal, age, level: input.level }),
    duration: frame.duration,
    exercises,
    date: frame.date,
  };
}
