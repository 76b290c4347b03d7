import { useQuery } from "@tanstack/react-query";
import type { TEvent, TFeedUrl, TIcsImportResult } from "../../../contracts/events";
import type { TRescheduled } from "../../../contracts/workouts";
import type { Weekday } from "../../../domain/types";
import { ApiError, api } from "../../lib/api";
import type { WeekWorkout } from "./week";

export const EVENTS_KEY = ["events"] as const;
export const WORKOUTS_KEY = ["workouts"] as const;
export const FEED_KEY = ["calendar-feed-url"] as const;

/** The largest .ics the server takes (413 above it). */
export const MAX_ICS_BYTES = 1024 * 1024;

export function useEvents() {
  return useQuery({ queryKey: EVENTS_KEY, queryFn: () => api<TEvent[]>("/api/events") });
}

/** GET /api/workouts: a list (tolerates `{workouts: [...]}` too). */
export function useWorkouts() {
  return useQuery({
    queryKey: WORKOUTS_KEY,
    queryFn: async () => {
      const data = await api<WeekWorkout[] | { workouts?: WeekWorkout[] }>("/api/workouts");
      return Array.isArray(data) ? data : (data?.workouts ?? []);
    },
  });
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

/** How many workouts were moved, and how many found no free slot, for the message after a save or an import. */
export function countMoves(rescheduled: TRescheduled[] | undefined): { moved: number; stuck: number } {
  const moves = rescheduled ?? [];
  return {
    moved: moves.filter((m) => m.to !== null).length,
    stuck: moves.filter((m) => m.to === null).length,
  };
}
export const deleteEvent = (id: string) =>
  api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });

/** The event a 409 EVENT_CONFLICT names, if this error is one. */
export function conflictOf(error: unknown): TEvent | null {
  if (!(error instanceof ApiError) || error.code !== "EVENT_CONFLICT") return null;
  const conflict = error.details.conflict;
  return conflict && typeof conflict === "object" ? (conflict as TEvent) : null;
}

export const isUpgradeRequired = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || error.code === "UPGRADE_REQUIRED");

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
      typeof body.error === "string" ? body.error : `HTTP_${response.status}`,
      typeof body.message === "string" ? body.message : response.statusText,
      undefined,
      body,
    );
  }
  return data as TIcsImportResult;
}

export function useFeedUrl(options: { enabled: boolean }) {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: () => api<TFeedUrl>("/api/calendar/feed-url"),
    retry: false,
    enabled: options.enabled,
  });
}

export const rotateFeedUrl = () => api<TFeedUrl>("/api/calendar/feed-url", { method: "POST", body: {} });
