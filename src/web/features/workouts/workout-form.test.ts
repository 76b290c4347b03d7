import { describe, expect, it } from "vitest";
import { WORKOUT_LIMITS } from "#contracts/workouts";
import type { Workout } from "../../queries/workouts";
import {
  FORM_LIMITS,
  repsText,
  repsValues,
  toFormValues,
  toWorkoutPatch,
  validateWorkoutForm,
  type WorkoutFormValues,
} from "./workout-form";

const workout: Workout = {
  id: "w1",
  name: "Upper body",
  description: "Push and pull",
  day: "Wednesday",
  date: "2026-11-25",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  exercises: [{ name: "Push-ups", sets: 3, reps: "10", notes: "Slow" }],
};

const valid = () => toFormValues(workout);
const withValues = (patch: Partial<WorkoutFormValues>) => ({ ...valid(), ...patch });
const withExercise = (patch: Partial<WorkoutFormValues["exercises"][number]>) => {
  const values = valid();
  return { ...values, exercises: [{ ...values.exercises[0]!, ...patch }] };
};

describe("validateWorkoutForm", () => {
  it("accepts a workout as the API returned it", () => {
    expect(validateWorkoutForm(valid())).toEqual({});
  });

  it.each<[string, WorkoutFormValues, string, string]>([
    ["empty name", withValues({ name: "  " }), "name", "required"],
    ["long name", withValues({ name: "x".repeat(121) }), "name", "tooLong"],
    ["long description", withValues({ description: "x".repeat(501) }), "description", "tooLong"],
    ["bad date", withValues({ date: "2026-02-30" }), "date", "date"],
    ["bad start", withValues({ startTime: "7:00" }), "startTime", "time"],
    ["bad end", withValues({ endTime: "24:00" }), "endTime", "time"],
    ["end before start", withValues({ endTime: "06:30" }), "endTime", "endAfterStart"],
    ["end equal to start", withValues({ endTime: "07:00" }), "endTime", "endAfterStart"],
    ["negative duration", withValues({ duration: "-5" }), "duration", "wholeNumber"],
    ["fractional duration", withValues({ duration: "4.5" }), "duration", "wholeNumber"],
    ["zero duration", withValues({ duration: "0" }), "duration", "durationRange"],
    ["huge duration", withValues({ duration: "601" }), "duration", "durationRange"],
    ["bad intensity", withValues({ intensity: "Extreme" as never }), "intensity", "intensity"],
    ["bad type", withValues({ type: "Pilates" as never }), "type", "type"],
    ["no exercises", withValues({ exercises: [] }), "exercises", "exercisesMin"],
    [
      "200 exercises",
      withValues({ exercises: Array.from({ length: 200 }, () => valid().exercises[0]!) }),
      "exercises",
      "exercisesMax",
    ],
    ["sets of 1e9", withExercise({ sets: "1000000000" }), "exercises.0.sets", "setsRange"],
    ["sets of zero", withExercise({ sets: "0" }), "exercises.0.sets", "setsRange"],
    ["sets as text", withExercise({ sets: "three" }), "exercises.0.sets", "wholeNumber"],
    ["empty exercise name", withExercise({ name: "" }), "exercises.0.name", "required"],
    ["empty reps", withExercise({ repsFrom: " " }), "exercises.0.reps", "repsRange"],
    ["reps of zero", withExercise({ repsFrom: "0" }), "exercises.0.reps", "repsRange"],
    ["reps as text", withExercise({ repsFrom: "6 minutes" }), "exercises.0.reps", "repsRange"],
    ["a range upside down", withExercise({ repsFrom: "12", repsTo: "8" }), "exercises.0.repsTo", "repsOrder"],
    ["3 hours", withExercise({ repsKind: "seconds", repsFrom: "10800" }), "exercises.0.reps", "repsRange"],
    ["long notes", withExercise({ notes: "x".repeat(501) }), "exercises.0.notes", "tooLong"],
    ["negative weight", withExercise({ weight: "-5" }), "exercises.0.weight", "weightRange"],
    ["weight as text", withExercise({ weight: "heavy" }), "exercises.0.weight", "weightRange"],
    ["weight over the limit", withExercise({ weight: "2000.5" }), "exercises.0.weight", "weightRange"],
    ["target reps of zero", withExercise({ targetReps: "0" }), "exercises.0.targetReps", "targetRepsRange"],
    [
      "target reps as a decimal",
      withExercise({ targetReps: "8.5" }),
      "exercises.0.targetReps",
      "targetRepsRange",
    ],
  ])("%s → %s: %s", (_name, values, path, key) => {
    expect(validateWorkoutForm(values)[path]?.key).toBe(key);
  });
});

