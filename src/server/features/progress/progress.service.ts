import type { TExerciseProgress, TExerciseSeries } from "#contracts/progress";
import {
  type ExerciseSet,
  exerciseSeries,
  exerciseSummariesOf,
  type TopSet,
  volumeWindowStart,
} from "#domain/progress";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { getSettings } from "../settings";
import { findExerciseBests, findExerciseSessions } from "./exercise-progress.repository";
import { findExerciseHistoryFrom } from "./progress.repository";
import { figureIn, type Unit, weightIn } from "./progress-units";

interface Options {
  db: Database;
  userId: string;
}

const setIn = (set: ExerciseSet, unit: Unit) => ({
  reps: set.reps,
  weight: set.weight === null ? null : weightIn(set.weight, unit),
  seconds: set.seconds,
});
const topSetIn = (set: TopSet | null, unit: Unit) =>
  set === null ? null : { weight: weightIn(set.weight, unit), reps: set.reps };
const figureOrNull = (pounds: number | null, unit: Unit) => (pounds === null ? null : figureIn(pounds, unit));

/** Every exercise the user has completed, the most recently done first; "this week" is the user's own. */
export async function listExerciseProgress(options: Options & { now: Date }): Promise<TExerciseProgress[]> {
  const settings = await getSettings(options);
  const unit = settings.measurementUnit;
  const today = todayIn(settings.timeZone, options.now);
  // Bounded reads (ADR 0062): all-time bests aggregated by the database, and only the weeks the volume shows.
  const [bests, recent] = await Promise.all([
    findExerciseBests(options.db, options.userId),
    findExerciseHistoryFrom(options.db, options.userId, volumeWindowStart(today)),
  ]);
  return exerciseSummariesOf({ bests, recent, today }).map((summary) => ({
    exercise: summary.name,
    unit,
    lastPerformedAt: summary.lastPerformedAt,
    lastSets: summary.lastSets.map((set) => setIn(set, unit)),
    bestSet: topSetIn(summary.bestSet, unit),
    e1rm: figureOrNull(summary.e1rm, unit),
    weeklyVolume: summary.weeklyVolume.map((week) => ({
      weekStart: week.weekStart,
      volume: figureIn(week.volume, unit),
    })),
  }));
}

/** One exercise over time; 404 when the user never completed an exercise of that name. */
export async function getExerciseSeries(options: Options & { name: string }): Promise<TExerciseSeries> {
  const [settings, history] = await Promise.all([
    getSettings(options),
    // Only the entries that hold this exercise, and only its part of each (ADR 0062).
    findExerciseSessions(options.db, options.userId, options.name),
  ]);
  const series = exerciseSeries(history, options.name);
  if (!series) throw notFound("No completed workout has this exercise yet.");
  const unit = settings.measurementUnit;
  return {
    exercise: series.name,
    unit,
    points: series.points.map((point) => ({
      date: point.date,
      topSet: topSetIn(point.topSet, unit),
      e1rm: figureOrNull(point.e1rm, unit),
      volume: figureIn(point.volume, unit),
    })),
  };
}
