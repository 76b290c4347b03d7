import { type TCompleteRequest, WORKOUT_LIMITS } from "#contracts/workouts";
import { activeMinutes, type LoggedSet, type PlayerState } from "#domain/player/player-machine";
import type { Workout } from "../../../queries/workouts";

// What the player sends when the workout ends: the exercises that had at least one set logged, with the sets as
// logged. Weights are stored in pounds whatever the display unit (like body weight), so kilograms are converted.

export const LBS_PER_KG = 2.20462262;
const MAX_WEIGHT_LBS = 2000;

export function toPounds(weight: number, unit: "metric" | "imperial"): number {
  const pounds = unit === "metric" ? weight * LBS_PER_KG : weight;
  return Math.min(MAX_WEIGHT_LBS, Math.round(pounds * 10) / 10);
}

export function fromPounds(pounds: number, unit: "metric" | "imperial"): number {
  return Math.round((unit === "metric" ? pounds / LBS_PER_KG : pounds) * 10) / 10;
}

function toLoggedSet(set: LoggedSet, unit: "metric" | "imperial") {
  return {
    reps: set.reps === null ? null : Math.min(1000, set.reps),
    weight: set.weight === null ? null : toPounds(set.weight, unit),
    seconds: set.seconds,
    ...(set.left !== undefined ? { left: set.left, right: set.right ?? null } : {}),
    // Metres, effort, the set's type and note (ADR 0086, ADR 0087): only what was logged.
    ...(set.distance != null ? { distance: set.distance } : {}),
    ...(set.rpe != null ? { rpe: set.rpe } : set.rir != null ? { rir: set.rir } : {}),
    ...(set.type && set.type !== "work" ? { type: set.type } : {}),
    ...(set.note ? { note: set.note } : {}),
    // When it was ticked, on this device's clock: the gaps between sets are the person's pace (ADR 0098).
    ...(set.doneAt !== undefined ? { completedAt: new Date(set.doneAt).toISOString() } : {}),
  };
}

export function completionBody(input: {
  workout: Workout;
  state: PlayerState;
  unit: "metric" | "imperial";
  notes: string;
  /** When saved; the workout's own end (its last set, or End workout) is sent when it has one. */
  now: number;
}): TCompleteRequest {
  const { clock } = input.state;
  const end = clock.finishedAt ?? input.now;
  const exercises = input.workout.exercises.flatMap((exercise, index) => {
    const sets = input.state.log[index] ?? [];
    if (sets.length === 0) return [];
    const loggedSets = sets.slice(0, 20).map((set) => toLoggedSet(set, input.unit));
    // The working weight: a warm-up's never sums the exercise up (ADR 0087).
    const weights = loggedSets
      .filter((set) => set.type !== "warmup")
      .map((set) => set.weight)
      .filter((w): w is number => w !== null);
    const group = input.state.exercises[index]?.group;
    return [
      {
        name: exercise.name,
        sets: loggedSets.length,
        reps: exercise.reps,
        notes: exercise.notes,
        weight: weights.length > 0 ? Math.max(...weights) : null,
        // What the sets aimed for: the next plan's progression reads a miss against it (ADR 0051).
        ...(exercise.targetReps != null ? { targetReps: exercise.targetReps } : {}),
        // The superset it was done in (ADR 0072), kept in the history.
        ...(group ? { group } : {}),
        loggedSets,
      },
    ];
  });
  const notes = input.notes.trim();
  return {
    completedAt: new Date(end).toISOString(),
    // The real start and active minutes (ADR 0057), not the planned length.
    startedAt: new Date(Math.min(clock.startedAt, end)).toISOString(),
    duration: Math.min(WORKOUT_LIMITS.duration, activeMinutes(input.state, end)),
    ...(notes ? { notes } : {}),
    ...(exercises.length > 0 ? { exercises } : {}),
  };
}
