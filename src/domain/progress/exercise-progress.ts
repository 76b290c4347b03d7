import { addDays } from "../scheduling/dates";
import { weekStart } from "./week";

// Per-exercise progress from the history: the last session, the best set, the estimated one-rep max and the weekly
// volume, plus one exercise's time series. Weights are pounds (the stored unit); the server converts for display.
// Exercises match by trimmed, case-insensitive name. Skipped history entries count for nothing.

export const EXERCISE_VOLUME_WEEKS = 8;

/** A set as logged (or as planned when nothing was logged): any field may be missing. */
export interface ExerciseSet {
  reps: number | null;
  weight: number | null;
  seconds: number | null;
}

/** An exercise in a history entry, as stored. */
export interface HistoryExercise {
  name: string;
  sets: number;
  /** Text such as "10" or "8-12"; the first whole number is the planned reps. */
  reps: string;
  weight?: number | null;
  loggedSets?: readonly {
    reps?: number | null;
    weight?: number | null;
    seconds?: number | null;
    rpe?: number | null;
    rir?: number | null;
    /** Warm-ups count for no record, volume or progression (ADR 0087). */
    type?: string;
  }[];
}

export interface ExerciseHistoryEntry {
  date: string;
  status: "completed" | "skipped";
  exercises: readonly HistoryExercise[];
}

export interface TopSet {
  weight: number;
  reps: number;
}

export interface ExerciseSummary {
  /** The name as written the last time it was done. */
  name: string;
  lastPerformedAt: string;
  lastSets: ExerciseSet[];
  /** All-time heaviest set (ties: most reps); null when no set had reps. */
  bestSet: TopSet | null;
  /** All-time best Epley estimate; null when no set had both weight and reps. */
  e1rm: number | null;
  /** The last `EXERCISE_VOLUME_WEEKS` weeks, oldest first, the current one included. */
  weeklyVolume: { weekStart: string; volume: number }[];
}

export interface ExercisePoint {
  date: string;
  topSet: TopSet | null;
  e1rm: number | null;
  volume: number;
}

/** The key exercises are matched by. */
export function exerciseKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Warm-up sets prepare the work and never count toward records, volume or progression (ADR 0087). */
export function isCountedSet(set: { type?: string | undefined }): boolean {
  return set.type !== "warmup";
}

/** Epley's estimate of the one-rep max; a single rep is the weight itself. Null without weight and reps. */
export function epley(set: { weight: number | null; reps: number | null }): number | null {
  const { weight, reps } = set;
  if (weight === null || reps === null || weight <= 0 || reps < 1) return null;
  return reps === 1 ? weight : weight * (1 + reps / 30);
}

function plannedReps(reps: string): number | null {
  const match = /\d+/.exec(reps);
  return match ? Number(match[0]) : null;
}

/** The logged sets but warm-ups (ADR 0087), or sets × reps @ weight when the player logged none. */
export function setsOf(exercise: HistoryExercise): ExerciseSet[] {
  if (exercise.loggedSets && exercise.loggedSets.length > 0) {
    return exercise.loggedSets.filter(isCountedSet).map((set) => ({
      reps: set.reps ?? null,
      weight: set.weight ?? null,
      seconds: set.seconds ?? null,
    }));
  }
  const reps = plannedReps(exercise.reps);
  const weight = exercise.weight ?? null;
  return Array.from({ length: Math.max(0, exercise.sets) }, () => ({ reps, weight, seconds: null }));
}

/** The heaviest set with at least one rep (no weight counts as 0); ties go to the most reps. */
export function bestSetOf(sets: readonly ExerciseSet[]): TopSet | null {
  let best: TopSet | null = null;
  for (const set of sets) {
    if (set.reps === null || set.reps < 1) continue;
    const candidate = { weight: set.weight ?? 0, reps: set.reps };
    if (
      !best ||
      candidate.weight > best.weight ||
      (candidate.weight === best.weight && candidate.reps > best.reps)
    ) {
      best = candidate;
    }
  }
  return best;
}

export function e1rmOf(sets: readonly ExerciseSet[]): number | null {
  let best: number | null = null;
  for (const set of sets) {
    const estimate = epley(set);
    if (estimate !== null && (best === null || estimate > best)) best = estimate;
  }
  return best;
}

export function volumeOf(sets: readonly ExerciseSet[]): number {
  return sets.reduce((sum, set) => sum + (set.weight ?? 0) * Math.max(0, set.reps ?? 0), 0);
}

interface Session {
  date: string;
  name: string;
  sets: ExerciseSet[];
}

/** Every completed session of every exercise, grouped by key, in history order (oldest date first). */
function sessionsByExercise(history: readonly ExerciseHistoryEntry[]): Map<string, Session[]> {
  const ordered = history
    .filter((entry) => entry.status === "completed")
    .map((entry, index) => ({ entry, index }))
    // Stable by date: entries of one day keep the order they came in (the repository gives completion order).
    .sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.index - b.index));
  const byKey = new Map<string, Session[]>();
  for (const { entry } of ordered) {
    for (const exercise of entry.exercises) {
      const key = exerciseKey(exercise.name);
      if (!key) continue;
      const sessions = byKey.get(key) ?? [];
      sessions.push({ date: entry.date, name: exercise.name.trim(), sets: setsOf(exercise) });
      byKey.set(key, sessions);
    }
  }
  return byKey;
}

