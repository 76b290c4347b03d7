import type { TEventInput } from "#contracts/events";
import type { TPersonalRecord } from "#contracts/progress";
import type { TSettings } from "#contracts/settings";
import type { TRescheduled, TWorkout, TWorkoutInput } from "#contracts/workouts";
import type { Database } from "../db/client";

// What the features tell each other (ADR 0063): a service emits one of these events, and reactions.ts, the one file
// that subscribes to them, says what follows. The types use contracts only, so every feature can emit without
// importing another feature, and no feature knows who reacts.

/** A write to the user's events, as the events feature reports it (the reschedule reads it). */
export interface EventsChange {
  userId: string;
  /** The events created or updated by this write (their names go into the notifications of what moved). */
  changed: readonly TEventInput[];
  /** All of the user's events after the write. */
  events: readonly TEventInput[];
  /** Today in the user's zone. */
  today: string;
}

/** Where a workout was or went, as the clash notice names it. */
export interface Spot {
  date: string;
  startTime: string;
}

/**
 * A workout an event pushed aside or flagged. `dedupeKey` names the workout's state before the change, so two
 * instances reacting to the same change of events write one notice between them.
 */
export type WorkoutClashNotice =
  | { kind: "moved"; name: string; eventName: string; from: Spot; to: Spot; dedupeKey: string }
  | { kind: "no-free-slot" | "pinned"; name: string; eventName: string; from: Spot; dedupeKey: string };

/**
 * Emitted inside the writing transaction (`tx`): the reactions write in it, so they commit or roll back with the
 * write (ADR 0008). `events-changing` is answered with the workouts moved aside, which go back in the events answer.
 */
export type TransactionEvent =
  | { type: "events-changing"; change: EventsChange }
  | { type: "workout-clashed"; userId: string; notice: WorkoutClashNotice }
  /** The user changed a workout's exercises: a replaced main lift becomes the block's choice (ADR 0050). */
  | { type: "exercises-edited"; userId: string; before: TWorkout; after: TWorkoutInput }
  /** A completion's records; `dedupeKey` names the history entry, so they are told once. */
  | { type: "records-set"; userId: string; records: TPersonalRecord[]; dedupeKey: string };

export type TransactionAnswer<E extends TransactionEvent> = E extends { type: "events-changing" }
  ? TRescheduled[]
  : undefined;

/**
 * Emitted after the write committed (`account-deleting`: once the deletion can no longer be refused, before the rows
 * go, as what reacts needs them). A reaction that fails is logged, never the write's failure.
 */
export type DomainEvent =
  /** `settings` are the user's as the plan was made with them: no reaction needs to read them again. */
  | { type: "plan-created"; userId: string; count: number; settings: TSettings }
  | { type: "plan-renewed"; userId: string; week: { from: string; to: string; count: number } }
  /** A workout edited, moved, skipped or regenerated. */
  | { type: "workouts-changed"; userId: string }
  | { type: "workout-completed"; userId: string; name: string }
  /** The user's events changed, and the workouts they clash with with them; `by` a calendar sync or the user. */
  | { type: "events-changed"; userId: string; by: "user" | "calendar-sync" }
  /** `dedupeKey` is the billing event's, so a replay does not tell twice. */
  | { type: "pro-status-changed"; userId: string; isPro: boolean; dedupeKey: string }
  | { type: "account-deleting"; userId: string }
  /** A notification the user wants pushed was stored (heard by every instance: LISTEN). */
  | { type: "notification-pushable"; userId: string; id: string };

/** What services receive instead of callbacks: `emit(event)` after the commit, `emit.inTransaction(tx, event)` in it. */
export interface Emit {
  (event: DomainEvent): Promise<void>;
  inTransaction<E extends TransactionEvent>(tx: Database, event: E): Promise<TransactionAnswer<E>>;
}
