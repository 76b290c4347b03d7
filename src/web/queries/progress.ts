import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { TExerciseProgress, TExerciseSeries, TMuscleVolume, TRecordsList } from "#contracts/progress";
import type { TSettings } from "#contracts/settings-model";
import { api } from "../lib/api";

// GET /api/progress/… (docs/api.md, "Progress"): exercises, one exercise's series, records and muscle-group volume,
// all in the user's unit. The server converts, so a change of unit refetches (the unit is part of each key).

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

export function useExerciseSeries(name: string | null, unit: string) {
  return useQuery({
    queryKey: [...PROGRESS_KEY, "series", name, unit],
    queryFn: ({ signal }) =>
      api<TExerciseSeries>(`/api/progress/exercises/${encodeURIComponent(name ?? "")}`, { signal }),
    enabled: name !== null,
  });
}

export function useRecords(unit: string) {
  return useQuery({
    queryKey: [...PROGRESS_KEY, "records", unit],
    queryFn: ({ signal }) => api<TRecordsList>("/api/progress/records", { signal }),
  });
}

export function useMuscleVolume(weeks: number, unit: string) {
  return useQuery({
    queryKey: [...PROGRESS_KEY, "muscle-volume", weeks, unit],
    queryFn: ({ signal }) => api<TMuscleVolume>(`/api/progress/muscle-volume?weeks=${weeks}`, { signal }),
  });
}

/** A workout was completed: every progress figure may have changed. */
export function invalidateProgress(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: PROGRESS_KEY });
}
