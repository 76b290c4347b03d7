import { Decoder, Stream } from "@garmin/fitsdk";
import { AppError, sayingError } from "../../lib/errors";

// Reads what the import keeps of a watch's FIT activity (ADR 0080): when it ran, how long, heart rate and calories.
// Refuses, with a typed 400, a file that is not FIT, one whose checksums fail (damaged in transit), and one with no
// activity session (a course, a planned workout, settings). Runs in the FIT worker for large files (fit-reader.ts).

export interface FitActivity {
  /** Epoch milliseconds. */
  startMs: number;
  /** Whole seconds from start to end. */
  elapsed: number;
  /** Seconds the timer ran (pauses left out). */
  timer: number;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  calories: number | null;
  /** Metres, when the watch measured any. */
  distance: number | null;
  /** The FIT profile's sport name of the first session ("running", "training", …). */
  sport: string;
}

/** Sessions one file may hold (a triathlon has five with transitions); more is not an activity from a watch. */
const MAX_SESSIONS = 20;

const invalid = () => sayingError("INVALID_FIT", 400, { code: "INVALID_FIT", params: {} });
const corrupt = () => sayingError("FIT_CORRUPT", 400, { code: "FIT_CORRUPT", params: {} });
const notActivity = () => sayingError("FIT_NOT_ACTIVITY", 400, { code: "FIT_NOT_ACTIVITY", params: {} });

interface SessionMesg {
  startTime?: Date;
  timestamp?: Date;
  totalElapsedTime?: number;
  totalTimerTime?: number;
  avgHeartRate?: number;
  maxHeartRate?: number;
  totalCalories?: number;
  totalDistance?: number;
  sport?: string | number;
}

const positive = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

const heartRate = (value: unknown): number | null => {
  const bpm = positive(value);
  return bpm !== null && bpm <= 255 ? Math.round(bpm) : null;
};

/** The sessions summed into one activity: the whole span, the time-weighted mean heart rate, the summed calories. */
function summarise(sessions: readonly SessionMesg[]): FitActivity {
  let startMs = Number.POSITIVE_INFINITY;
  let endMs = Number.NEGATIVE_INFINITY;
  let timer = 0;
  let beats = 0;
  let beatSeconds = 0;
  let maxHeartRate: number | null = null;
  let calories: number | null = null;
  let distance: number | null = null;
  for (const session of sessions) {
    const start = session.startTime instanceof Date ? session.startTime.getTime() : Number.NaN;
    const elapsed = positive(session.totalElapsedTime) ?? 0;
    const end = session.timestamp instanceof Date ? session.timestamp.getTime() : start + elapsed * 1000;
    if (!Number.isFinite(start) || !Number.isFinite(end)) throw notActivity();
    startMs = Math.min(startMs, start);
    endMs = Math.max(endMs, end, start + elapsed * 1000);
    const seconds = positive(session.totalTimerTime) ?? elapsed;
    timer += seconds;
    const avg = heartRate(session.avgHeartRate);
    if (avg !== null) {
      beats += avg * Math.max(1, seconds);
      beatSeconds += Math.max(1, seconds);
    }
    const max = heartRate(session.maxHeartRate);
    if (max !== null) maxHeartRate = Math.max(maxHeartRate ?? 0, max);
    const kcal = positive(session.totalCalories);
    if (kcal !== null) calories = (calories ?? 0) + Math.round(kcal);
    const metres = positive(session.totalDistance);
    if (metres !== null) distance = (distance ?? 0) + metres;
  }
  const avgHeartRate = beatSeconds > 0 ? Math.round(beats / beatSeconds) : null;
  const elapsed = Math.max(1, Math.round((endMs - startMs) / 1000));
  return {
    startMs,
    elapsed,
    timer: Math.max(1, Math.min(elapsed, Math.round(timer))),
    avgHeartRate,
    // A watch's maximum is never below its mean; a file that says so keeps the mean as both.
    maxHeartRate:
      maxHeartRate !== null && avgHeartRate !== null ? Math.max(maxHeartRate, avgHeartRate) : maxHeartRate,
    calories: calories === null ? null : Math.min(calories, 20_000),
    distance,
    sport: typeof sessions[0]?.sport === "string" ? sessions[0].sport : "generic",
  };
}

export function decodeFitActivity(bytes: Uint8Array): FitActivity {
  const stream = Stream.fromByteArray(bytes);
  if (!Decoder.isFIT(stream)) throw invalid();
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  if (!decoder.checkIntegrity()) throw corrupt();
  let messages: ReturnType<Decoder["read"]>["messages"];
  try {
    const result = new Decoder(Stream.fromByteArray(bytes)).read({
      includeUnknownData: false,
      mergeHeartRates: false,
    });
    if (result.errors.length > 0) throw corrupt();
    messages = result.messages;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw corrupt();
  }
  const fileType = messages.fileIdMesgs?.[0]?.type;
  const sessions = (messages.sessionMesgs ?? []) as SessionMesg[];
  if (
    (fileType !== undefined && fileType !== "activity") ||
    sessions.length === 0 ||
    sessions.length > MAX_SESSIONS
  )
    throw notActivity();
  return summarise(sessions);
}
