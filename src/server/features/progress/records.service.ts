import type { TMuscleVolume, TPersonalRecord, TRecordsList } from "../../../contracts/progress";
import {
  exerciseRecords,
  type HistoryExercise,
  muscleVolume,
  newPersonalRecords,
  type PersonalRecord,
} from "../../../domain/progress";
import { todayIn } from "../../../domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { getSettings } from "../settings";
import { findExerciseHistory, findExerciseHistoryBefore } from "./progress.repository";
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
  const [settings, history] = await Promise.all([
    getSettings(options),
    findExerciseHistory(options.db, options.userId),
  ]);
  const unit = settings.measurementUnit;
  return {
    unit,
    exercises: exerciseRecords(history).map((records) => ({
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
  const [settings, history] = await Promise.all([
    getSettings(options),
    findExerciseHistory(options.db, options.userId),
  ]);
  const unit = settings.measurementUnit;
  const volume = muscleVolume({
    history,
    today: todayIn(settings.timeZone, options.now),
    weeks: options.weeks,
    unit,
  });
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
