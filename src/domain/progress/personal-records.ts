import {
  type ExerciseHistoryEntry,
  type ExerciseSet,
  epley,
  exerciseKey,
  type HistoryExercise,
  setsOf,
} from "./exercise-progress";

// Personal records per exercise (ADR 0048). Weights are pounds, as stored. Exercises match as in
// exercise-progress (trimmed, case-insensitive name). Only sets with a weight above 0 and at least one rep count:
// a bodyweight or timed exercise has no load to beat, and a planned "30 seconds" is not 30 reps.
// A record must beat a previous best of that exercise: the first session of an exercise sets the bests silently
// (no "first" records), so a new user is not told of a record for every exercise of their first workout.

export const RECORD_KINDS = ["weight", "e1rm", "reps"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A record set by one completed workout. */
export interface PersonalRecord {
  /** The exercise's name as written in the completed workout. */
  exercise: string;
  /** weight: heaviest weight; e1rm: best Epley estimate; reps: most reps at this weight or heavier. */
  kind: RecordKind;
  /** The set that set it. */
  weight: number;
  reps: number;
  /** The set's Epley estimate. */
  e1rm: number;
  /** The best it beat, in the kind's own measure (pounds for weight and e1rm, a count for reps). */
  previous: number;
}

interface LoadedSet {
  weight: number;
  reps: number;
}

function loadedSets(sets: readonly ExerciseSet[]): LoadedSet[] {
  const loaded: LoadedSet[] = [];
  for (const set of sets) {
    if (set.weight !== null && set.weight > 0 && set.reps !== null && set.reps >= 1)
      loaded.push({ weight: set.weight, reps: set.reps });
  }
  return loaded;
}

const estimate = (set: LoadedSet) => epley(set) as number;

/** The heaviest set (ties: most reps). */
function heaviest(sets: readonly LoadedSet[]): LoadedSet | null {
  let best: LoadedSet | null = null;
  for (const set of sets)
    if (!best || set.weight > best.weight || (set.weight === best.weight && set.reps > best.reps)) best = set;
  return best;
}

/** The set with the best estimate (ties: the heavier). */
function strongest(sets: readonly LoadedSet[]): LoadedSet | null {
  let best: LoadedSet | null = null;
  for (const set of sets) {
    if (
      !best ||
      estimate(set) > estimate(best) ||
      (estimate(set) === estimate(best) && set.weight > best.weight)
    )
      best = set;
  }
  return best;
}

/** The most reps done at `weight` or heavier; 0 when nothing that heavy was done. */
function mostRepsAtLeast(sets: readonly LoadedSet[], weight: number): number {
  let most = 0;
  for (const set of sets) if (set.weight >= weight && set.reps > most) most = set.reps;
  return most;
}

/** Each completed exercise's loaded sets, merged by key (an exercise listed twice is one), in workout order. */
function byExercise(exercises: readonly HistoryExercise[]): Map<string, { name: string; sets: LoadedSet[] }> {
  const merged = new Map<string, { name: string; sets: LoadedSet[] }>();
  for (const exercise of exercises) {
    const key = exerciseKey(exercise.name);
    if (!key) continue;
    const entry = merged.get(key) ?? { name: exercise.name.trim(), sets: [] };
    entry.sets.push(...loadedSets(setsOf(exercise)));
    merged.set(key, entry);
  }
  return merged;
}

/**
 * The records `completed` sets against `history` (everything done before it; skipped entries count for nothing).
 * Per exercise at most one of each kind, in the workout's exercise order, then weight, e1rm, reps. The reps record
 * names the heaviest set that beat the most reps previously done at its weight or heavier.
 */
export function newPersonalRecords(input: {
  history: readonly ExerciseHistoryEntry[];
  completed: readonly HistoryExercise[];
}): PersonalRecord[] {
  const completed = byExercise(input.completed);
  // Only the completed workout's exercises matter; their earlier sets, gathered in place.
  const previous = new Map<string, LoadedSet[]>([...completed.keys()].map((key) => [key, []]));
  for (const entry of input.history) {
    if (entry.status !== "completed") continue;
    for (const exercise of entry.exercises) {
      const earlier = previous.get(exerciseKey(exercise.name));
      if (earlier) for (const set of loadedSets(setsOf(exercise))) earlier.push(set);
    }
  }
  const records: PersonalRecord[] = [];
  for (const [key, { name, sets }] of completed) {
    const before = previous.get(key) ?? [];
    const oldHeaviest = heaviest(before);
    const oldStrongest = strongest(before);
    if (!oldHeaviest || !oldStrongest || sets.length === 0) continue;
    const record = (kind: RecordKind, set: LoadedSet, beaten: number): PersonalRecord => ({
      exercise: name,
      kind,
      weight: set.weight,
      reps: set.reps,
      e1rm: estimate(set),
      previous: beaten,
    });
    const top = heaviest(sets) as LoadedSet;
    if (top.weight > oldHeaviest.weight) records.push(record("weight", top, oldHeaviest.weight));
    const best = strongest(sets) as LoadedSet;
    if (estimate(best) > estimate(oldStrongest)) records.push(record("e1rm", best, estimate(oldStrongest)));
    let repsRecord: { set: LoadedSet; beaten: number } | null = null;
    for (const set of sets) {
      const beaten = mostRepsAtLeast(before, set.weight);
      if (beaten === 0 || set.reps <= beaten) continue;
      if (
        !repsRecord ||
        set.weight > repsRecord.set.weight ||
        (set.weight === repsRecord.set.weight && set.reps > repsRecord.set.reps)
      )
        repsRecord = { set, beaten };
    }
    if (repsRecord) records.push(record("reps", repsRecord.set, repsRecord.beaten));
  }
  return records;
}

/** A best with the first date it was reached. */
export interface DatedSet {
  weight: number;
  reps: number;
  e1rm: number;
  date: string;
}

/** The standing records of one exercise, over its whole history. */
export interface ExerciseRecords {
  /** The name as written the last time it was done. */
  exercise: string;
  heaviest: DatedSet;
  bestE1rm: DatedSet;
  /**
   * Most reps at each weight that no heavier-or-equal set beats in reps (the rep-record table, lightest first):
   * "8 reps at 60 kg" means no set of 60 kg or more ever had more than 8 reps.
   */
  repsAtWeight: DatedSet[];
}

/** The standing records of every exercise done with a load, by name; entries of one date in the order given. */
export function exerciseRecords(history: readonly ExerciseHistoryEntry[]): ExerciseRecords[] {
  const ordered = history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.index - b.index))
    .map(({ entry }) => entry);
  const fold = recordsFold();
  fold.add(ordered);
  return fold.result();
}