function summarize(sessions: readonly Session[], today: string): ExerciseSummary {
  const last = sessions[sessions.length - 1] as Session;
  const allSets = sessions.flatMap((session) => session.sets);
  return {
    name: last.name,
    lastPerformedAt: last.date,
    lastSets: last.sets,
    bestSet: bestSetOf(allSets),
    e1rm: e1rmOf(allSets),
    weeklyVolume: weeklyVolumeOf(sessions, today),
  };
}

/** The last EXERCISE_VOLUME_WEEKS weeks' volume of these sessions, oldest first; days after today count nothing. */
function weeklyVolumeOf(sessions: readonly Session[], today: string): ExerciseSummary["weeklyVolume"] {
  const current = weekStart(today);
  const weeklyVolume = Array.from({ length: EXERCISE_VOLUME_WEEKS }, (_, index) => ({
    weekStart: addDays(current, -7 * (EXERCISE_VOLUME_WEEKS - 1 - index)),
    volume: 0,
  }));
  const byWeek = new Map(weeklyVolume.map((week) => [week.weekStart, week]));
  for (const session of sessions) {
    const week = byWeek.get(weekStart(session.date));
    if (week && session.date <= today) week.volume += volumeOf(session.sets);
  }
  return weeklyVolume;
}

/** One summary per exercise ever completed, the most recently done first (ties by name). */
export function exerciseSummaries(input: {
  history: readonly ExerciseHistoryEntry[];
  today: string;
}): ExerciseSummary[] {
  return [...sessionsByExercise(input.history).values()]
    .map((sessions) => summarize(sessions, input.today))
    .sort(byLastDone);
}

/** One exercise over time, one point per date it was done (sessions of one day merged), oldest first; null if never. */
export function exerciseSeries(
  history: readonly ExerciseHistoryEntry[],
  name: string,
): { name: string; points: ExercisePoint[] } | null {
  const sessions = sessionsByExercise(history).get(exerciseKey(name));
  if (!sessions || sessions.length === 0) return null;
  const byDate = new Map<string, ExerciseSet[]>();
  for (const session of sessions)
    byDate.set(session.date, [...(byDate.get(session.date) ?? []), ...session.sets]);
  const points = [...byDate].map(([date, sets]) => ({
    date,
    topSet: bestSetOf(sets),
    e1rm: e1rmOf(sets),
    volume: volumeOf(sets),
  }));
  return { name: (sessions[sessions.length - 1] as Session).name, points };
}

/**
 * What the database aggregates per stored exercise name (ADR 0062): its last session and its all-time bests, so a
 * summary does not need the whole history. `order` places the last session in the history's order: date, completion
 * instant, entry id, position in the entry.
 */
export interface ExerciseBests {
  name: string;
  last: { order: readonly [string, string, string, number]; exercise: HistoryExercise };
  bestSet: TopSet | null;
  e1rm: number | null;
}

function laterOrder(a: ExerciseBests["last"]["order"], b: ExerciseBests["last"]["order"]): boolean {
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) return (a[i] as string | number) > (b[i] as string | number);
  return false;
}

function betterSet(a: TopSet | null, b: TopSet | null): TopSet | null {
  if (!a) return b;
  if (!b) return a;
  return b.weight > a.weight || (b.weight === a.weight && b.reps > a.reps) ? b : a;
}

/**
 * The same summaries as `exerciseSummaries`, from the per-name bests and only the entries of the weeks the weekly
 * volume shows (`recent`, from EXERCISE_VOLUME_WEEKS − 1 weeks before this week's Monday on). Names that differ only
 * in case or spaces are one exercise, as everywhere in progress.
 */
export function exerciseSummariesOf(input: {
  bests: readonly ExerciseBests[];
  recent: readonly ExerciseHistoryEntry[];
  today: string;
}): ExerciseSummary[] {
  const merged = new Map<string, ExerciseBests>();
  for (const bests of input.bests) {
    const key = exerciseKey(bests.name);
    if (!key) continue;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            name: bests.name,
            last: laterOrder(bests.last.order, seen.last.order) ? bests.last : seen.last,
            bestSet: betterSet(seen.bestSet, bests.bestSet),
            e1rm:
              seen.e1rm === null
                ? bests.e1rm
                : bests.e1rm === null
                  ? seen.e1rm
                  : Math.max(seen.e1rm, bests.e1rm),
          }
        : bests,
    );
  }
  const recent = sessionsByExercise(input.recent);
  return [...merged]
    .map(([key, bests]) => {
      const weeklyVolume = weeklyVolumeOf(recent.get(key) ?? [], input.today);
      return {
        name: bests.last.exercise.name.trim(),
        lastPerformedAt: bests.last.order[0],
        lastSets: setsOf(bests.last.exercise),
        bestSet: bests.bestSet,
        e1rm: bests.e1rm,
        weeklyVolume,
      };
    })
    .sort(byLastDone);
}

/** The most recently done first (ties by name). */
function byLastDone(a: ExerciseSummary, b: ExerciseSummary): number {
  return a.lastPerformedAt === b.lastPerformedAt
    ? a.name.localeCompare(b.name)
    : a.lastPerformedAt < b.lastPerformedAt
      ? 1
      : -1;
}

/** The first day of the weeks the weekly volume shows. */
export function volumeWindowStart(today: string): string {
  return addDays(weekStart(today), -7 * (EXERCISE_VOLUME_WEEKS - 1));
}
