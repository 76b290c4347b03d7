import { daysBetween } from "../scheduling/dates";
import { parseTimeToMinutes } from "../scheduling/time";
import type { Exercise, Language, Workout } from "../types";
import { findExercise } from "./catalogue";
import { slotMinutes } from "./dose-plan";
import { type DurationCalibration, durationKey, estimateSeconds } from "./duration-estimate";
import { MAX_SETS } from "./prescription";
import { fitToSlot, MAX_EXERCISES_PER_WORKOUT, SLOT_TOLERANCE } from "./session-fit";
import type { CarryRecord, LedgerSession, OwedSets, WeekInput, WeekLedger } from "./week-ledger";
import { DOSE_GROUPS, type DoseTarget, setShares, weekDose } from "./weekly-dose";
import type { WorkoutChange } from "./workout-change";

// Work carried, not lost (ADR 0079): the sets a skipped, missed or shortened session owes move into the week's
// remaining sessions (planned, not pinned, later than now, inside the same week) within caps; what cannot fit is
// dropped with a reason. Only this week's sessions take sets, so the next week never doubles up.

/**
 * At most this many extra sets in one session. Remmert et al. (SportRxiv 2025, per-session volume meta-regression)
 * saw growth plateau near 11 fractional sets per muscle per session; four more sets is about one exercise and a bit
 * on top of a planned session, a product choice that keeps a carried-into session recognisably the same workout.
 */
export const MAX_EXTRA_SETS_PER_SESSION = 4;

export type CarryDropReason =
  /** No later session this week (or every one is pinned, done or past). */
  | "no-session"
  /** Every candidate session already took its extra sets. */
  | "session-cap"
  /** Every matching exercise is at its 3-sets cap and no session can take the exercise itself. */
  | "set-cap"
  /** Its muscles already reach the weekly maximum of the goal's range. */
  | "weekly-max"
  /** No candidate session has the time for it. */
  | "no-time";

export interface DroppedOwed {
  fromWorkoutId: string;
  name: string;
  sets: number;
  reason: CarryDropReason;
}

export interface CarryOptions {
  /** Now, in the user's zone: sessions starting after it can take sets. */
  now: { date: string; time: string };
  target: DoseTarget;
  language: Language;
  /** The person's own sets cap per exercise (2 for lighter prescriptions); 3 at most. */
  setCap?: number;
  maxExtraSets?: number;
  calibration?: DurationCalibration;
}

export interface CarryResult {
  /** The sessions that changed, with their new content. */
  workouts: Workout[];
  records: CarryRecord[];
  dropped: DroppedOwed[];
  /** Per changed workout id, why (for the one-line explanation). */
  reasons: Record<string, WorkoutChange>;
}

function inWeek(week: WeekInput, date: string): boolean {
  const days = daysBetween(week.startDate, date);
  return days >= 0 && days < 7;
}

function isLater(workout: Workout, now: CarryOptions["now"]): boolean {
  if (workout.date !== now.date) return workout.date > now.date;
  return parseTimeToMinutes(workout.startTime) > parseTimeToMinutes(now.time);
}

function primaryGroups(exercise: Exercise): string[] {
  return Object.entries(setShares(exercise)).flatMap(([group, share]) => (share === 1 ? [group] : []));
}

/** Where one set of `owed` could go in `workout`: the same exercise, one training its main muscles, or itself. */
function placements(
  workout: Workout,
  owed: Exercise,
  cap: number,
): { exercises: Exercise[]; into: string }[] {
  const key = durationKey(owed.name);
  const groups = primaryGroups(owed);
  const out: { exercises: Exercise[]; into: string }[] = [];
  const raise = (at: number) =>
    workout.exercises.map((exercise, index) =>
      index === at ? { ...exercise, sets: exercise.sets + 1 } : exercise,
    );
  const same = workout.exercises.findIndex((exercise) => durationKey(exercise.name) === key);
  if (same >= 0 && workout.exercises[same]!.sets < cap)
    out.push({ exercises: raise(same), into: workout.exercises[same]!.name });
  if (same < 0) {
    workout.exercises.forEach((exercise, index) => {
      if (exercise.part !== undefined || exercise.sets >= cap) return;
      if (primaryGroups(exercise).some((group) => groups.includes(group))) {
        out.push({ exercises: raise(index), into: exercise.name });
      }
    });
    const entry = findExercise(owed.name);
    const training = workout.exercises.filter((exercise) => exercise.part === undefined).length;
    const takes = entry ? entry.workoutTypes.includes(workout.type) : false;
    if (takes && training < MAX_EXERCISES_PER_WORKOUT) {
      const firstPart = workout.exercises.findIndex(
        (exercise, index) => index > 0 && exercise.part !== undefined,
      );
      const at = firstPart < 0 ? workout.exercises.length : firstPart;
      const added = { ...owed, sets: 1 };
      delete added.group;
      out.push({
        exercises: [...workout.exercises.slice(0, at), added, ...workout.exercises.slice(at)],
        into: owed.name,
      });
    }
  }
  return out;
}

