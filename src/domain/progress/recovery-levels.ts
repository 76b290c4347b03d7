// The recovery map's vocabulary, apart from recovery.ts so that contracts and the web app get it without the
// exercise catalogue.
import type { MuscleGroup } from "../planning/catalogue/types";

/** The groups the map shows: the anatomical ones of the catalogue (ADR 0043). */
export const RECOVERY_GROUPS = [
  "chest",
  "back",
  "shoulders",
  "biceps",
  "triceps",
  "core",
  "glutes",
  "quads",
  "hamstrings",
  "calves",
  "hips",
] as const satisfies readonly MuscleGroup[];
export type RecoveryGroup = (typeof RECOVERY_GROUPS)[number];

export const RECOVERY_LEVELS = ["fresh", "recovering", "recently-trained"] as const;
export type RecoveryLevel = (typeof RECOVERY_LEVELS)[number];
