import { createHash, randomUUID } from "node:crypto";
import { CUSTOM_EXERCISE_LIMITS } from "#contracts/custom-exercises";
import type { THistoryImportResult, TWeightUnit } from "#contracts/history-import";
import {
  HISTORY_IMPORT_MAX_PROBLEMS,
  HISTORY_IMPORT_MAX_WORKOUTS,
  HISTORY_MAX_ENTRIES,
} from "#contracts/history-import";
import { customNameKey } from "#domain/planning/custom-exercises";
import { withCustomFacts } from "#domain/planning/exercise-facts";
import { instantOf, todayIn } from "#domain/scheduling/zoned-time";
import type { WorkoutType } from "#domain/types";
import type { Database } from "../../db/client";
import type { CompletedExerciseRow } from "../../db/schema/workouts";
import { sayingError } from "../../lib/errors";
import { filterInTurns, mapInTurns } from "../../lib/map-in-turns";
import { inUserTurn } from "../../lib/user-turns";
import { insertImportedCustomExercises } from "../exercises";
import { getSettings } from "../settings";
import { lockUser } from "../workouts";
import { type ImportCustoms, planImportCustoms } from "./history-import.custom-exercises";
import { catalogueExerciseFor } from "./history-import.exercise-names";
import type { ImportedExercise, ImportedWorkout } from "./history-import.parse";
import { readHistoryExport } from "./history-import.reader";
import {
  countHistory,
  deadBatches,
  dropBatch,
  historyBetween,
  type ImportedWorkoutRow,
  openBatch,
  publishBatch,
  settleBatch,
  stageImportedWorkouts,
} from "./history-import.repository";

/** A workout whose file gives no duration (a Strong export without the column) is counted as an hour. */
const UNKNOWN_DURATION_MINUTES = 60;
/**
 * Workouts written per statement (ADR 0062, 0100). A workout of 16 sets is ~2 KB of JSON, so a chunk is one short
 * statement; between two, other users' statements run (on PGlite they share the one connection).
 */
export const STAGE_CHUNK = 100;
/** An unpublished batch older than this belongs to an import that died (a parse takes ≤ 20 s, writing ≤ a minute). */
const DEAD_BATCH_MS = 60 * 60_000;

/**
 * POST /api/history/import: reads a Strong or Hevy export and adds its workouts to the history, leaving out those
 * already there; with `dryRun` it answers the same summary and writes nothing. All or nothing (ADR 0062, 0100):
 * the new workouts are written in short chunks under an unpublished batch, then published with one row's UPDATE in a
 * short transaction under the user's lock.
 */
