import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { TEvent, TIcsImportResult } from "../../contracts/events";
import type { TRescheduled } from "../../contracts/workouts";
import type { Weekday } from "../../domain/types";
import { ApiError, type ApiErrorCode, api } from "../lib/api";
import { invalidateWorkouts } from "./workouts";

// GET/POST/PATCH/DELETE /api/events and POST /api/events/import (docs/api.md, "Events").

export const EVENTS_KEY = ["events"] as const;

export function useEvents() {
  return useQuery({
    queryKey: EVENTS_KEY,
    queryFn: ({ signal }) => api<TEvent[]>("/api/events", { signal }),
  });
}

export function invalidateEvents(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: EVENTS_KEY });
}

/**
 * After an event was saved, deleted or imported: the events are stale, and so are the workouts when the server moved
 * some out of the way (ADR 0008), `moves` of them.
 */
export function eventsChanged(client: QueryClient, moves = 0): Promise<unknown> {
  return Promise.all([invalidateEvents(client), moves > 0 ? invalidateWorkouts(client) : undefined]);
}

export interface EventBody {
  name: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  isRecurring: boolean;
  date: string | null;
  specificDate: string | null;
  allowConflict?: boolean;
}

/** A saved event, with the workouts the server moved out of its way (ADR 0008). */
export type SavedEvent = TEvent & { rescheduled?: TRescheduled[] };

export const createEvent = (body: EventBody) => api<SavedEvent>("/api/events", { method: "POST", body });
export const updateEvent = (id: string, body: EventBody) =>
  api<SavedEvent>(`/api/events/${encodeURIComponent(id)}`, { method: "PATCH", body });
export const deleteEvent = (id: string) =>
  api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });

/** The largest .ics the server takes (413 above it). */
export const MAX_ICS_BYTES = 1024 * 1024;

/** POST /api/events/import with the file itself as the body (text/calendar), not JSON. */
export async function importIcs(file: Blob): Promise<TIcsImportResult & { rescheduled?: TRescheduled[] }> {
  let response: Response;
  try {
    response = await fetch("/api/events/import", {
      method: "POST",
      headers: { "Content-Type": "text/calendar", Accept: "application/json" },
      credentials: "same-origin",
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Network request failed");
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      // As the server said (contracts/errors.ts).
      typeof body.error === "string" ? (body.error as ApiErrorCode) : `HTTP_${response.status}`,
      typeof body.message === "string" ? body.message : response.statusText,
      undefined,
      body,
    );
  }
  return data as TIcsImportResult;
}