/**
 * The owed sets of `ledger` moved into the week's remaining sessions (see the file's comment). A pinned workout is
 * never changed; every other change keeps the session within ±10 % of its slot, each exercise within its sets cap,
 * each session within MAX_EXTRA_SETS_PER_SESSION and every group within the week's maximum.
 */
export function carryOutstanding(week: WeekInput, ledger: WeekLedger, options: CarryOptions): CarryResult {
  const cap = Math.min(options.setCap ?? MAX_SETS, MAX_SETS);
  const maxExtra = options.maxExtraSets ?? MAX_EXTRA_SETS_PER_SESSION;
  const fitOptions = {
    language: options.language,
    ...(options.calibration ? { calibration: options.calibration } : {}),
  };
  const sessions: LedgerSession[] = week.sessions.map((session) => ({ ...session }));
  const candidates = sessions
    .map((session, index) => ({ session, index }))
    .filter(
      ({ session }) =>
        session.state === "planned" &&
        !session.pinned &&
        inWeek(week, session.workout.date) &&
        isLater(session.workout, options.now),
    )
    .sort((a, b) => (a.session.workout.date < b.session.workout.date ? -1 : 1));
  // Sets earlier carries put into a session count against its cap (ADR 0094): two skips never add eight.
  const extra = new Map<number, number>();
  for (const record of week.carried ?? []) {
    const index = sessions.findIndex((session) => session.workout.id === record.toWorkoutId);
    if (index >= 0) extra.set(index, (extra.get(index) ?? 0) + record.sets);
  }
  const records: CarryRecord[] = [];
  const dropped: DroppedOwed[] = [];

  // The week's sets per group if it went as now planned (done sessions and those still to come), kept up to date.
  const expected = weekDose(
    sessions
      .filter((session) => session.state === "done" || session.state === "planned")
      .map((s) => s.workout),
  ).sets;

  const place = (owed: OwedSets): CarryDropReason | null => {
    if (candidates.length === 0) return "no-session";
    let reason: CarryDropReason = "session-cap";
    for (const { session, index } of candidates) {
      if ((extra.get(index) ?? 0) >= maxExtra) continue;
      const choices = placements(session.workout, owed.exercise, cap);
      if (choices.length === 0) {
        if (reason === "session-cap") reason = "set-cap";
        continue;
      }
      const now = weekDose([session.workout]).sets;
      const high = slotMinutes(session.workout) * 60 * (1 + SLOT_TOLERANCE);
      for (const option of choices) {
        const changed = { ...session.workout, exercises: option.exercises };
        const after = weekDose([changed]).sets;
        const over = DOSE_GROUPS.some(
          (group) =>
            after[group] > now[group] &&
            expected[group] - now[group] + after[group] > options.target.sets.max,
        );
        if (over) {
          reason = "weekly-max";
          continue;
        }
        // The training alone must fit the slot; the parts then shrink around it.
        const training = option.exercises.filter((exercise) => exercise.part === undefined);
        if (estimateSeconds(training, options.calibration) > high) {
          if (reason !== "weekly-max") reason = "no-time";
          continue;
        }
        const fit = fitToSlot(changed, slotMinutes(session.workout), fitOptions);
        if (!fit.fits || fit.dropped.length > 0) {
          if (reason !== "weekly-max") reason = "no-time";
          continue;
        }
        for (const group of DOSE_GROUPS) expected[group] += after[group] - now[group];
        sessions[index] = { ...session, workout: fit.workout };
        candidates.find((candidate) => candidate.index === index)!.session = sessions[index]!;
        extra.set(index, (extra.get(index) ?? 0) + 1);
        const last = records.find(
          (record) =>
            record.fromWorkoutId === owed.fromWorkoutId &&
            record.toWorkoutId === session.workout.id &&
            record.name === owed.exercise.name &&
            record.into === option.into,
        );
        if (last) last.sets += 1;
        else
          records.push({
            fromWorkoutId: owed.fromWorkoutId,
            toWorkoutId: session.workout.id,
            name: owed.exercise.name,
            into: option.into,
            sets: 1,
          });
        return null;
      }
    }
    return reason;
  };

  for (const owed of ledger.owed) {
    // Only owed training counts: a timed part is not a dose (and a session's parts are refitted anyway).
    if (owed.exercise.part !== undefined) continue;
    for (let set = 0; set < owed.sets; set++) {
      const reason = place(owed);
      if (reason === null) continue;
      dropped.push({
        fromWorkoutId: owed.fromWorkoutId,
        name: owed.exercise.name,
        sets: owed.sets - set,
        reason,
      });
      break;
    }
  }

  const changed = sessions.filter((session, index) => session.workout !== week.sessions[index]!.workout);
  const reasons: Record<string, WorkoutChange> = {};
  for (const { workout } of changed) {
    const mine = records.filter((record) => record.toWorkoutId === workout.id);
    reasons[workout.id] = {
      code: "carried-in",
      minutes: Math.max(1, slotMinutes(workout)),
      added: mine.map((record) => ({
        name: record.into,
        sets: record.sets,
        from:
          week.sessions.find((session) => session.workout.id === record.fromWorkoutId)?.workout.date ?? "",
      })),
    };
  }
  return { workouts: changed.map((session) => session.workout), records, dropped, reasons };
}
