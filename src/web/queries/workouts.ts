import {
  onlineManager,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import type {
  TCompletedWorkout,
  TCompleteRequest,
  TCompleteResponse,
  TWorkout,
  TWorkoutMove,
  TWorkoutPatch,
} from "#contracts/workouts";
import { weekdayOf } from "#domain/scheduling/dates";
import { api, isApiError } from "../lib/api";
import { useMe } from "../lib/auth";
import { pendingCompletions, queueCompletion, usePendingCompletions } from "../lib/offline/outbox";
import { invalidateHistory } from "./history";
import { invalidateProgress } from "./progress";
import { invalidateUsage } from "./usage";

// GET /api/workouts and the writes on one workout (docs/api.md, "Plan and workouts"). The one home of the
// ["workouts"] key: the dashboard, the workouts page, the schedule and the player all read it from here.

export type Workout = TWorkout;
export type CompletedWorkout = TCompletedWorkout;

export const WORKOUTS_KEY = ["workouts"] as const;

/** The scheduled workouts: for useQuery, and for a prefetch before the page renders (first reads, ADR 0021). */
export const workoutsQuery = queryOptions({
  queryKey: WORKOUTS_KEY,
  queryFn: ({ signal }) => api<Workout[]>("/api/workouts", { signal }),
});

/** The scheduled workouts, less those finished on this device and waiting to be sent (ADR 0052): done, to the user. */
export function useWorkouts() {
  const pending = usePendingCompletions(useMe().user.id);
  const select = useCallback(
    (list: Workout[]) =>
      pending.length === 0 ? list : list.filter((item) => !pending.some((p) => p.workoutId === item.id)),
    [pending],
  );
  return useQuery({ ...workoutsQuery, select });
}

/** The plan changed on the server (a new plan, an event that moved workouts, a completion): read it again. */
export function invalidateWorkouts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: WORKOUTS_KEY });
}

/** Puts the whole new list in the cache (a new plan's answer carries it) and reads it again behind the scenes. */
export function setWorkouts(client: QueryClient, workouts: Workout[]): void {
  client.setQueryData(WORKOUTS_KEY, workouts);
  void invalidateWorkouts(client);
}

function replaceInList(client: QueryClient, workout: Workout) {
  client.setQueryData<Workout[]>(WORKOUTS_KEY, (list) =>
    list?.map((item) => (item.id === workout.id ? workout : item)),
  );
}

/** A new version of one workout; it uses one regeneration of the quota. */
export function useRegenerateWorkout() {
  const client = useQueryClient();
  return useMutation({
    // With a place: the workout is planned for that equipment profile from now on (ADR 0082).
    mutationFn: (target: string | { id: string; equipmentProfileId: string | null }) => {
      const { id, ...body } = typeof target === "string" ? { id: target } : target;
      return api<Workout>(`/api/workouts/${encodeURIComponent(id)}/regenerate`, { method: "POST", body });
    },
    onSuccess: (workout) => {
      replaceInList(client, workout);
      void invalidateUsage(client);
    },
  });
}

export function useUpdateWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TWorkoutPatch }) =>
      api<Workout>(`/api/workouts/${encodeURIComponent(id)}`, { method: "PATCH", body: patch }),
    onSuccess: (workout) => replaceInList(client, workout),
  });
}

/** What finishing a workout came to: saved on the server, or queued on this device until the network is back. */
export type CompletionResult = { queued: false; completed: TCompleteResponse } | { queued: true };

/**
 * A completed workout leaves the schedule and enters the history. Without a network (or when the request fails on
 * it), and behind completions already waiting, it is queued on this device instead (ADR 0052) and sent later, in
 * order; the schedule drops it at once either way.
 */
export function useCompleteWorkout() {
  const client = useQueryClient();
  const owner = useMe().user.id;
  return useMutation({
    // Decides itself what to do without a network, rather than wait paused for one.
    networkMode: "always",
    mutationFn: async ({
      id,
      name,
      body,
    }: {
      id: string;
      name: string;
      body: TCompleteRequest;
    }): Promise<CompletionResult> => {
      const queue = async (): Promise<CompletionResult> => {
        await queueCompletion({ owner, workoutId: id, workoutName: name, body });
        return { queued: true };
      };
      if (!onlineManager.isOnline() || pendingCompletions(owner).length > 0) return queue();
      try {
        const completed = await api<TCompleteResponse>(`/api/workouts/${encodeURIComponent(id)}/complete`, {
          method: "POST",
          body,
        });
        return { queued: false, completed };
      } catch (error) {
        if (isApiError(error) && error.status === 0) return queue();
        throw error;
      }
    },
    onSuccess: (_result, { id }) => {
      client.setQueryData<Workout[]>(WORKOUTS_KEY, (list) => list?.filter((item) => item.id !== id));
      void invalidateWorkouts(client);
      void invalidateHistory(client);
      void invalidateProgress(client);
    },
  });
}

/** POST /api/workouts/:id/move: a place (`date`, `startTime`), or `{}` for the next free slot. */
export interface MoveRequest {
  id: string;
  body: TWorkoutMove;
}

const MINUTES_PER_DAY = 24 * 60;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The workout where the move asks for it, for the optimistic list (the server's answer replaces it). */
function movedTo(workout: Workout, body: TWorkoutMove): Workout {
  if (!body.date && !body.startTime) return workout; // the next free slot: only the server knows it
  const date = body.date ?? workout.date;
  const start = toMinutes(body.startTime ?? workout.startTime);
  const length =
    (toMinutes(workout.endTime) - toMinutes(workout.startTime) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return {
    ...workout,
    date,
    day: weekdayOf(date),
    startTime: clock(start),
    endTime: clock((start + (length || workout.duration)) % MINUTES_PER_DAY),
    pinned: true,
  };
}

/**
 * Moves one workout; the list shows the new place at once and goes back if the server refuses (a 409 clash is the
 * caller's to show). The answer is the pinned workout.
 */
export function useMoveWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: MoveRequest) =>
      api<Workout>(`/api/workouts/${encodeURIComponent(id)}/move`, { method: "POST", body }),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: WORKOUTS_KEY });
      const before = client.getQueryData<Workout[]>(WORKOUTS_KEY);
      client.setQueryData<Workout[]>(WORKOUTS_KEY, (list) =>
        list?.map((item) => (item.id === id ? movedTo(item, body) : item)),
      );
      return { before };
    },
    onError: (_error, _request, context) => {
      if (context?.before) client.setQueryData(WORKOUTS_KEY, context.before);
    },
    onSuccess: (workout) => replaceInList(client, workout),
    onSettled: () => invalidateWorkouts(client),
  });
}

/** POST /api/workouts/:id/skip: this week's session is dropped. */
export function useSkipWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/api/workouts/${encodeURIComponent(id)}/skip`, { method: "POST", body: {} }),
    onSuccess: () => invalidateWorkouts(client),
  });
}
