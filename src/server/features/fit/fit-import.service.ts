import { createHash } from "node:crypto";
import type { TFitImportResult } from "#contracts/fit";
import { HISTORY_MAX_ENTRIES } from "#contracts/history-import";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { sayingError } from "../../lib/errors";
import { getSettings } from "../settings";
import { lockUserRow } from "../workouts";
import {
  attachFigures,
  countHistory,
  type HistoryRow,
  insertDoneWorkout,
  readByWorkoutId,
  readDoneWorkoutsOn,
} from "./fit.repository";
import type { FitActivity } from "./fit-decode";
import { readFitActivity } from "./fit-reader";

// POST /api/history/import.fit (ADR 0080): a watch's activity joins the history. Its figures (duration, heart rate,
// calories) go to the done workout of the same day whose time overlaps it most; with none, it becomes a cardio
// workout of its own. One transaction under the user's lock: the file is either wholly in the history or not at all,
// and a second upload of the same file finds the workout it made the first time.

/** Sport names of the FIT profile → the name of the workout an activity creates, in the user's language. */
const SPORT_NAMES: Readonly<Record<string, { en: string; es: string }>> = {
  running: { en: "Run", es: "Carrera" },
  cycling: { en: "Ride", es: "Ciclismo" },
  walking: { en: "Walk", es: "Caminata" },
  swimming: { en: "Swim", es: "Natación" },
  hiking: { en: "Hike", es: "Senderismo" },
  rowing: { en: "Row", es: "Remo" },
  training: { en: "Training", es: "Entrenamiento" },
  fitnessEquipment: { en: "Cardio machine", es: "Máquina de cardio" },
};
const ACTIVITY = { en: "Activity", es: "Actividad" };

const minutes = (seconds: number) => Math.min(1440, Math.max(1, Math.round(seconds / 60)));

/** The interval a done workout covers: from when it began (or its minutes before its end) to its end. */
function span(row: HistoryRow): [number, number] {
  const end = row.completedAt.getTime();
  return [row.startedAt?.getTime() ?? end - row.duration * 60_000, end];
}

/** The done workout the activity overlaps most, on its day; undefined when it overlaps none. */
function bestMatch(rows: readonly HistoryRow[], activity: FitActivity): HistoryRow | undefined {
  const start = activity.startMs;
  const end = start + activity.elapsed * 1000;
  let best: { row: HistoryRow; overlap: number } | undefined;
  for (const row of rows) {
    const [from, to] = span(row);
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0 && (best === undefined || overlap > best.overlap)) best = { row, overlap };
  }
  return best?.row;
}

function answer(action: TFitImportResult["action"], row: HistoryRow): TFitImportResult {
  const { id, name, date, duration, avgHeartRate, maxHeartRate, calories } = row;
  return { action, workout: { id, name, date, duration, avgHeartRate, maxHeartRate, calories } };
}

export async function importFitActivity(options: {
  db: Database;
  userId: string;
  bytes: Uint8Array;
}): Promise<TFitImportResult> {
  const { db, userId, bytes } = options;
  // Decoded before the transaction: a bad file is refused without touching the database.
  const activity = await readFitActivity(bytes);
  const { timeZone, language } = await getSettings({ db, userId });
  const date = todayIn(timeZone, new Date(activity.startMs));
  const figures = {
    duration: minutes(activity.timer),
    avgHeartRate: activity.avgHeartRate,
    maxHeartRate: activity.maxHeartRate,
    calories: activity.calories,
  };
  // The file's own hash names the workout it creates, so the same file cannot add it twice (ADR 0046's unique index).
  const workoutId = `import-fit-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}`;
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const earlier = await readByWorkoutId(tx, userId, workoutId);
    if (earlier) return answer("already", earlier);
    const match = bestMatch(await readDoneWorkoutsOn(tx, userId, date), activity);
    if (match) {
      const updated = await attachFigures(tx, { userId, id: match.id, figures });
      if (!updated) throw new Error("the matched workout vanished under the user's lock");
      return answer("attached", updated);
    }
    const entries = await countHistory(tx, userId);
    if (entries >= HISTORY_MAX_ENTRIES)
      throw sayingError("HISTORY_FULL", 409, {
        code: "HISTORY_FULL",
        params: { entries, adding: 1, max: HISTORY_MAX_ENTRIES },
      });
    const name = (SPORT_NAMES[activity.sport] ?? ACTIVITY)[language === "es" ? "es" : "en"];
    const created = await insertDoneWorkout(tx, {
      userId,
      workoutId,
      name,
      description: "",
      type: "Cardio",
      // A watch says nothing of intensity in a form the app's three levels read; the middle one claims least.
      intensity: "Medium",
      date,
      exercises: [
        {
          name,
          sets: 1,
          reps: `${figures.duration} minutes`,
          notes: "",
          loggedSets: [{ seconds: activity.timer, distance: activity.distance }],
        },
      ],
      notes: null,
      startedAt: new Date(activity.startMs),
      completedAt: new Date(activity.startMs + activity.elapsed * 1000),
      status: "completed",
      source: "fit",
      ...figures,
    });
    return answer("created", created);
  });
}
