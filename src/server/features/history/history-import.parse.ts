import Papa from "papaparse";
import type { THistoryImportProblem, TWeightUnit } from "#contracts/history-import";
import { AppError } from "../../lib/errors";
import {
  type DistanceUnit,
  detectLayout,
  distanceUnitOf,
  EXPECTED_LAYOUTS,
  type HevyLayout,
  type Layout,
  METRES_PER,
  type StrongLayout,
} from "./history-import.layouts";
import {
  dateOutOfRange,
  durationCell,
  minutesBetween,
  numberCell,
  setOutOfRange,
  type WallTime,
  wallTimeCell,
} from "./history-import.values";

// A Strong or Hevy export read row by row (papaparse's step mode: one row in memory at a time besides the grouped
// result) into workouts; rows not understood are named by line and left out (ADR 0046).

const LB_PER_KG = 1 / 0.45359237;

export interface ImportedSet {
  reps: number | null;
  /** Pounds, the stored unit. */
  weight: number | null;
  seconds: number | null;
  /** Metres. */
  distance: number | null;
  rpe: number | null;
  /** Reps in reserve, 0-5 (this app's own export, ADR 0087). */
  rir: number | null;
  /** Warm-up, drop or failure (Strong's W/D/F, Hevy's set_type); null for a work set (ADR 0087). */
  type: "warmup" | "drop" | "failure" | null;
  /** The row's note, when it says more than the exercise's note. */
  note: string;
}

export interface ImportedExercise {
  name: string;
  notes: string;
  sets: ImportedSet[];
  /** The superset it was done in (Hevy's superset_id, this app's "Superset" column). */
  group?: string;
}

export interface ImportedWorkout {
  title: string;
  start: WallTime;
  /** Minutes, when the file says. */
  duration: number | null;
  notes: string;
  /** By name, in the order first seen. */
  exercises: Map<string, ImportedExercise>;
  /** Line of the workout's first row, for messages. */
  line: number;
}

export interface ParsedExport {
  format: Layout["format"];
  unit: TWeightUnit;
  workouts: ImportedWorkout[];
  warmupSets: number;
  problems: THistoryImportProblem[];
}

type Row = (column: string | undefined) => string;

interface RowHead {
  title: string;
  start: WallTime;
  end?: WallTime | undefined;
  duration?: number | null;
  notes: string;
}

/** One data row: a set to add, a warm-up to count, an exercise's note, a row to pass over, or why it is not understood. */
type RowReading =
  | (RowHead & { kind: "set"; fields: SetFields })
  | (RowHead & { kind: "note"; exercise: string; note: string })
  | { kind: "skip" }
  | { kind: "problem"; reason: string };

interface SetFields {
  exercise: string;
  exerciseNotes: string;
  set: ImportedSet;
  group: string;
}

function pounds(value: number | null, unit: TWeightUnit): number | null {
  if (value === null || value === 0) return null;
  return unit === "kg" ? Math.round(value * LB_PER_KG * 100) / 100 : value;
}

function metres(value: number | null, unit: DistanceUnit): number | null {
  if (value === null || value === 0) return null;
  return Math.round(value * METRES_PER[unit] * 10) / 10;
}

/** The set columns both layouts share in spirit; a number that is not one is a problem. */
function readSet(
  cells: {
    weight: string;
    reps: string;
    seconds: string;
    distance: string;
    rpe: string;
    rir: string;
    note: string;
  },
  units: { weight: TWeightUnit; distance: DistanceUnit },
  type: ImportedSet["type"],
): ImportedSet | string {
  const weight = numberCell(cells.weight);
  const reps = numberCell(cells.reps);
  const seconds = numberCell(cells.seconds);
  const distance = numberCell(cells.distance);
  const rpe = numberCell(cells.rpe);
  if (weight === undefined) return `weight "${cells.weight}" is not a number`;
  if (reps === undefined) return `reps "${cells.reps}" is not a number`;
  if (seconds === undefined) return `seconds "${cells.seconds}" is not a number`;
  if (distance === undefined) return `distance "${cells.distance}" is not a number`;
  if (rpe === undefined || (rpe !== null && rpe > 10))
    return `RPE "${cells.rpe}" is not a number from 1 to 10`;
  const rir = numberCell(cells.rir);
  if (rir === undefined || (rir !== null && (rir < 0 || rir > 5 || !Number.isInteger(rir))))
    return `RIR "${cells.rir}" is not a whole number from 0 to 5`;
  // Both apps write 0 for "not logged" in some versions: a 0 kg bench press is a bodyweight set.
  const set = {
    weight: pounds(weight, units.weight),
    reps: reps === null || reps === 0 ? null : Math.round(reps),
    seconds: seconds === null || seconds === 0 ? null : Math.round(seconds),
    distance: metres(distance, units.distance),
    rpe: rpe === null || rpe === 0 ? null : rpe,
    // 0 reps in reserve is a value (a set to the limit), unlike RPE's 0.
    rir: rpe !== null && rpe !== 0 ? null : rir,
    type,
    note: cells.note.trim(),
  };
  return setOutOfRange(set) ?? set;
}