describe("toWorkoutPatch", () => {
  it("trims, converts numbers and derives the weekday from the date", () => {
    const values = withValues({ name: " Legs ", date: "2026-11-27", duration: " 30 " });
    expect(toWorkoutPatch(values)).toEqual({
      name: "Legs",
      description: "Push and pull",
      date: "2026-11-27",
      day: "Friday",
      startTime: "07:00",
      endTime: "07:45",
      type: "Weight Training",
      intensity: "Medium",
      duration: 30,
      exercises: [{ name: "Push-ups", sets: 3, reps: "10", notes: "Slow", weight: null, targetReps: null }],
    });
  });

  it("sends the targets in the user's unit, a decimal comma read as a point; empty clears them", () => {
    const values = withExercise({ weight: " 62,5 ", targetReps: "8" });
    expect(toWorkoutPatch(values).exercises?.[0]).toMatchObject({ weight: 62.5, targetReps: 8 });
    expect(validateWorkoutForm(values)).toEqual({});
    expect(toWorkoutPatch(withExercise({ weight: "", targetReps: " " })).exercises?.[0]).toMatchObject({
      weight: null,
      targetReps: null,
    });
  });
});

describe("reps as numbers", () => {
  const n = (repsKind: "reps" | "seconds", repsFrom: string, repsTo = "", perSide = false, extra = "") => ({
    repsKind,
    repsFrom,
    repsTo,
    perSide,
    written: "",
    extra,
  });
  it.each<[string, ReturnType<typeof repsValues>, string]>([
    ["10", n("reps", "10"), "10"],
    ["8-12", n("reps", "8", "12"), "8-12"],
    ["30 seconds", n("seconds", "30"), "30 seconds"],
    ["45 segundos", n("seconds", "45"), "45 seconds"],
    ["6 minutes", n("seconds", "360"), "6 minutes"],
    // The model's free text (ADR 0097): nothing to type again.
    ["10 per side", n("reps", "10", "", true), "10 per side"],
    ["30-45 s", n("seconds", "30", "45"), "30-45 seconds"],
    ["8-12 slow", n("reps", "8", "12", false, "slow"), "8-12"],
    [
      "AMRAP",
      { repsKind: "text", repsFrom: "", repsTo: "", perSide: false, written: "AMRAP", extra: "" },
      "AMRAP",
    ],
  ])("%s → the form's numbers → the stored text", (text, values, back) => {
    expect(repsValues(text)).toEqual(values);
    expect(repsText(values)).toBe(back);
  });

  it("opens a model's free-text reps as valid fields, keeps their words in the note, and saves them unchanged", () => {
    const model = {
      ...workout,
      exercises: [
        { name: "Lunge", sets: 3, reps: "10 per side", notes: "" },
        { name: "Plank", sets: 3, reps: "30-45 s", notes: "Brace" },
        { name: "Push-ups", sets: 2, reps: "AMRAP", notes: "" },
        { name: "Row", sets: 3, reps: "8-12 slow", notes: "Squeeze" },
      ],
    };
    const values = toFormValues(model);
    expect(validateWorkoutForm(values)).toEqual({});
    const saved = toWorkoutPatch(values).exercises!;
    expect(saved.map((exercise) => exercise.reps)).toEqual(["10 per side", "30-45 seconds", "AMRAP", "8-12"]);
    expect(saved.map((exercise) => exercise.notes)).toEqual(["", "Brace", "", "slow · Squeeze"]);
    // Opened again, nothing moves.
    const again = toFormValues({
      ...model,
      exercises: saved.map((e) => ({ ...e, sets: e.sets ?? 3 })) as never,
    });
    expect(toWorkoutPatch(again).exercises!.map((e) => [e.reps, e.notes])).toEqual(
      saved.map((e) => [e.reps, e.notes]),
    );
  });
});

describe("toFormValues", () => {
  it("shows the targets as text, empty when there are none", () => {
    expect(valid().exercises[0]).toMatchObject({ weight: "", targetReps: "" });
    const loaded = { ...workout, exercises: [{ ...workout.exercises[0]!, weight: 62.5, targetReps: 8 }] };
    expect(toFormValues(loaded).exercises[0]).toMatchObject({ weight: "62.5", targetReps: "8" });
  });
});

describe("FORM_LIMITS", () => {
  it("matches the contract's limits", () => {
    for (const [key, value] of Object.entries(FORM_LIMITS)) {
      expect(WORKOUT_LIMITS[key as keyof typeof WORKOUT_LIMITS]).toBe(value);
    }
  });
});
