import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TExerciseSearchResponse, TSwapCandidate, TSwapCandidates } from "#contracts/exercises";
import { api } from "../lib/api";
import { WORKOUTS_KEY, type Workout } from "./workouts";

// The exercise directory and swaps (docs/api.md, "Exercises"). Loaded only with the swap dialog and the exercise
// picker (lazy), never by the signed-in shell.

export type SwapCandidate = TSwapCandidate;

export interface ExerciseSearch {
  q: string;
  muscle: string;
  equipment: string;
}

/** GET /api/exercises in the user's language, only what they can do, at most 30 at a time. */
export function useExerciseSearch(search: ExerciseSearch) {
  const params = new URLSearchParams({ allowed: "true", limit: "30" });
  if (search.q.trim() !== "") params.set("q", search.q.trim().slice(0, 60));
  if (search.muscle !== "") params.set("muscle", search.muscle);
  if (search.equipment !== "") params.set("equipment", search.equipment);
  return useQuery({
    queryKey: ["exercises", params.toString()],
    queryFn: ({ signal }) => api<TExerciseSearchResponse>(`/api/exercises?${params}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

const swapsPath = (workoutId: string, index: number) =>
  `/api/workouts/${encodeURIComponent(workoutId)}/exercises/${index}`;

export function useSwapCandidates(workoutId: string, index: number) {
  return useQuery({
    queryKey: ["workouts", workoutId, "swaps", index],
    queryFn: ({ signal }) => api<TSwapCandidates>(`${swapsPath(workoutId, index)}/swaps`, { signal }),
  });
}

/**
 * Applies a swap. The list shows the new exercise at once (sets and reps kept, no target until the server's answer
 * brings the one from its history); a refusal puts the old list back. `after` runs even when the dialog that asked
 * has closed (a `mutate` call's own callbacks would not).
 */
export function useSwapExercise(after: {
  onSwapped?: (workout: Workout, candidate: SwapCandidate) => void;
  onRefused?: (error: unknown) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      workoutId,
      index,
      candidate,
    }: {
      workoutId: string;
      index: number;
      candidate: SwapCandidate;
    }) =>
      api<Workout>(`${swapsPath(workoutId, index)}/swap`, {
        method: "POST",
        body: { exerciseId: candidate.id },
      }),
    onMutate: async ({ workoutId, index, candidate }) => {
      await client.cancelQueries({ queryKey: WORKOUTS_KEY, exact: true });
      const before = client.getQueryData<Workout[]>(WORKOUTS_KEY);
      client.setQueryData<Workout[]>(WORKOUTS_KEY, (list) =>
        list?.map((workout) =>
          workout.id !== workoutId
            ? workout
            : {
                ...workout,
                exercises: workout.exercises.map((exercise, at) =>
                  at !== index
                    ? exercise
                    : {
                        ...exercise,
                        name: candidate.name,
                        notes: "",
                        weight: null,
                        targetReps: null,
                        exerciseId: candidate.id,
                        primaryMuscles: candidate.primaryMuscles,
                        secondaryMuscles: candidate.secondaryMuscles,
                        kit: candidate.kit,
                      },
                ),
              },
        ),
      );
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) client.setQueryData(WORKOUTS_KEY, context.before);
      after.onRefused?.(error);
    },
    onSuccess: (workout, { candidate }) => {
      client.setQueryData<Workout[]>(WORKOUTS_KEY, (list) =>
        list?.map((item) => (item.id === workout.id ? workout : item)),
      );
      after.onSwapped?.(workout, candidate);
    },
    onSettled: (_data, _error, { workoutId }) =>
      client.invalidateQueries({ queryKey: ["workouts", workoutId, "swaps"] }),
  });
}
