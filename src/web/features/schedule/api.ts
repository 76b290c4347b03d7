import type { TEvent } from "#contracts/events";
import type { TRescheduled } from "#contracts/workouts";
import { ApiError } from "../../lib/api";

// How the schedule reads the answers and errors of its writes; the reads and writes themselves are in
// src/web/queries/events.ts and calendar-feed.ts.

/** How many workouts were moved, and how many found no free slot, for the message after a save or an import. */
export function countMoves(rescheduled: TRescheduled[] | undefined): { moved: number; stuck: number } {
  const moves = rescheduled ?? [];
  return {
    moved: moves.filter((m) => m.to !== null).length,
    stuck: moves.filter((m) => m.to === null).length,
  };
}

/** The event a 409 EVENT_CONFLICT names, if this error is one. */
export function conflictOf(error: unknown): TEvent | null {
  if (!(error instanceof ApiError) || error.code !== "EVENT_CONFLICT") return null;
  const conflict = error.details.conflict;
  return conflict && typeof conflict === "object" ? (conflict as TEvent) : null;
}

export const isUpgradeRequired = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || error.code === "UPGRADE_REQUIRED");
