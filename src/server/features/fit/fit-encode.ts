import { Encoder, Profile, Utils } from "@garmin/fitsdk";
import type { FitLayout } from "#domain/fit/activity-layout";

// A laid-out workout (domain/fit/activity-layout.ts) as a FIT activity file, written with Garmin's own SDK (ADR
// 0080). The messages follow the SDK cookbook's activity file: file_id, a timer start event, a record at the start
// and the end, the sets, the laps, a timer stop event, the session and the activity. Exercise names travel twice:
// as the profile's category and name numbers on each set (what Garmin Connect shows), and as an exercise_title per
// exercise (our name, for exercises the profile has no number for).

export interface FitFigures {
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  calories: number | null;
}

export interface EncodeInput {
  layout: FitLayout;
  startMs: number;
  /** Active minutes, when shorter than the elapsed time (the player's pauses). */
  timerSeconds: number;
  /** Offset of the user's wall clock from UTC at the end, in minutes (activity.local_timestamp). */
  utcOffsetMinutes: number;
  figures: FitFigures;
  /** A stable number for file_id.serial_number: which workout this file is. */
  serialNumber: number;
}

const types = Profile.types as unknown as Record<string, Record<string, string> | undefined>;

/** A profile name's number within one of its enumerations (exercise names are written as numbers). */
function numberOf(enumeration: string, name: string): number | undefined {
  const table = types[enumeration];
  if (table === undefined) return undefined;
  for (const [value, label] of Object.entries(table)) if (label === name) return Number(value);
  return undefined;
}

const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

export function encodeActivity(input: EncodeInput): Uint8Array {
  const { layout, startMs, figures } = input;
  const at = (seconds: number) => new Date(startMs + seconds * 1000);
  const start = at(0);
  const end = at(layout.elapsed);
  const timer = Math.min(layout.elapsed, Math.max(1, input.timerSeconds));
  const { sport, subSport } = layout.sport;
  const encoder = new Encoder();
  const write = (mesgNum: number, mesg: Record<string, unknown>) => encoder.onMesg(mesgNum, present(mesg));
  const M = Profile.MesgNum;

  write(M.FILE_ID, {
    type: "activity",
    manufacturer: "development",
    product: 0,
    timeCreated: end,
    serialNumber: input.serialNumber,
  });
  write(M.EVENT, { timestamp: start, event: "timer", eventType: "start" });
  write(M.RECORD, { timestamp: start });
  layout.exercises.forEach((exercise, index) => {
    const subtype = exercise.fit.name && numberOf(`${exercise.fit.category}ExerciseName`, exercise.fit.name);
    write(M.EXERCISE_TITLE, {
      messageIndex: index,
      exerciseCategory: exercise.fit.category,
      exerciseName: subtype,
      wktStepName: exercise.name.slice(0, 100),
    });
  });
  layout.sets.forEach((set, index) => {
    const fit = layout.exercises[set.exerciseIndex]?.fit;
    const active = set.kind === "active";
    const subtype = fit?.name && numberOf(`${fit.category}ExerciseName`, fit.name);
    write(M.SET, {
      timestamp: at(set.start + set.duration),
      startTime: at(set.start),
      duration: set.duration,
      setType: set.kind,
      repetitions: active ? set.reps : null,
      weight: active ? set.weightKg : null,
      weightDisplayUnit: active && set.weightKg !== null ? "kilogram" : null,
      category: active && fit ? [fit.category] : null,
      categorySubtype: active && subtype !== undefined && subtype !== "" ? [subtype] : null,
      messageIndex: index,
      wktStepIndex: set.exerciseIndex,
    });
  });
  write(M.RECORD, { timestamp: end });
  layout.laps.forEach((lap, index) => {
    write(M.LAP, {
      messageIndex: index,
      timestamp: at(lap.start + lap.duration),
      startTime: at(lap.start),
      totalElapsedTime: lap.duration,
      totalTimerTime: lap.duration,
      totalDistance: lap.distance,
      event: "lap",
      eventType: "stop",
      sport,
      subSport,
    });
  });
  write(M.EVENT, { timestamp: end, event: "timer", eventType: "stopAll" });
  const distances = layout.laps.map((lap) => lap.distance ?? 0);
  const totalDistance = distances.some((d) => d > 0) ? distances.reduce((a, b) => a + b, 0) : null;
  write(M.SESSION, {
    messageIndex: 0,
    timestamp: end,
    startTime: start,
    totalElapsedTime: layout.elapsed,
    totalTimerTime: timer,
    totalDistance,
    sport,
    subSport,
    firstLapIndex: 0,
    numLaps: layout.laps.length,
    avgHeartRate: figures.avgHeartRate,
    maxHeartRate: figures.maxHeartRate,
    totalCalories: figures.calories,
    event: "session",
    eventType: "stop",
  });
  write(M.ACTIVITY, {
    timestamp: end,
    totalTimerTime: timer,
    numSessions: 1,
    type: "manual",
    event: "activity",
    eventType: "stop",
    // FIT's local timestamp is the wall clock counted as if it were UTC, in seconds since the FIT epoch.
    localTimestamp: Utils.convertDateToDateTime(new Date(end.getTime() + input.utcOffsetMinutes * 60_000)),
  });
  return encoder.close();
}
