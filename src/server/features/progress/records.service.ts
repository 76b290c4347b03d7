import type { TMuscleVolume, TPersonalRecord, TRecordsList } from "#contracts/progress";
import {
  type HistoryExercise,
  muscleVolume,
  newPersonalRecords,
  type PersonalRecord,
  recordsFold,
  weekStart,
} from "#domain/progress";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { getSettings } from "../settings";
import {
  completedInBatches,
  findExerciseHistoryBefore,
  findExerciseHistoryFrom,
} from "./progress.repository";
import { figureIn, type Unit, weightIn } from "./progress-units";

// Personal records and muscle-group volume (ADR 0048), in the user's unit.

interface Options {
  db: Database;
  userId: string;
}

export function recordIn(record: PersonalRecord, unit: Unit): TPersonalRecord {
  return {
    exercise: record.exercise,
    kind: record.kind,
    unit,
    weight: weightIn(record.weight, unit),
    reps: record.reps,
    e1rm: figureIn(record.e1rm, unit),
    previous:
      record.kind === "reps"
        ? record.previous
        : record.kind === "weight"
          ? weightIn(record.previous, unit)
          : figureIn(record.previous, unit),
  };
}

/**
 * The records one completed history entry set against everything completed before it, in pounds. Read again for a
 * repeated completion, it gives the same answer as long as nothing was logged earlier in between. Pass the
 * completion's transaction as `db`.
 */
export async function recordsOfCompletion(
  db: Database,
  userId: string,
  entry: { id: string; date: string; completedAt: string; exercises: readonly HistoryExercise[] },
): Promise<PersonalRecord[]> {
  const history = await findExerciseHistoryBefore(db, userId, {
    id: entry.id,
    date: entry.date,
    completedAt: new Date(entry.completedAt),
  });
  return newPersonalRecords({ history, completed: entry.exercises });
}

/** GET /api/progress/records */
export async function listRecords(options: Options): Promise<TRecordsList> {
  const settings = await getSettings(options);
  // Folded batch by batch as the history is read (ADR 0056): no step's work or memory grows with the history.
  const fold = recordsFold();
  for await (const batch of completedInBatches(options.db, options.userId)) fold.add(batch);
  const unit = settings.measurementUnit;
  return {
    unit,
    exercises: fold.result().map((records) => ({
      exercise: records.exercise,
      heaviest: {
        weight: weightIn(records.heaviest.weight, unit),
        reps: records.heaviest.reps,
        date: records.heaviest.date,
      },
      bestE1rm: {
        e1rm: figureIn(records.bestE1rm.e1rm, unit),
        weight: weightIn(records.bestE1rm.weight, unit),
        reps: records.bestE1rm.reps,
        date: records.bestE1rm.date,
      },
      repsAtWeight: records.repsAtWeight.map((set) => ({
        weight: weightIn(set.weight, unit),
        reps: set.reps,
        date: set.date,
      })),
    })),
  };
}

/** GET /api/progress/muscle-volume; "this week" is the user's own. */
export async function getMuscleVolume(
  options: Options & { weeks: number; now: Date },
): Promise<TMuscleVolume> {
  const settings = await getSettings(options);
  const today = todayIn(settings.timeZone, options.now);
  // Only the weeks shown count: an indexed read of those weeks, whatever the length of the history (ADR 0056).
  const from = addDays(weekStart(today), -7 * (options.weeks - 1));
  const history = await findExerciseHistoryFrom(options.db, options.userId, from);
  const unit = settings.measurementUnit;
  const volume = muscleVolume({ history, today, weeks: options.weeks, unit });
  return {
    unit,
    weekStarts: volume.weekStarts,
    muscles: volume.muscles.map(({ muscle, volumes }) => ({
      muscle,
      // In the user's unit already; rounded once, on the page.
      volumes,
    })),
  };
}
