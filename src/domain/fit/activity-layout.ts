import { findExercise } from "../planning/catalogue";
import { ownRestSeconds, REST_ACCESSORY } from "../planning/rest-defaults";
import { KG_PER_LB } from "../weight-units";
import { type FitExercise, fitExerciseFor } from "./exercise-categories";

// A done workout laid out on its time line for a FIT activity file (ADR 0080). The app keeps when a workout began
// and ended and what each set was, not when each set began, so the sets are placed on that time line: the
// elapsed time is shared evenly between the sets, and each set but the last ends with the exercise's own rest (ADR
// 0072) or, when the catalogue names none, 90 seconds, never more than half the set's share. A set logged with its
// seconds (a hold) lasts that long, unless it is the last, which ends the workout. Whole seconds throughout: FIT times are whole seconds.

/** What the layout needs of a history entry (completed_workouts, weights in pounds as stored). */
export interface DoneWorkout {
  type: string;
  /** Epoch milliseconds. */
  startMs: number;
  endMs: number;
  exercises: readonly {
    name: string;
    sets: number;
    reps: string;
    weight?: number | null;
    loggedSets?: readonly {
      reps?: number | null;
      weight?: number | null;
      seconds?: number | null;
      distance?: number | null;
    }[];
  }[];
}

export interface FitSet {
  exerciseIndex: number;
  kind: "active" | "rest";
  /** Seconds from the workout's start. */
  start: number;
  duration: number;
  reps: number | null;
  /** Kilograms (FIT's unit). */
  weightKg: number | null;
}

export interface FitLap {
  exerciseIndex: number;
  start: number;
  duration: number;
  /** Metres, when the sets logged a distance. */
  distance: number | null;
}

export interface FitLayout {
  /** Always sport "training" (the app records no run or ride by itself); the sub-sport says which kind. */
  sport: { sport: "training"; subSport: string };
  /** Whole seconds from start to end (at least 1). */
  elapsed: number;
  exercises: { name: string; fit: FitExercise }[];
  laps: FitLap[];
  /** Strength-style workouts only; a cardio workout is its laps. */
  sets: FitSet[];
}

/** Workout types written as sets of an exercise (sport training / strength training or HIIT); others as laps. */
const SET_TYPES: Readonly<Record<string, string>> = {
  "Weight Training": "strengthTraining",
  Bodyweight: "strengthTraining",
  HIIT: "hiit",
};
const LAP_SUB_SPORTS: Readonly<Record<string, string>> = {
  Cardio: "cardioTraining",
  Yoga: "yoga",
  Sports: "generic",
};

const COUNT = /^\d+$/;

interface PlacedSet {
  exerciseIndex: number;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  restAfter: number;
}

/** The sets as done: the logged ones, else the plan's (its reps when they are a plain count). */
function doneSets(workout: DoneWorkout): PlacedSet[] {
  return workout.exercises.flatMap((exercise, exerciseIndex) => {
    const rest = ownRestSeconds(findExercise(exercise.name), exercise.reps) ?? REST_ACCESSORY;
    const logged = exercise.loggedSets ?? [];
    const sets =
      logged.length > 0
        ? logged
        : Array.from({ length: Math.max(0, exercise.sets) }, () => ({
            reps: COUNT.test(exercise.reps.trim()) ? Number(exercise.reps.trim()) : null,
            weight: null,
            seconds: null,
          }));
    return sets.map((set) => {
      const pounds = set.weight ?? exercise.weight ?? null;
      return {
        exerciseIndex,
        reps: set.reps ?? null,
        weightKg: pounds === null ? null : Math.round(pounds * KG_PER_LB * 1000) / 1000,
        seconds: set.seconds ?? null,
        restAfter: rest,
      };
    });
  });
}

/** `total` whole seconds shared into `count` parts, the remainder to the first ones. */
function shares(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => base + (i < total - base * count ? 1 : 0));
}

function lapsOf(exerciseCount: number, sets: readonly FitSet[], elapsed: number): FitLap[] {
  const laps: FitLap[] = [];
  for (let exerciseIndex = 0; exerciseIndex < exerciseCount; exerciseIndex++) {
    const own = sets.filter((set) => set.exerciseIndex === exerciseIndex);
    const first = own[0];
    const last = own.at(-1);
    if (first === undefined || last === undefined) continue;
    laps.push({
      exerciseIndex,
      start: first.start,
      duration: last.start + last.duration - first.start,
      distance: null,
    });
  }
  if (laps.length === 0) laps.push({ exerciseIndex: 0, start: 0, duration: elapsed, distance: null });
  return laps;
}

function strengthSets(placed: readonly PlacedSet[], elapsed: number): FitSet[] {
  const parts = shares(elapsed, placed.length);
  const sets: FitSet[] = [];
  let at = 0;
  placed.forEach((set, i) => {
    const share = parts[i] ?? 0;
    const last = i === placed.length - 1;
    const rest = last ? 0 : Math.min(set.restAfter, Math.floor(share / 2));
    // The last set ends the workout; a hold lasts its logged seconds and its rest fills the rest of its share.
    const active =
      !last && set.seconds !== null && set.seconds > 0 ? Math.min(set.seconds, share) : share - rest;
    const { exerciseIndex, reps, weightKg } = set;
    sets.push({ exerciseIndex, kind: "active", start: at, duration: active, reps, weightKg });
    if (share - active > 0)
      sets.push({
        exerciseIndex,
        kind: "rest",
        start: at + active,
        duration: share - active,
        reps: null,
        weightKg: null,
      });
    at += share;
  });
  return sets;
}

/** Laps of a cardio-style workout: one per exercise, its logged seconds when every exercise has some, else even. */
function cardioLaps(workout: DoneWorkout, elapsed: number): FitLap[] {
  const count = Math.max(1, workout.exercises.length);
  const parts = shares(elapsed, count);
  let at = 0;
  return parts.map((duration, exerciseIndex) => {
    const logged = workout.exercises[exerciseIndex]?.loggedSets ?? [];
    const distances = logged.map((set) => set.distance ?? 0);
    const distance = distances.some((d) => d > 0) ? distances.reduce((a, b) => a + b, 0) : null;
    const lap = { exerciseIndex, start: at, duration, distance };
    at += duration;
    return lap;
  });
}

export function layoutActivity(workout: DoneWorkout): FitLayout {
  const elapsed = Math.max(1, Math.round((workout.endMs - workout.startMs) / 1000));
  const exercises = workout.exercises.map((exercise) => ({
    name: exercise.name,
    fit: fitExerciseFor(exercise.name),
  }));
  const setSubSport = SET_TYPES[workout.type];
  const placed = setSubSport === undefined ? [] : doneSets(workout);
  if (setSubSport !== undefined && placed.length > 0) {
    const sets = strengthSets(placed, elapsed);
    return {
      sport: { sport: "training", subSport: setSubSport },
      elapsed,
      exercises,
      sets,
      laps: lapsOf(exercises.length, sets, elapsed),
    };
  }
  return {
    sport: { sport: "training", subSport: LAP_SUB_SPORTS[workout.type] ?? "generic" },
    elapsed,
    exercises,
    sets: [],
    laps: cardioLaps(workout, elapsed),
  };
}
