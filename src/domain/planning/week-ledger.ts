import type { Exercise, Workout } from "../types";
import type { DroppedSets } from "./session-fit";
import {
  DOSE_GROUPS,
  type DoseGroup,
  emptyGroupSets,
  exerciseSets,
  type GroupSets,
  weekDose,
} from "./weekly-dose";

// The week's ledger (ADR 0079): per major muscle group, the sets planned, done and still owed, and the same for
// aerobic minutes. A skipped or missed session owes its sets; a shortened one owes what it dropped; sets carried into
// another session (carry.ts) are owed no more, and count where they went.

export type SessionState = "planned" | "done" | "skipped" | "missed";

export interface LedgerSession {
  workout: Workout;
  state: SessionState;
  /** A pinned workout is never changed (it may still owe sets). */
  pinned?: boolean;
  /** What shrinking it dropped (shrinkWorkout's `dropped`): owed whatever its state. */
  dropped?: readonly DroppedSets[];
}

/** Sets moved from one session into another by carryOutstanding: the source owes them no more. */
export interface CarryRecord {
  fromWorkoutId: string;
  toWorkoutId: string;
  /** The owed exercise's name as planned. */
  name: string;
  /** The exercise that took the sets in the receiving session (the same one, or one training the same muscles). */
  into: string;
  sets: number;
}

export interface WeekInput {
  /** The week's first date (YYYY-MM-DD); sessions outside its seven days are another week's. */
  startDate: string;
  sessions: readonly LedgerSession[];
  /** What earlier carries moved, so the same sets are not carried twice. */
  carried?: readonly CarryRecord[];
}

/** Sets one session still owes: an exercise and how many of its sets. */
export interface OwedSets {
  fromWorkoutId: string;
  date: string;
  exercise: Exercise;
  sets: number;
}

export interface LedgerLine {
  planned: number;
  done: number;
  outstanding: number;
}

export interface WeekLedger {
  groups: Record<DoseGroup, LedgerLine>;
  cardioMinutes: LedgerLine;
  owed: OwedSets[];
}

const training = (workout: Workout) => workout.exercises.filter((exercise) => exercise.part === undefined);

/** Every set a session owes, before carries: all of a skipped or missed one, what a shortened one dropped. */
function owedBy(session: LedgerSession): OwedSets[] {
  const { workout } = session;
  const base = { fromWorkoutId: workout.id, date: workout.date };
  const dropped = (session.dropped ?? []).map((item) => ({
    ...base,
    exercise: item.exercise,
    sets: item.sets,
  }));
  if (session.state !== "skipped" && session.state !== "missed") return dropped;
  return [...training(workout).map((exercise) => ({ ...base, exercise, sets: exercise.sets })), ...dropped];
}

function shares(owed: readonly OwedSets[]): GroupSets {
  const sets = emptyGroupSets();
  for (const item of owed) exerciseSets({ ...item.exercise, sets: item.sets }, sets);
  return sets;
}

/** Sets per group of carried-in exercises, to take them out of what the receiving sessions planned. */
function carriedIn(week: WeekInput): GroupSets {
  const sets = emptyGroupSets();
  for (const record of week.carried ?? []) {
    exerciseSets({ name: record.into, sets: record.sets, reps: "", notes: "" }, sets);
  }
  return sets;
}

export function outstandingSets(week: WeekInput): OwedSets[] {
  const remaining = new Map<string, number>();
  for (const record of week.carried ?? []) {
    const key = `${record.fromWorkoutId}|${record.name}`;
    remaining.set(key, (remaining.get(key) ?? 0) + record.sets);
  }
  return week.sessions.flatMap(owedBy).flatMap((item) => {
    const key = `${item.fromWorkoutId}|${item.exercise.name}`;
    const paid = Math.min(item.sets, remaining.get(key) ?? 0);
    remaining.set(key, (remaining.get(key) ?? 0) - paid);
    return item.sets - paid > 0 ? [{ ...item, sets: item.sets - paid }] : [];
  });
}

/** The week's ledger from its sessions and their states (see the file's comment). */
export function weekLedger(week: WeekInput): WeekLedger {
  const sessions = week.sessions;
  const all = weekDose(sessions.map((session) => session.workout));
  const done = weekDose(
    sessions.filter((session) => session.state === "done").map((session) => session.workout),
  );
  const droppedSets = shares(
    sessions.flatMap((session) => (session.dropped ? owedBy({ ...session, state: "done" }) : [])),
  );
  const droppedCardio = weekDose(
    sessions.map((session) => ({
      ...session.workout,
      exercises: (session.dropped ?? []).map((item) => ({ ...item.exercise, sets: item.sets })),
    })),
  ).cardioMinutes;
  const owed = outstandingSets(week);
  const outstanding = shares(owed);
  const carried = carriedIn(week);
  const groups = Object.fromEntries(
    DOSE_GROUPS.map((group) => [
      group,
      {
        planned: all.sets[group] + droppedSets[group] - carried[group],
        done: done.sets[group],
        outstanding: outstanding[group],
      },
    ]),
  ) as Record<DoseGroup, LedgerLine>;
  const owedCardio = weekDose(
    owed.map((item) => ({
      date: item.date,
      type: "Cardio",
      exercises: [{ ...item.exercise, sets: item.sets }],
    })),
  ).cardioMinutes;
  return {
    groups,
    cardioMinutes: {
      planned: all.cardioMinutes + droppedCardio,
      done: done.cardioMinutes,
      outstanding: owedCardio,
    },
    owed,
  };
}
