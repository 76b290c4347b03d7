import type { TCompletedWorkout, TWorkout } from "#contracts/workouts";
import type { WeightUnit } from "#domain/weight-units";

// The short text lines of the tools' answers (English: they are read by an assistant, which answers in the user's
// language). Every line names the ids a follow-up call needs.

export const unitLabel = (unit: WeightUnit) => (unit === "metric" ? "kg" : "lb");

export function workoutLine(workout: TWorkout): string {
  const flags = [
    workout.pinned ? "moved by you" : "",
    workout.conflict ? `clashes with ${workout.conflict.eventName}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    `${workout.day} ${workout.date} ${workout.startTime}–${workout.endTime}: ${workout.name} ` +
    `(${workout.type}, ${workout.intensity}, ${workout.duration} min${flags ? `; ${flags}` : ""}) [id ${workout.id}]`
  );
}

export function historyLine(entry: TCompletedWorkout): string {
  const exercises = entry.exercises.map((exercise) => exercise.name).join(", ");
  return `${entry.date} ${entry.name} — ${entry.status}, ${entry.duration} min${exercises ? `: ${exercises}` : ""}`;
}

export function setLine(set: { weight: number; reps: number }, unit: WeightUnit): string {
  return `${set.weight} ${unitLabel(unit)} × ${set.reps}`;
}
