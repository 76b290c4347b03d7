import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCustomExercise,
  TCustomExerciseInput,
  TCustomExerciseList,
  TCustomExercisePatch,
} from "#contracts/custom-exercises";
import { api } from "../lib/api";

// A person's own exercises (docs/api.md, "Custom exercises"). Loaded with My exercises and the exercise picker's
// "Create your own" (both lazy). A change refreshes the directory searches, which list them.

const KEY = ["exercises", "custom"] as const;

export type CustomExercise = TCustomExercise;

export function useCustomExercises() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<TCustomExerciseList>("/api/exercises/custom", { signal }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  // "exercises" prefixes the directory's searches too.
  return () => client.invalidateQueries({ queryKey: ["exercises"] });
}

export function useCreateCustomExercise() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TCustomExerciseInput) =>
      api<TCustomExercise>("/api/exercises/custom", { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateCustomExercise() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TCustomExercisePatch }) =>
      api<TCustomExercise>(`/api/exercises/custom/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: patch,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteCustomExercise() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/exercises/custom/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
