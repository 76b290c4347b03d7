import { type QueryClient, useQuery } from "@tanstack/react-query";
import type {
  TExerciseProgress,
  TExerciseSeries,
  TMuscleVolume,
  TRecordsList,
} from "../../contracts/progress";
import { api } from "../lib/api";

// GET /api/progress/… (docs/api.md, "Progress"): exercises, one exercise's series, records and muscle-group volume,
// all in the user's unit. The server converts, so a change of unit refetches (the unit is part of each key).

export const PROGRESS_KEY = ["progress"] as const;

export function useExerciseProgress(unit: string) {
  return useQuery({
    queryKey: [...PROGRESS_KEY, "exercises", unit],
    queryFn: ({ signal }) => api<TExerciseProgress[]>("/api/progress/exercises", { signal }),
  });
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
