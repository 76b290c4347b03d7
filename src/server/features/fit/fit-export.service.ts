import { createHash } from "node:crypto";
import { layoutActivity } from "#domain/fit/activity-layout";
import { wallClockAt } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { getSettings } from "../settings";
import { type HistoryRow, readDoneWorkout } from "./fit.repository";
import { encodeActivity } from "./fit-encode";

// GET /api/history/:id/fit: one done workout as a FIT activity file (ADR 0080).

export interface FitFile {
  name: string;
  bytes: Uint8Array;
}

/** Where the workout sits on the time line: from when it began (or its minutes before the end) to its end. */
function timeLine(row: HistoryRow): { startMs: number; endMs: number } {
  const endMs = row.completedAt.getTime();
  const startMs = row.startedAt?.getTime() ?? endMs - row.duration * 60_000;
  return { startMs: Math.min(startMs, endMs), endMs };
}

/** Minutes between the user's wall clock and UTC at an instant. */
function utcOffsetMinutes(at: Date, timeZone: string): number {
  const wall = wallClockAt(at, timeZone);
  const wallAsUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000;
  const utcMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallAsUtc - utcMinute) / 60_000);
}

const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "workout";

/** The file of one history row (a done workout). */
export function fitFileOf(row: HistoryRow, timeZone: string): FitFile {
  const { startMs, endMs } = timeLine(row);
  const layout = layoutActivity({
    type: row.type,
    startMs,
    endMs,
    exercises: Array.isArray(row.exercises) ? row.exercises : [],
  });
  const bytes = encodeActivity({
    layout,
    startMs,
    timerSeconds: row.duration * 60,
    utcOffsetMinutes: utcOffsetMinutes(row.completedAt, timeZone),
    figures: { avgHeartRate: row.avgHeartRate, maxHeartRate: row.maxHeartRate, calories: row.calories },
    // file_id's serial number tells one file from another for the tools that read it: a stable 32-bit hash of the id.
    serialNumber: createHash("sha256").update(row.id).digest().readUInt32BE(0) || 1,
  });
  return { name: `custom-fit-${row.date}-${slug(row.name)}-${row.id.slice(0, 8)}.fit`, bytes };
}

export async function exportWorkoutFit(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<FitFile> {
  const { db, userId, id } = options;
  const row = await readDoneWorkout(db, userId, id);
  if (row === undefined) throw notFound("No done workout with this id in your history.");
  const { timeZone } = await getSettings({ db, userId });
  return fitFileOf(row, timeZone);
}
