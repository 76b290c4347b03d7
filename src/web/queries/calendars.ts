import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCalendarConnection, TCalendarCreate, TCalendarPatch } from "#contracts/calendars";
import { api } from "../lib/api";
import { invalidateEvents } from "./events";
import { invalidateWorkouts } from "./workouts";

// GET/POST/PATCH/DELETE /api/calendars and POST /api/calendars/:id/sync (docs/api.md, "Calendars"): the user's
// connected calendars. A connection brings events, and events move workouts, so every change that can add or take
// away events invalidates all three.

export type CalendarConnection = TCalendarConnection;

export const CALENDARS_KEY = ["calendars"] as const;

export function useCalendars(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CALENDARS_KEY,
    queryFn: ({ signal }) => api<CalendarConnection[]>("/api/calendars", { signal }),
    enabled: options.enabled ?? true,
  });
}

function calendarsChanged(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: CALENDARS_KEY }),
    invalidateEvents(client),
    invalidateWorkouts(client),
  ]);
}

const path = (id: string) => `/api/calendars/${encodeURIComponent(id)}`;

export function useConnectCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCalendarCreate) =>
      api<CalendarConnection>("/api/calendars", { method: "POST", body }),
    onSuccess: () => calendarsChanged(client),
  });
}

export function useSyncCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<CalendarConnection>(`${path(id)}/sync`, { method: "POST", body: {} }),
    onSuccess: () => calendarsChanged(client),
  });
}

export function useRemoveCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(path(id), { method: "DELETE" }),
    onSuccess: () => calendarsChanged(client),
  });
}

/** Name and switches; `enabled` and `allDayBlocks` change which events count, so events and workouts too. */
export function useUpdateCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TCalendarPatch }) =>
      api<CalendarConnection>(path(id), { method: "PATCH", body: patch }),
    onSuccess: () => calendarsChanged(client),
  });
}