export async function importHistoryCsv(options: {
  db: Database;
  userId: string;
  /** The file as the request brought it (bytes, decoded in the worker) or as text. */
  source: string | Uint8Array;
  unit?: TWeightUnit | undefined;
  dryRun: boolean;
}): Promise<THistoryImportResult> {
  const { db, userId, source, dryRun } = options;
  const settings = await getSettings({ db, userId });
  const unit = options.unit ?? (settings.measurementUnit === "metric" ? "kg" : "lb");
  // Parsed in a worker thread (ADR 0056): a 10 MB file never holds the event loop other requests wait on.
  const parsed = await readHistoryExport(source, unit, todayIn(settings.timeZone, new Date()));
  if (parsed.workouts.length > HISTORY_IMPORT_MAX_WORKOUTS)
    throw sayingError("TOO_MANY_WORKOUTS", 413, {
      code: "TOO_MANY_WORKOUTS",
      params: { workouts: parsed.workouts.length, max: HISTORY_IMPORT_MAX_WORKOUTS },
    });
  const names = exerciseNames(parsed.workouts, settings.language === "es" ? "es" : "en");
  const unknown = [...names].filter(([name, as]) => as === undefined && name !== "").map(([name]) => name);
  const customs = await planImportCustoms(db, userId, parsed.workouts, unknown);
  const rows = await mapInTurns(parsed.workouts, (workout) =>
    toRow(userId, parsed.format, workout, settings.timeZone, names, customs),
  );

  const newRows = async (reader: Pick<Database, "select" | "insert">) => {
    if (rows.length === 0) return [];
    // The history between the file's first and last start holds every entry it could duplicate.
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const row of rows) {
      first = Math.min(first, row.completedAt.getTime());
      last = Math.max(last, row.completedAt.getTime());
    }
    const existing = await historyBetween(reader, userId, new Date(first), new Date(last + 999));
    const ids = new Set(existing.map((entry) => entry.workoutId));
    // This app's own export (ADR 0044) names each workout and its completion to the second: one already in the
    // history under that name and second is the same workout, whichever app the file came through.
    const named = new Set(
      await mapInTurns(existing, (entry) => sameWorkoutKey(entry.name, entry.completedAt)),
    );
    return filterInTurns(
      rows,
      (row) => !ids.has(row.workoutId) && !named.has(sameWorkoutKey(row.name, row.completedAt)),
    );
  };

  /** Refuses a file that would take the history over HISTORY_MAX_ENTRIES; the preview says so too. */
  const withinCap = async (reader: Pick<Database, "select" | "insert">, fresh: number) => {
    if (fresh === 0) return;
    const entries = await countHistory(reader, userId);
    if (entries + fresh > HISTORY_MAX_ENTRIES)
      throw sayingError("HISTORY_FULL", 409, {
        code: "HISTORY_FULL",
        params: { entries, adding: fresh, max: HISTORY_MAX_ENTRIES },
      });
  };

  // The preview's answer, and for an import a first check: a file over the cap is refused before anything is written.
  const fresh = await newRows(db);
  await withinCap(db, fresh.length);
  const imported =
    dryRun || fresh.length === 0
      ? fresh.length
      : await stageAndPublish(db, userId, fresh, async (tx, count) => {
          await withinCap(tx, count);
          // The new custom exercises the published rows name (ADR 0091), in the same transaction.
          await insertImportedCustomExercises(
            tx,
            userId,
            customs.fresh.map(({ id, name, kind }) => ({
              id,
              name,
              kind,
              primaryMuscles: [],
              secondaryMuscles: [],
              kit: [],
            })),
            CUSTOM_EXERCISE_LIMITS.perUser,
          );
        });

  // The summary, in turns too: on a busy machine this walk over every set held the event loop for tens of ms.
  const days = (await mapInTurns(parsed.workouts, (workout) => workout.start.date)).sort();
  let sets = 0;
  await mapInTurns(parsed.workouts, (workout) => {
    for (const exercise of workout.exercises.values())
      for (const set of exercise.sets) if (set.type !== "warmup") sets++;
  });
  return {
    dryRun,
    format: parsed.format,
    unit: parsed.unit,
    workouts: rows.length,
    imported,
    duplicates: rows.length - imported,
    sets,
    warmupSets: parsed.warmupSets,
    dateRange: days.length > 0 ? { from: days[0] as string, to: days[days.length - 1] as string } : null,
    exercises: {
      mapped: [...names]
        .filter(([name, as]) => as !== undefined && name !== "")
        .map(([name, as]) => ({ name, as: as as string })),
      custom: [...names].filter(([, as]) => as === undefined).map(([name]) => name),
      createdCustom: imported > 0 ? customs.fresh.map((custom) => custom.name) : [],
      overCustomLimit: customs.overLimit,
    },
    problems: parsed.problems.slice(0, HISTORY_IMPORT_MAX_PROBLEMS),
    problemCount: parsed.problems.length,
  };
}

/**
 * Writes the new workouts into the history under a new, unpublished import batch (ADR 0100), STAGE_CHUNK per
 * statement with a turn of the event loop between, then publishes them in one short transaction: under the user's
 * lock it drops what the history got meanwhile, checks the cap again (another import, on this instance or another,
 * may have added workouts) and sets the batch's published_at, one row. Until that commit nothing of the import is
 * visible; if it fails, the batch and its workouts are deleted (those of an import that died are deleted by the
 * user's next one). Answers how many were added.
 */
async function stageAndPublish(
  db: Database,
  userId: string,
  rows: ImportedWorkoutRow[],
  /** Checks the cap again and writes what must commit with the rows (the new custom exercises). */
  withinCap: (tx: Database, fresh: number) => Promise<void>,
): Promise<number> {
  for (const dead of await deadBatches(db, userId, new Date(Date.now() - DEAD_BATCH_MS)))
    await dropBatch(db, userId, dead);
  const batchId = randomUUID();
  await openBatch(db, userId, batchId);
  try {
    for (let at = 0; at < rows.length; at += STAGE_CHUNK) {
      const chunk = rows.slice(at, at + STAGE_CHUNK);
      // Each chunk starts on a turn of the event loop of its own (inUserTurn), so requests that arrived meanwhile are
      // read and queue their statements before it.
      await inUserTurn(userId, () => stageImportedWorkouts(db, batchId, chunk));
    }
    return await db.transaction(async (tx) => {
      // Two imports of one user (or two instances) publish one after the other, so the cap holds.
      await lockUser(tx, userId);
      const added = await settleBatch(tx, userId, batchId);
      await withinCap(tx, added);
      await publishBatch(tx, batchId);
      return added;
    });
  } catch (error) {
    // Best effort: if this fails too, the workouts stay invisible and the next import deletes them.
    await dropBatch(db, userId, batchId).catch(() => undefined);
    throw error;
  }
}

function sameWorkoutKey(name: string, completedAt: Date): string {
  return `${Math.floor(completedAt.getTime() / 1000)}\n${name}`;
}

