// POST /api/history/import (ADR 0046): the body is a Strong or Hevy CSV export itself (text/csv), at
// most HISTORY_IMPORT_MAX_BYTES. `dryRun=1` answers the preview and writes nothing; `unit` is the weight unit of a
// Strong file (Strong writes the app's unit without naming it; Hevy names it in its header). No zod here: the web's
// import dialog reads these constants and types (the query's schema is in history-import-query.ts).

export const HISTORY_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Workouts one file may take (over 25 years of daily training): more would keep one transaction open for long. */
export const HISTORY_IMPORT_MAX_WORKOUTS = 10_000;
/**
 * History entries (done or skipped) one user may have, imports included: two workouts a day for the five years an
 * import may reach back (3,652) with room to spare. It bounds what progress, records and exports read (ADR 0056).
 */
export const HISTORY_MAX_ENTRIES = 5_000;
/** Problems listed one by one in an answer; `problemCount` counts them all. */
export const HISTORY_IMPORT_MAX_PROBLEMS = 20;
export const HISTORY_IMPORT_FORMATS = ["strong", "hevy"] as const;
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type TWeightUnit = (typeof WEIGHT_UNITS)[number];

export interface THistoryImportProblem {
  /** 1-based line of the file where the row starts. */
  line: number;
  reason: string;
}

export interface THistoryImportResult {
  dryRun: boolean;
  format: (typeof HISTORY_IMPORT_FORMATS)[number];
  /** The unit the file's weights were read in. */
  unit: TWeightUnit;
  /** Workouts in the file (rows understood, grouped by start time and title). */
  workouts: number;
  /** Workouts new to this history: imported, or that an import would add (dry run). */
  imported: number;
  /** Workouts already in the history (an earlier import, an overlapping export, or this app's own export). */
  duplicates: number;
  /** Work sets read (warm-ups not counted). */
  sets: number;
  /** Warm-up sets, kept and marked as warm-ups: they count toward no record or progression (ADR 0087). */
  warmupSets: number;
  /** First and last workout day (YYYY-MM-DD, in the user's time zone); null when nothing was read. */
  dateRange: { from: string; to: string } | null;
  exercises: {
    /** Names found in the catalogue: as written in the file, and the catalogue name stored. */
    mapped: { name: string; as: string }[];
    /** Names kept as they are, as custom exercises. */
    custom: string[];
    /** Of those, the user's new custom exercises this import created (ADR 0091), or would create (dry run). */
    createdCustom: string[];
    /** Names past the per-user cap of custom exercises: kept as free text only. */
    overCustomLimit: string[];
  };
  /** Rows not understood (at most HISTORY_IMPORT_MAX_PROBLEMS); they are left out, the rest is imported. */
  problems: THistoryImportProblem[];
  problemCount: number;
}