/** A whole number of seconds ("1864", "1864.0") in minutes, at least 1; null when empty or unreadable. */
function secondsAsMinutes(raw: string): number | null {
  const seconds = numberCell(raw);
  if (seconds === null || seconds === undefined || seconds === 0) return null;
  return Math.max(1, Math.round(seconds / 60));
}

/** Strong's letters in "Set Order" for the sets that are not work sets (ADR 0087). */
const STRONG_SET_TYPES: Record<string, ImportedSet["type"]> = { W: "warmup", D: "drop", F: "failure" };
/** Hevy's set_type values for the same. */
const HEVY_SET_TYPES: Record<string, ImportedSet["type"]> = {
  warmup: "warmup",
  dropset: "drop",
  failure: "failure",
};

function readStrongRow(cell: Row, layout: StrongLayout, unit: TWeightUnit): RowReading {
  const start = wallTimeCell(cell("Date"));
  if (!start) return { kind: "problem", reason: `date "${cell("Date")}" is not a date and time` };
  const exercise = cell("Exercise Name").trim();
  if (!exercise) return { kind: "problem", reason: "no exercise name" };
  const order = cell("Set Order").trim().toUpperCase();
  const head: RowHead = {
    title: cell("Workout Name").trim() || "Workout",
    start,
    duration: layout.durationInSeconds
      ? secondsAsMinutes(cell(layout.durationColumn))
      : durationCell(cell(layout.durationColumn)),
    notes: cell("Workout Notes").trim(),
  };
  // The current layout writes an exercise's note and its rest timer as rows of their own.
  if (order === "NOTE") return { ...head, kind: "note", exercise, note: cell("Notes").trim() };
  if (order === "REST TIMER") return { kind: "skip" };
  // Newer Strong versions mark warm-up, drop and failure sets with a letter instead of the set's number.
  if (!/^\d+$/.test(order) && !["W", "D", "F"].includes(order))
    return { kind: "problem", reason: `set order "${cell("Set Order")}" is not understood` };
  // Older exports name the units on each row; the current one in the header.
  const rowUnit = cell("Weight Unit").trim().toLowerCase();
  const setUnit: TWeightUnit =
    layout.weightUnit ?? (rowUnit === "kg" ? "kg" : rowUnit === "lbs" || rowUnit === "lb" ? "lb" : unit);
  // Without a unit anywhere, Strong's distance is in the app's unit system: km with kg, miles with pounds.
  const distanceUnit =
    layout.distanceUnit ?? distanceUnitOf(cell("Distance Unit")) ?? (setUnit === "kg" ? "km" : "mi");
  const set = readSet(
    {
      weight: cell(layout.weightColumn),
      reps: cell("Reps"),
      seconds: cell("Seconds"),
      distance: cell(layout.distanceColumn),
      rpe: cell("RPE"),
      rir: cell("RIR"),
      note: cell("Notes"),
    },
    { weight: setUnit, distance: distanceUnit },
    STRONG_SET_TYPES[order] ?? null,
  );
  if (typeof set === "string") return { kind: "problem", reason: set };
  return {
    ...head,
    kind: "set",
    // "Superset": this app's own export (ADR 0087); Strong writes none.
    fields: { exercise, exerciseNotes: set.note, set, group: cell("Superset").trim() },
  };
}

function readHevyRow(cell: Row, layout: HevyLayout): RowReading {
  const start = wallTimeCell(cell("start_time"));
  if (!start) return { kind: "problem", reason: `start_time "${cell("start_time")}" is not a date and time` };
  const exercise = cell("exercise_title").trim();
  if (!exercise) return { kind: "problem", reason: "no exercise_title" };
  const type = cell("set_type").trim().toLowerCase();
  if (!["", "normal", "warmup", "failure", "dropset"].includes(type))
    return { kind: "problem", reason: `set_type "${cell("set_type")}" is not understood` };
  const set = readSet(
    {
      weight: cell(layout.weightColumn),
      reps: cell("reps"),
      seconds: cell("duration_seconds"),
      distance: cell(layout.distanceColumn),
      rpe: cell("rpe"),
      rir: "",
      // Hevy's notes belong to the exercise, not the set.
      note: "",
    },
    { weight: layout.weightUnit, distance: layout.distanceUnit },
    HEVY_SET_TYPES[type] ?? null,
  );
  if (typeof set === "string") return { kind: "problem", reason: set };
  return {
    kind: "set",
    title: cell("title").trim() || "Workout",
    start,
    end: wallTimeCell(cell("end_time")),
    notes: cell("description").trim(),
    fields: {
      exercise,
      exerciseNotes: cell("exercise_notes").trim(),
      set,
      group: cell("superset_id").trim(),
    },
  };
}

