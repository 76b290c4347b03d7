import type { Exercise, Workout } from "./types";

// Weights are stored in pounds, whatever the user reads them in (like body weight, ADR 0051); the API speaks the
// user's unit. History keeps pounds to 0.1, so a kilogram figure read back is rounded to 0.05 kg: close enough to
// give back exactly what was typed or planned in steps of 0.05 kg (1.25 kg plates included), where 0.1 would not.

export type WeightUnit = "metric" | "imperial";

export const KG_PER_LB = 0.45359237;

const round = (value: number, step: number) => Math.round(value / step) * step;
const clean = (value: number) => Math.round(value * 1000) / 1000;

/** Pounds read in the user's unit: kilograms to 0.05, pounds to 0.05. */
export function fromPounds(pounds: number, unit: WeightUnit): number {
  return clean(round(unit === "metric" ? pounds * KG_PER_LB : pounds, 0.05));
}

/** A weight in the user's unit, stored as pounds (to 0.001, so that reading it back is exact). */
export function toPounds(weight: number, unit: WeightUnit): number {
  return clean(unit === "metric" ? weight / KG_PER_LB : weight);
}

function exerciseWeight(exercise: Exercise, convert: (weight: number) => number): Exercise {
  if (exercise.weight === undefined || exercise.weight === null) return exercise;
  return { ...exercise, weight: convert(exercise.weight) };
}

/** A stored workout (targets in pounds) as the user reads it. */
export function workoutInUnit<T extends Pick<Workout, "exercises">>(workout: T, unit: WeightUnit): T {
  if (!workout.exercises.some((e) => typeof e.weight === "number")) return workout;
  return {
    ...workout,
    exercises: workout.exercises.map((e) => exerciseWeight(e, (w) => fromPounds(w, unit))),
  };
}

/** Exercises as the user wrote them (targets in their unit), ready to store. */
export function exercisesToPounds<T extends Exercise>(exercises: readonly T[], unit: WeightUnit): T[] {
  if (unit === "imperial") return [...exercises];
  return exercises.map((e) => exerciseWeight(e, (w) => toPounds(w, unit)) as T);
}
