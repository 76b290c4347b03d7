import Papa from "papaparse";
import type { TWeightUnit } from "../../../contracts/history-import";

// The two export layouts the history import reads (ADR 0046), recognised by their header line.

/** Strong's columns, in its order (also this app's own export, ADR 0044). */
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
/** What a Strong file cannot do without; older exports lack Duration and carry "Weight Unit" and "Distance Unit". */
const STRONG_REQUIRED = ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps"];

/** Hevy's columns; the weight and distance columns are named after the unit the export was made in. */
const HEVY_REQUIRED = ["title", "start_time", "exercise_title", "set_index", "set_type", "reps"];

export type Layout =
  | { format: "strong"; delimiter: "," | ";"; columns: string[] }
  | { format: "hevy"; delimiter: ","; columns: string[]; weightUnit: TWeightUnit; weightColumn: string };

export const EXPECTED_LAYOUTS =
  `Expected a Strong export (first line ${STRONG_COLUMNS.join(",")}, with commas or semicolons) or a Hevy ` +
  'export (first line "title","start_time","end_time",…,"weight_kg" or "weight_lbs",…).';

function headerCells(firstLine: string, delimiter: string): string[] {
  const parsed = Papa.parse<string[]>(firstLine, { delimiter, header: false });
  return (parsed.data[0] ?? []).map((cell) => cell.trim());
}

/** The layout a file's first line names, or undefined when it is neither Strong's nor Hevy's. */
export function detectLayout(firstLine: string): Layout | undefined {
  for (const delimiter of [";", ","] as const) {
    const columns = headerCells(firstLine, delimiter);
    if (STRONG_REQUIRED.every((name) => columns.includes(name)))
      return { format: "strong", delimiter, columns };
  }
  const columns = headerCells(firstLine, ",");
  if (!HEVY_REQUIRED.every((name) => columns.includes(name))) return undefined;
  if (columns.includes("weight_kg"))
    return { format: "hevy", delimiter: ",", columns, weightUnit: "kg", weightColumn: "weight_kg" };
  if (columns.includes("weight_lbs"))
    return { format: "hevy", delimiter: ",", columns, weightUnit: "lb", weightColumn: "weight_lbs" };
  return undefined;
}
