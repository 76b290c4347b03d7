import type { TEventInput } from "../../../contracts/events";
import type { TRescheduled } from "../../../contracts/workouts";
import type { Database } from "../../db/client";

/** A write to the user's events, as the events feature reports it to whoever reacts (docs/architecture.md §2). */
export interface EventsChange {
  userId: string;
  /** The events created or updated by this write (their names go into the notifications of what moved). */
  changed: readonly TEventInput[];
  /** All of the user's events after the write. */
  events: readonly TEventInput[];
  /** Today in the user's zone. */
  today: string;
}

/**
 * Called inside the write's transaction (`tx`), so the reaction commits or rolls back with it (ADR 0008). Its answer
 * (the workouts moved aside) goes back in the events answer. Injected by app.ts: the events feature does not know
 * the workouts feature, which reads events.
 */
export type OnEventsChanged = (tx: Database, change: EventsChange) => Promise<TRescheduled[]>;
