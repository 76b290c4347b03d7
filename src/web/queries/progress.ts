import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { TExerciseProgress } from "../../contracts/progress";
import type { TSettings } from "../../contracts/settings-model";
import { api } from "../lib/api";

// GET /api/progress/exercises (docs/api.md, "Progress"): each exercise's last performance, best set and volume, in
// the user's unit. The unit is part of the key: after a switch of units the numbers are asked for again.

export type ExerciseProgress = TExerciseProgress;

export const PROGRESS_KEY = ["progress"] as const;

export function exerciseProgressQuery(unit: TSettings["measurementUnit"]) {
  return queryOptions({
    queryKey: [...PROGRESS_KEY, "exercises", unit],
    queryFn: ({ signal }) => api<ExerciseProgress[]>("/api/progress/exercises", { signal }),
    // Read fresh each time the player opens (one request per opening); it is not shown anywhere that polls.
    staleTime: 0,
  });
}

export function useExerciseProgress(unit: TSettings["measurementUnit"]) {
  return useQuery(exerciseProgressQuery(unit));
}

/** A workout was completed: every exercise's last performance may have changed. */
export function invalidateProgress(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: PROGRESS_KEY });
}
