import { parseTimeToMinutes } from "../scheduling/time";
import type { Language, Workout } from "../types";
import { type DurationCalibration, estimateSeconds, extraSetSeconds } from "./duration-estimate";
import { MAX_SETS } from "./prescription";
import { canAddSet, fitToSlot, maxPartsSeconds, SLOT_TOLERANCE } from "./session-fit";
import {
  DOSE_GROUPS,
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
  /** Bring every exercise above `setCap` down to it first (the block's lighter week, ADR 0099). */
  capSets?: boolean;
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

/** The week planned to the dose: see the file's comment. Pinned or finished workouts are the caller's to leave out. */
export function planWeekToDose(input: DosePlanInput): DosePlan {
  const { target, language } = input;
  const cap = Math.min(input.setCap ?? MAX_SETS, MAX_SETS);
  const options = { language, ...(input.calibration ? { calibration: input.calibration } : {}) };
  const minutes = input.workouts.map((workout, index) => input.minutes?.[index] ?? slotMinutes(workout));
  const capped = input.capSets
    ? input.workouts.map((workout) => ({
        ...workout,
        exercises: workout.exercises.map((exercise) =>
          exercise.part === undefined && exercise.sets > cap ? { ...exercise, sets: cap } : exercise,
        ),
      }))
    : input.workouts;
  const first = capped.map((workout, index) => fitToSlot(workout, minutes[index]!, options));
  // Sets move on the training alone, each session within its slot's upper bound; the parts are refitted at the end.
  const training = first.map((result) =>
    result.workout.exercises.filter((exercise) => exercise.part === undefined),
  );
  const seconds = training.map((list) => estimateSeconds(list, input.calibration));
  const high = minutes.map((length) => length * 60 * (1 + SLOT_TOLERANCE));
  const low = minutes.map((length) => length * 60 * (1 - SLOT_TOLERANCE));
  const sets = weekDose(first.map((result) => result.workout)).sets;
  const changed = new Set<number>();

  /** One more (or fewer) set of exercise `at` in workout `w`, kept when the session and the week stay within bounds. */
  const change = (w: number, at: number, delta: 1 | -1): boolean => {
    const list = training[w]!;
    const exercise = list[at]!;
    const shares = setShares(exercise);
    if (delta === 1 && DOSE_GROUPS.some((group) => sets[group] + (shares[group] ?? 0) > target.sets.max)) {
      return false;
    }
    const next = list.map((other, index) => (index === at ? { ...other, sets: other.sets + delta } : other));
    // A lone exercise's set costs its own time; a superset's is counted in full.
    const estimate =
      exercise.group === undefined
        ? seconds[w]! + delta * extraSetSeconds(exercise, input.calibration)
        : estimateSeconds(next, input.calibration);
    if (delta === 1 && estimate > high[w]!) return false;
    // A set less must not leave a session its parts can no longer fill.
    if (delta === -1 && estimate + maxPartsSeconds(input.workouts[w]!.type) < low[w]!) return false;
    training[w] = next;
    seconds[w] = estimate;
    for (const group of DOSE_GROUPS) sets[group] += (shares[group] ?? 0) * delta;
    changed.add(w);
    return true;
  };

  if (target.sets.min > 0) {
    // The group furthest below its minimum first, one set at a time, on the session with the fewest sets of it.
    let progress = true;
    while (progress) {
      progress = false;
      const short = DOSE_GROUPS.filter((group) => sets[group] < target.sets.min).sort(
        (a, b) => sets[a] - sets[b],
      );
      for (const group of short) {
        const candidates = training.flatMap((list, w) =>
          list.flatMap((exercise, at) =>
            (setShares(exercise)[group] ?? 0) === 1 && canAddSet(exercise, cap)
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
    while (sets[group] > target.sets.max) {
      const candidates = training.flatMap((list, w) =>
        list.flatMap((exercise, at) =>
          (setShares(exercise)[group] ?? 0) > 0 && exercise.sets > 1 ? [{ w, at, sets: exercise.sets }] : [],
        ),
      );
      candidates.sort((a, b) => b.sets - a.sets);
      if (!candidates.some(({ w, at }) => change(w, at, -1))) break;
    }
  }
  const results = first.map((result, w) =>
    changed.has(w) ? fitToSlot({ ...result.workout, exercises: training[w]! }, minutes[w]!, options) : result,
  );
  const workouts = results.map((result) => result.workout);
  const dose = weekDose(workouts);
  return {
    workouts,
    dose,
    shortfall: doseShortfall(dose, target),
    fits: results.map((result) => result.fits),
  };
}