interface StandingRecords {
  name: string;
  top: DatedSet | null;
  best: DatedSet | null;
  /** At each weight its most reps (the earliest such set). */
  atWeight: Map<number, DatedSet>;
}

/**
 * exerciseRecords over a history given piece by piece, oldest first (ADR 0056): each piece's work and the memory kept
 * are bounded by the exercises and weights seen, not by the history's length, so a server can read a long history in
 * batches and give other requests their turn in between. `add` takes entries in date order (within a date, in
 * completion order); `result` answers exerciseRecords of everything added.
 */
export function recordsFold(): {
  add(entries: readonly ExerciseHistoryEntry[]): void;
  result(): ExerciseRecords[];
} {
  const byKey = new Map<string, StandingRecords>();
  return {
    add(entries) {
      for (const entry of entries) {
        if (entry.status !== "completed") continue;
        for (const [key, { name, sets }] of byExercise(entry.exercises)) {
          const found = byKey.get(key) ?? { name, top: null, best: null, atWeight: new Map() };
          found.name = name;
          for (const loaded of sets) {
            const set: DatedSet = {
              weight: loaded.weight,
              reps: loaded.reps,
              e1rm: estimate(loaded),
              date: entry.date,
            };
            // Strictly better only: the earliest set that reached a best keeps its date.
            const top = found.top;
            if (!top || set.weight > top.weight || (set.weight === top.weight && set.reps > top.reps))
              found.top = set;
            if (!found.best || set.e1rm > found.best.e1rm) found.best = set;
            const atWeight = found.atWeight.get(set.weight);
            if (!atWeight || set.reps > atWeight.reps) found.atWeight.set(set.weight, set);
          }
          byKey.set(key, found);
        }
      }
    },
    result() {
      const results: ExerciseRecords[] = [];
      for (const { name, top, best, atWeight } of byKey.values()) {
        if (!top || !best) continue;
        // Heaviest first, a weight joins the table when it has more reps than every weight at least as heavy.
        const front: DatedSet[] = [];
        let mostReps = 0;
        for (const set of [...atWeight.values()].sort((a, b) => b.weight - a.weight)) {
          if (set.reps > mostReps) {
            front.push(set);
            mostReps = set.reps;
          }
        }
        results.push({ exercise: name, heaviest: top, bestE1rm: best, repsAtWeight: front.reverse() });
      }
      return results.sort((a, b) => a.exercise.localeCompare(b.exercise));
    },
  };
}
