import { findExercise, MUSCLE_GROUPS, type MuscleGroup } from "../planning/catalogue";
import { isCustomId } from "../planning/custom-exercises";
import { addDays } from "../scheduling/dates";
import { fromPounds, type WeightUnit } from "../weight-units";
import { type ExerciseHistoryEntry, setsOf, volumeOf } from "./exercise-progress";
import { weekStart } from "./week";

// Weekly training volume per muscle group (ADR 0048): each completed exercise's volume
// (Σ weight × reps, pounds) counts fully towards its catalogue primary muscles and half towards its secondary ones
// (ADR 0043: primary muscles limit the set, secondary ones help). An exercise the catalogue does not know has no
// muscles and counts nowhere (a custom exercise counts towards the muscles stored with it, ADR 0091); bodyweight and timed work has no load and adds 0.
// In the user's unit, each set's weight is read back as they typed it (weight-units: kilograms to 0.05) before it is
// multiplied and summed, and nothing is rounded here: the page rounds once, at display. Summing pounds and converting
// the total showed 1,020.5 kg for sets that add to 1,020 kg (issue #30).

export interface MuscleVolume {
  /** Monday of each week, oldest first, the current week last. */
  weekStarts: string[];
  /** Only the groups with some volume in these weeks, the largest total first (ties in catalogue order). */
  muscles: { muscle: MuscleGroup; volumes: number[] }[];
}

export function muscleVolume(input: {
  history: readonly ExerciseHistoryEntry[];
  today: string;
  weeks: number;
  /** The unit of the answer; pounds (imperial) by default. */
  unit?: WeightUnit;
}): MuscleVolume {
  const unit = input.unit ?? "imperial";
  const current = weekStart(input.today);
  const weekStarts = Array.from({ length: input.weeks }, (_, index) =>
    addDays(current, -7 * (input.weeks - 1 - index)),
  );
  const weekIndex = new Map(weekStarts.map((start, index) => [start, index]));
  const totals = new Map<MuscleGroup, number[]>();
  const add = (muscle: MuscleGroup, index: number, volume: number) => {
    const volumes = totals.get(muscle) ?? weekStarts.map(() => 0);
    volumes[index] = (volumes[index] ?? 0) + volume;
    totals.set(muscle, volumes);
  };
  for (const entry of input.history) {
    if (entry.status !== "completed" || entry.date > input.today) continue;
    const index = weekIndex.get(weekStart(entry.date));
    if (index === undefined) continue;
    for (const exercise of entry.exercises) {
      // A custom exercise's muscles were stored with it (ADR 0091).
      const known = findExercise(exercise.name) ?? customMuscles(exercise);
      const volume = volumeOf(
        setsOf(exercise).map((set) => ({
          ...set,
          weight: set.weight === null ? null : fromPounds(set.weight, unit),
        })),
      );
      if (!known || volume === 0) continue;
      for (const muscle of known.primaryMuscles) add(muscle, index, volume);
      for (const muscle of known.secondaryMuscles) add(muscle, index, volume / 2);
    }
  }
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const muscles = MUSCLE_GROUPS.flatMap((muscle) => {
    const volumes = totals.get(muscle);
    return volumes ? [{ muscle, volumes }] : [];
  }).sort((a, b) => sum(b.volumes) - sum(a.volumes));
  return { weekStarts, muscles };
}

function customMuscles(
  exercise: object,
): { primaryMuscles: MuscleGroup[]; secondaryMuscles: MuscleGroup[] } | null {
  const stored = exercise as { exerciseId?: unknown; primaryMuscles?: unknown; secondaryMuscles?: unknown };
  if (!isCustomId(stored.exerciseId)) return null;
  const muscles = (value: unknown) =>
    Array.isArray(value) ? value.filter((m): m is MuscleGroup => MUSCLE_GROUPS.includes(m)) : [];
  return {
    primaryMuscles: muscles(stored.primaryMuscles),
    secondaryMuscles: muscles(stored.secondaryMuscles),
  };
}
