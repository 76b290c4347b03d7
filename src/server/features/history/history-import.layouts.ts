import Papa from "papaparse";
import type { TWeightUnit } from "#contracts/history-import";

// The export layouts the history import reads (ADR 0046, ADR 0060), recognised by their header line. Columns are
// found by name, so the order and the delimiter (`,` or `;`, every field quoted or not) do not matter.

/** Strong's older columns, in its order (also this app's own export before ADR 0060). */
const STRONG_COLUMNS = [
  "Date",
  "Workout Name",
  "Duration",
  "Exercise Name",
  "Set Order",
  "Weight",
  "Reps",
  "Distance",
  "Seconds",
  "Notes",
  "Workout Notes",
  "RPE",
] as const;
/**
 * What a Strong file cannot do without. Older exports lack Duration and carry "Weight Unit" and "Distance Unit";
 * the current one (6.x) names the units in the headers: "Weight (kg)" or "Weight (lbs)", "Distance (meters)",
 * "Duration (sec)", and adds "Workout #".
 */
const STRONG_REQUIRED = ["Date", "Workout Name", "Exercise Name", "Set Order", "Reps"];

/** Hevy's columns; the weight and distance columns are named after the unit the export was made in. */
const HEVY_REQUIRED = ["title", "start_time", "exercise_title", "set_index", "set_type", "reps"];

/** How a distance column counts: metres per unit. */
export const METRES_PER = { m: 1, km: 1000, mi: 1609.344 } as const;
export type DistanceUnit = keyof typeof METRES_PER;

interface Columns {
  delimiter: "," | ";";
  columns: string[];
  /** The weight column, and its unit when the header names it (else the unit asked for, or the row's). */
  weightColumn: string;
  weightUnit?: TWeightUnit | undefined;
  /** The distance column, and its unit when the header names it. */
  distanceColumn?: string | undefined;
  distanceUnit?: DistanceUnit | undefined;
}

export type StrongLayout = Columns & {
  format: "strong";
  /** "Duration" ("1h 5m") or "Duration (sec)" (a number of seconds); undefined when the file has neither. */
  durationColumn?: string | undefined;
  durationInSeconds: boolean;
};
export type HevyLayout = Columns & { format: "hevy"; weightUnit: TWeightUnit; distanceUnit: DistanceUnit };
export type Layout = StrongLayout | HevyLayout;

export const EXPECTED_LAYOUTS =
  `Expected a Strong export (first line ${STRONG_COLUMNS.join(",")}, or the newer "Workout #";"Date";…;"Weight (kg)"` +
  ' or "Weight (lbs)";…, with commas or semicolons) or a Hevy export (first line "title","start_time","end_time",…,' +
  '"weight_kg" or "weight_lbs",…).';

function headerCells(firstLine: string, delimiter: string): string[] {
  const parsed = Papa.parse<string[]>(firstLine, { delimiter, header: false });
  return (parsed.data[0] ?? []).map((cell) => cell.trim());
}

function weightUnitOf(label: string): TWeightUnit | undefined {
  const unit = label.toLowerCase();
  if (unit === "kg" || unit === "kgs") return "kg";
  if (unit === "lb" || unit === "lbs") return "lb";
  return undefined;
}

/** "meters", "km", "miles" and their spellings; undefined for anything else. */
export function distanceUnitOf(label: string): DistanceUnit | undefined {
  const unit = label.trim().toLowerCase();
  if (["m", "meter", "meters", "metre", "metres"].includes(unit)) return "m";
  if (["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"].includes(unit)) return "km";
  if (["mi", "mile", "miles"].includes(unit)) return "mi";
  return undefined;
}

/** The first column named `base` or `base (unit)`, with the unit written in brackets. */
function unitColumn(
  columns: string[],
  base: string,
): { column: string; unit: string | undefined } | undefined {
  const pattern = new RegExp(`^${base}\\s*(?:\\(([^()]+)\\))?$`, "i");
  for (const column of columns) {
    const match = pattern.exec(column);
    if (match) return { column, unit: match[1]?.trim() };
  }
  return undefined;
}

function strongLayout(delimiter: "," | ";", columns: string[]): StrongLayout | undefined {
  if (!STRONG_REQUIRED.every((name) => columns.includes(name))) return undefined;
  const weight = unitColumn(columns, "Weight");
  if (!weight) return undefined;
  const weightUnit = weight.unit === undefined ? undefined : weightUnitOf(weight.unit);
  // "Weight (stones)" or any unit we cannot read: refused rather than guessed.
  if (weight.unit !== undefined && !weightUnit) return undefined;
  const distance = unitColumn(columns, "Distance");
  const distanceUnit = distance?.unit === undefined ? undefined : distanceUnitOf(distance.unit);
  if (distance?.unit !== undefined && !distanceUnit) return undefined;
  const durationColumn = columns.find((column) =>
    /^Duration(?:\s*\((?:sec|secs|seconds|s)\))?$/i.test(column),
  );
  return {
    format: "strong",
    delimiter,
    columns,
    weightColumn: weight.column,
    weightUnit,
    distanceColumn: distance?.column,
    distanceUnit,
    durationColumn,
    durationInSeconds: durationColumn !== undefined && durationColumn !== "Duration",
  };
}

function hevyLayout(columns: string[]): HevyLayout | undefined {
  if (!HEVY_REQUIRED.every((name) => columns.includes(name))) return undefined;
  const weightColumn = columns.find((column) => column === "weight_kg" || column === "weight_lbs");
  if (!weightColumn) return undefined;
  const distanceColumn = columns.find((column) => column === "distance_km" || column === "distance_miles");
  return {
    format: "hevy",
    delimiter: ",",
    columns,
    weightColumn,
    weightUnit: weightColumn === "weight_kg" ? "kg" : "lb",
    distanceColumn,
    // A file without a distance column has no distances; its unit is then never used.
    distanceUnit: distanceColumn === "distance_miles" ? "mi" : "km",
  };
}

/** The layout a file's first line names, or undefined when it is neither Strong's nor Hevy's. */
export function detectLayout(firstLine: string): Layout | undefined {
  for (const delimiter of [";", ","] as const) {
    const layout = strongLayout(delimiter, headerCells(firstLine, delimiter));
    if (layout) return layout;
  }
  return hevyLayout(headerCells(firstLine, ","));
}
