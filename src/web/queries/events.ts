import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { TEventGroupBody, TEventGroupResult } from "#contracts/event-groups";
import type { TEvent, TIcsImportResult } from "#contracts/events";
import type { TRescheduled } from "#contracts/workouts";
import { ApiError, type ApiErrorCode, api } from "../lib/api";
import { invalidateWorkouts } from "./workouts";

// GET /api/events, PUT /api/events/group (every write of the schedule page) and POST /api/events/import (docs/api.md, "Events").

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

/** PUT /api/events/group: the stored events `ids` become exactly `events`, in one transaction (ADR 0058). */
export const writeEventGroup = (body: TEventGroupBody) =>
  api<TEventGroupResult>("/api/events/group", { method: "PUT", body });

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