function exerciseIn(workout: ImportedWorkout, name: string): ImportedExercise {
  let exercise = workout.exercises.get(name);
  if (!exercise) {
    exercise = { name, notes: "", sets: [] };
    workout.exercises.set(name, exercise);
  }
  return exercise;
}

function countNewlines(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

/** The first line, without a byte-order mark, for recognising the layout. */
function firstLineOf(text: string): string {
  const end = text.search(/\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Reads a whole export. `strongUnit` is the unit of an older Strong file's weights (it does not write it); Hevy's
 * header and the current Strong header name their own. `today` is the user's date: a row dated further from it than
 * completions may be is a problem. Throws 400 INVALID_CSV when the file is neither layout. Runs in the import's
 * worker thread (history-import.reader.ts).
 */
export function parseHistoryExport(source: string, strongUnit: TWeightUnit, today: string): ParsedExport {
  const text = source.replace(/^\uFEFF/, "");
  if (text.includes("\u0000"))
    throw new AppError("INVALID_CSV", 400, `The file is not a CSV text file. ${EXPECTED_LAYOUTS}`);
  const layout = detectLayout(firstLineOf(text));
  if (!layout)
    throw new AppError("INVALID_CSV", 400, `The file's columns are not understood. ${EXPECTED_LAYOUTS}`);
  const unit = layout.weightUnit ?? strongUnit;
  const byKey = new Map<string, ImportedWorkout>();
  const problems: THistoryImportProblem[] = [];
  let warmupSets = 0;
  let rowIndex = 0;
  let consumed = 0;
  let linesBefore = 0;

  Papa.parse<string[]>(text, {
    delimiter: layout.delimiter,
    header: false,
    skipEmptyLines: true,
    step(result) {
      // Where this row starts: the lines of the rows before, plus the empty lines skipped before it.
      const slice = text.slice(consumed, result.meta.cursor);
      const skippedLines = /^(?:[ \t]*\r?\n)*/.exec(slice)?.[0] ?? "";
      const line = linesBefore + 1 + countNewlines(skippedLines);
      linesBefore += countNewlines(slice);
      consumed = result.meta.cursor;
      if (rowIndex++ === 0) return; // the header
      const values = result.data;
      if (result.errors.length > 0) {
        problems.push({ line, reason: result.errors[0]?.message ?? "not a CSV row" });
        return;
      }
      if (values.length !== layout.columns.length) {
        problems.push({ line, reason: `${layout.columns.length} fields expected, ${values.length} found` });
        return;
      }
      const cell: Row = (column) => {
        const index = column === undefined ? -1 : layout.columns.indexOf(column);
        return index === -1 ? "" : (values[index] ?? "");
      };
      const reading =
        layout.format === "strong" ? readStrongRow(cell, layout, unit) : readHevyRow(cell, layout);
      if (reading.kind === "problem") {
        problems.push({ line, reason: reading.reason });
        return;
      }
      if (reading.kind === "skip") return;
      const outOfRange = dateOutOfRange(reading.start, today);
      if (outOfRange) {
        problems.push({ line, reason: outOfRange });
        return;
      }
      const key = `${reading.start.date} ${reading.start.minutes} ${reading.start.seconds}\n${reading.title}`;
      let workout = byKey.get(key);
      if (!workout) {
        workout = {
          title: reading.title,
          start: reading.start,
          duration: reading.end ? minutesBetween(reading.start, reading.end) : (reading.duration ?? null),
          notes: reading.notes,
          exercises: new Map(),
          line,
        };
        byKey.set(key, workout);
      }
      // Strong repeats the workout's notes on every row, but a warm-up row may carry none.
      if (!workout.notes) workout.notes = reading.notes;
      if (reading.kind === "note") {
        if (reading.note) exerciseIn(workout, reading.exercise).notes ||= reading.note;
        return;
      }
      const { exercise: name, exerciseNotes, set, group } = reading.fields;
      // Warm-ups are kept, marked: they count toward no record or progression (ADR 0087).
      if (set.type === "warmup") warmupSets++;
      const exercise = exerciseIn(workout, name);
      if (group && !exercise.group) exercise.group = group.slice(0, 20);
      // Hevy's notes are the exercise's on every row; Strong's first set's note stands for the exercise, a later
      // set's note is that set's own.
      if (!exercise.notes && (layout.format === "hevy" || exercise.sets.length === 0))
        exercise.notes = exerciseNotes;
      // A row's note that only repeats the exercise's (Strong writes it on every set) is not kept twice.
      exercise.sets.push(set.note === exercise.notes ? { ...set, note: "" } : set);
    },
  });
  return { format: layout.format, unit, workouts: [...byKey.values()], warmupSets, problems };
}