/** Every exercise name in the file → the catalogue name stored for it, or undefined to keep it as written. */
function exerciseNames(workouts: ImportedWorkout[], language: "en" | "es"): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  for (const workout of workouts)
    for (const name of workout.exercises.keys())
      if (!names.has(name)) names.set(name, catalogueExerciseFor(name)?.name[language]);
  return names;
}

/** Same title at the same second from the same app: the same workout, whatever file it came in. */
function importId(format: string, start: Date, title: string): string {
  const hash = createHash("sha256").update(`${format}\n${start.toISOString()}\n${title}`).digest("hex");
  return `import-${hash.slice(0, 32)}`;
}

function toRow(
  userId: string,
  format: string,
  workout: ImportedWorkout,
  timeZone: string,
  names: Map<string, string | undefined>,
  customs: ImportCustoms,
): ImportedWorkoutRow & { workoutId: string; completedAt: Date } {
  const start = new Date(
    instantOf({ date: workout.start.date, minutes: workout.start.minutes }, timeZone).getTime() +
      workout.start.seconds * 1000,
  );
  // An exercise the file names only in a note row, with no set, is not an exercise done.
  const exercises = [...workout.exercises.values()]
    .filter((exercise) => exercise.sets.length > 0)
    .map((exercise) => {
      const row = toExerciseRow(exercise, names.get(exercise.name));
      const custom = row.custom ? customs.byKey.get(customNameKey(exercise.name)) : undefined;
      return custom ? withCustomFacts(row, [custom]) : row;
    });
  return {
    userId,
    workoutId: importId(format, start, workout.title),
    name: workout.title,
    description: "",
    type: workoutType(workout),
    intensity: "Medium",
    duration: Math.min(1440, workout.duration ?? UNKNOWN_DURATION_MINUTES),
    date: workout.start.date,
    exercises,
    notes: workout.notes || null,
    // The start, as both apps write it: this app's export writes completed_at in the same column (ADR 0044).
    completedAt: start,
    status: "completed",
  };
}

/** `catalogueName` undefined: the file's own name is kept, flagged `custom` (ADR 0060). */
function toExerciseRow(exercise: ImportedExercise, catalogueName: string | undefined): CompletedExerciseRow {
  return {
    name: catalogueName ?? exercise.name,
    ...(catalogueName === undefined ? { custom: true } : {}),
    sets: exercise.sets.length,
    reps: repsText(exercise),
    notes: exercise.notes,
    ...(exercise.group ? { group: exercise.group } : {}),
    loggedSets: exercise.sets.map((set) => ({
      reps: set.reps,
      weight: set.weight,
      seconds: set.seconds,
      // Only what the file says: a set without a distance, effort, type or note of its own carries no such key.
      ...(set.distance !== null ? { distance: set.distance } : {}),
      ...(set.rpe !== null ? { rpe: set.rpe } : {}),
      ...(set.rir !== null ? { rir: set.rir } : {}),
      ...(set.type !== null ? { type: set.type } : {}),
      ...(set.note ? { note: set.note } : {}),
    })),
  };
}

/** "10", a range "8-10", for distance sets "2.5 km", for timed sets "45 seconds": the text beside the sets. */
function repsText(exercise: ImportedExercise): string {
  // The work sets say what was done; an exercise of warm-ups only is read from them.
  const work = exercise.sets.filter((set) => set.type !== "warmup");
  const sets = work.length > 0 ? work : exercise.sets;
  const span = (values: number[]) => {
    // reduce, not Math.min(...): one exercise of a hand-made file may hold more sets than a call takes arguments.
    const low = values.reduce((a, b) => Math.min(a, b));
    const high = values.reduce((a, b) => Math.max(a, b));
    return low === high ? String(low) : `${low}-${high}`;
  };
  const reps = sets.flatMap((set) => (set.reps === null ? [] : [set.reps]));
  if (reps.length > 0) return span(reps);
  const distances = sets.flatMap((set) => (set.distance === null ? [] : [set.distance]));
  if (distances.length > 0) {
    const total = distances.reduce((a, b) => a + b);
    return total >= 1000 ? `${Math.round(total / 10) / 100} km` : `${Math.round(total)} m`;
  }
  const seconds = sets.flatMap((set) => (set.seconds === null ? [] : [set.seconds]));
  return seconds.length > 0 ? `${span(seconds)} seconds` : "";
}

function workoutType(workout: ImportedWorkout): WorkoutType {
  const sets = [...workout.exercises.values()].flatMap((exercise) => exercise.sets);
  if (sets.some((set) => set.weight !== null)) return "Weight Training";
  if (sets.length > 0 && sets.every((set) => set.reps === null)) return "Cardio";
  return "Bodyweight";
}
