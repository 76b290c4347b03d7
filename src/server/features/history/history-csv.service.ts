import { stringify } from "csv-stringify/sync";
import type { Database } from "../../db/client";
import { getSettings } from "../settings";
import { type ExportedWorkout, readDoneWorkoutsInBatches } from "./history-csv.repository";

/**
 * Strong's CSV export columns, in its order, so apps that import Strong's file read ours too; the weight and distance
 * columns name their unit as Strong's current export does ("Weight (kg)", "Distance (meters)", ADR 0060), so a
 * metric user's 12 kg never reads as 12 lb.
 */
function columns(unit: Unit): string[] {
  return [
    "Date",
    "Workout Name",
    "Duration",
    "Exercise Name",
    "Set Order",
    unit === "metric" ? "Weight (kg)" : "Weight (lbs)",
    "Reps",
    "Distance (meters)",
    "Seconds",
    "Notes",
    "Workout Notes",
    "RPE",
    // Not Strong's: reps in reserve and the superset, which Strong's layout has no column for (ADR 0087). Readers
    // find columns by name, so the extra two at the end leave Strong's own where they were.
    "RIR",
    "Superset",
  ];
}

/** Strong's "Set Order" letters for the sets that are not work sets (ADR 0087). */
const SET_ORDER_LETTER = { warmup: "W", drop: "D", failure: "F" } as const;

const KG_PER_LB = 0.45359237;

type Cell = string | number;
type Unit = "imperial" | "metric";

/**
 * The user's done workouts as CSV text in Strong's layout (GET /api/history/export.csv), one row per logged set,
 * produced piece by piece: the history is read in batches, so memory does not grow with it.
 */
export async function exportHistoryCsv(options: { db: Database; userId: string }) {
  const { db, userId } = options;
  const settings = await getSettings({ db, userId });
  const unit: Unit = settings.measurementUnit === "metric" ? "metric" : "imperial";
  const dateOf = dateFormatter(settings.timeZone);
  async function* pieces(): AsyncGenerator<string> {
    yield stringify([columns(unit)]);
    for await (const batch of readDoneWorkoutsInBatches(db, userId)) {
      const rows = batch.flatMap((workout) => workoutRows(workout, unit, dateOf).map(safeRow));
      if (rows.length > 0) yield stringify(rows);
    }
  }
  return pieces();
}

function workoutRows(workout: ExportedWorkout, unit: Unit, dateOf: (at: Date) => string): Cell[][] {
  const date = dateOf(workout.completedAt);
  const exercises = Array.isArray(workout.exercises) ? workout.exercises : [];
  return exercises.flatMap((exercise) => {
    const logged = exercise.loggedSets ?? [];
    // Nothing logged: the plan's sets stand for what was done, with its reps when they are a plain count.
    const sets: NonNullable<typeof exercise.loggedSets> =
      logged.length > 0
        ? logged
        : Array.from({ length: exercise.sets }, () => ({
            reps: /^\d+$/.test(exercise.reps.trim()) ? Number(exercise.reps.trim()) : null,
            weight: null,
            seconds: null,
          }));
    // Work sets are numbered 1, 2, 3…; a warm-up, drop or failure set is marked by its letter instead, as Strong does.
    let number = 0;
    return sets.map((set): Cell[] => [
      date,
      workout.name,
      `${workout.duration}m`,
      exercise.name,
      set.type && set.type !== "work" ? SET_ORDER_LETTER[set.type] : ++number,
      // A set logged without a weight carries the exercise's working weight, when one sums it up.
      weightIn(unit, set.weight ?? exercise.weight ?? null),
      set.reps ?? "",
      set.distance ?? "",
      set.seconds ?? "",
      set.note || exercise.notes || "",
      workout.notes ?? "",
      set.rpe ?? "",
      set.rir ?? "",
      exercise.group ?? "",
    ]);
  });
}

/** Weights are stored in pounds; metric users read kilograms to one decimal. */
function weightIn(unit: Unit, pounds: number | null): Cell {
  if (pounds === null) return "";
  return unit === "metric" ? Math.round(pounds * KG_PER_LB * 10) / 10 : pounds;
}

/** `YYYY-MM-DD HH:MM:SS` in the user's time zone, as Strong writes its dates. */
function dateFormatter(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return (at) => {
    const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };
}

/** What makes a spreadsheet read a cell as a formula (OWASP, CSV injection): =, +, -, @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, signed or not: data, which a spreadsheet reads as the number it is. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * One cell as a spreadsheet may open it (ADR 0056): text that starts like a formula gets a leading single quote, so
 * "=HYPERLINK(...)" is shown as written and never run. Numbers we write, and text that is a plain number like "-5",
 * stay as they are: they are data, and a spreadsheet cannot run them.
 */
export function spreadsheetCell(cell: Cell): Cell {
  if (typeof cell !== "string" || !FORMULA_START.test(cell) || PLAIN_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

const safeRow = (row: Cell[]): Cell[] => row.map(spreadsheetCell);
