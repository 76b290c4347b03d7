import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Workout } from "../../queries/workouts";

/** A prescription in seconds or minutes ("30 seconds", "45 segundos"): its target is in seconds. */
const TIMED = /second|segundo|minut/i;

/**
 * The load an exercise aims for this time (ADR 0051), under its name on a workout card: "Target 8 @ 62.5 kg", or
 * "Target 12" for a bodyweight or timed move. Nothing the first time, when there is no history to go on.
 */
export function ExerciseTarget({
  exercise,
  unit,
}: {
  exercise: Workout["exercises"][number];
  unit: "metric" | "imperial";
}) {
  const { t, i18n } = useTranslation();
  // Weights as the user's language writes them (62,5 in Spanish).
  const number = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, useGrouping: false }),
    [i18n.language],
  );
  const reps = exercise.targetReps ?? exercise.reps;
  const text =
    exercise.weight != null
      ? t("workouts.targetLoad", {
          reps,
          weight: number.format(exercise.weight),
          unit: unit === "metric" ? "kg" : "lbs",
        })
      : exercise.targetReps == null
        ? null
        : TIMED.test(exercise.reps)
          ? t("workouts.targetSeconds", { seconds: exercise.targetReps })
          : t("workouts.targetReps", { reps });
  if (text === null) return null;
  return <p className="mt-0.5 text-xs font-medium text-slate-700 tabular-nums dark:text-slate-300">{text}</p>;
}
