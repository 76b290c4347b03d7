import { parseTimeToMinutes } from "../scheduling/time";
import type { Language, Workout } from "../types";
import type { DurationCalibration } from "./duration-estimate";
import { MAX_SETS } from "./prescription";
import { canAddSet, fitToSlot } from "./session-fit";
import {
  DOSE_GROUPS,
  type DoseGroup,
  type DoseShortfall,
  type DoseTarget,
  doseShortfall,
  setShares,
  type WeekDose,
  weekDose,
} from "./weekly-dose";

// A week planned to its dose (ADR 0078), for both planners: every workout sized to its slot (ADR 0077), then sets
// added where a muscle group is below the goal's range (never past the 3-sets cap, the person's own cap or the
// range's maximum, and only while the session still fits its slot), and taken away where a group is above it.

export interface DosePlanInput {
  workouts: readonly Workout[];
  target: DoseTarget;
  language: Language;
  /** Sets per exercise the person's prescription allows (2 for a beginner, ADR 0071's lighter prescriptions). */
  setCap?: number;
  calibration?: DurationCalibration;
  /** Per workout (same order), its slot's minutes; the workout's own start and end times when not given. */
  minutes?: readonly number[];
}

export interface DosePlan {
  workouts: Workout[];
  dose: WeekDose;
  shortfall: DoseShortfall;
  /** Per workout (same order), whether its estimate is within ±10 % of its slot. */
  fits: boolean[];
}

export function slotMinutes(workout: Pick<Workout, "startTime" | "endTime" | "duration">): number {
  const length = parseTimeToMinutes(workout.endTime) - parseTimeToMinutes(workout.startTime);
  return length > 0 ? length : workout.duration;
}

function shareOf(workout: Workout, index: number, group: DoseGroup): number {
  return setShares(workout.exercises[index]!)[group] ?? 0;
}

/** The week planned to the dose: see the file's comment. Pinned or finished workouts are the caller's to leave out. */
export function planWeekToDose(input: DosePlanInput): DosePlan {
  const { target, language } = input;
  const cap = Math.min(input.setCap ?? MAX_SETS, MAX_SETS);
  const options = { language, ...(input.calibration ? { calibration: input.calibration } : {}) };
  const minutes = input.workouts.map((workout, index) => input.minutes?.[index] ?? slotMinutes(workout));
  const fitted = input.workouts.map((workout, index) => fitToSlot(workout, minutes[index]!, options));
  const workouts = fitted.map((result) => result.workout);
  const fits = fitted.map((result) => result.fits);

  /** Tries one more (or one fewer) set of exercise `at` in workout `w`; kept only when the session still fits. */
  const change = (w: number, at: number, delta: 1 | -1): boolean => {
    const workout = workouts[w]!;
    const exercise = workout.exercises[at]!;
    const exercises = workout.exercises.map((other, index) =>
      index === at ? { ...other, sets: other.sets + delta } : other,
    );
    const result = fitToSlot({ ...workout, exercises }, minutes[w]!, options);
    if (result.dropped.length > 0 || (!result.fits && fits[w])) return false;
    const dose = weekDose(workouts.map((other, index) => (index === w ? result.workout : other)));
    if (delta === 1 && DOSE_GROUPS.some((group) => dose.sets[group] > target.sets.max)) return false;
    if (delta === -1 && exercise.sets <= 1) return false;
    workouts[w] = result.workout;
    fits[w] = result.fits;
    return true;
  };

  if (target.sets.min > 0) {
    // Groups furthest below their minimum first; one set at a time, spread over the week's sessions in turn.
    let progress = true;
    while (progress) {
      progress = false;
      const dose = weekDose(workouts);
      const short = DOSE_GROUPS.filter((group) => dose.sets[group] < target.sets.min).sort(
        (a, b) => dose.sets[a] - dose.sets[b],
      );
      for (const group of short) {
        const candidates = workouts.flatMap((workout, w) =>
          workout.exercises.flatMap((exercise, at) =>
            shareOf(workout, at, group) === 1 && canAddSet(exercise, cap)
              ? [{ w, at, sets: exercise.sets }]
              : [],
          ),
        );
        candidates.sort((a, b) => a.sets - b.sets || a.w - b.w);
        if (candidates.some(({ w, at }) => change(w, at, 1))) {
          progress = true;
          break;
        }
      }
    }
  }
  // Above the range's maximum: the largest sets come down first, never below one.
  for (const group of DOSE_GROUPS) {
    let guard = 0;
    while (weekDose(workouts).sets[group] > target.sets.max && guard++ < 100) {
      const candidates = workouts.flatMap((workout, w) =>
        workout.exercises.flatMap((exercise, at) =>
          shareOf(workout, at, group) > 0 && exercise.sets > 1 ? [{ w, at, sets: exercise.sets }] : [],
        ),
      );
      candidates.sort((a, b) => b.sets - a.sets);
      if (!candidates.some(({ w, at }) => change(w, at, -1))) break;
    }
  }
  const dose = weekDose(workouts);
  return { workouts, dose, shortfall: doseShortfall(dose, target), fits };
}
