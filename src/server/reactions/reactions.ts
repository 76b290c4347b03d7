import type { Database } from "../db/client";
import type { CalendarSync } from "../features/calendars";
import {
  onPersonalRecords,
  onPlanCreated,
  onPlanRenewed,
  onProStatusChanged,
  onWorkoutClash,
  onWorkoutCompleted,
} from "../features/notifications";
import { followEditedMains } from "../features/planning";
import type { PushDelivery } from "../features/push";
import { rescheduleClashingWorkouts } from "../features/workouts";
import type { DomainEvent, Emit, TransactionAnswer, TransactionEvent } from "../lib/domain-events";
import type { Logger } from "../lib/logger";
import type { ReadCache } from "../lib/read-cache";

// Every cross-feature reaction, in one place (ADR 0063): what happens after X is the entry for X below. Services
// emit (lib/domain-events.ts); they never learn who reacts.

export interface ReactionDeps {
  db: Database;
  logger: Logger;
  /** The read cache of this process (lib/read-cache.ts): every write, in a request or not, makes its reads stale. */
  reads: ReadCache;
  /** Web Push, when configured (VAPID keys). */
  push?: PushDelivery;
  /** A function: the calendar sync is built with `emit` (its syncs change events), so it exists only after this. */
  calendars: () => CalendarSync;
}

type AfterCommit = { [K in DomainEvent["type"]]: (event: Extract<DomainEvent, { type: K }>) => unknown };
type InTransaction = {
  [K in TransactionEvent["type"]]: (
    tx: Database,
    event: Extract<TransactionEvent, { type: K }>,
  ) => Promise<TransactionAnswer<Extract<TransactionEvent, { type: K }>>>;
};

export function createReactions(deps: ReactionDeps): Emit {
  const { db, reads } = deps;
  /** Workouts written into the user's connected calendars follow the plan (features/calendars/write-back.ts). */
  const writeBack = (userId: string) => deps.calendars().workoutsChanged(userId);

  const inTransaction: InTransaction = {
    // A change of events moves the workouts it clashes with, in the event write's transaction (ADR 0008, 0038).
    "events-changing": (tx, { change }) => rescheduleClashingWorkouts(tx, { ...change, emit }),
    // A main lift the user replaced is the training block's choice for its slot from now on (ADR 0050).
    "exercises-edited": async (tx, { userId, before, after }) => {
      await followEditedMains(tx, userId, before, after);
      return undefined;
    },
    // Each move or flag is told in the same transaction, under a key that makes it once (ADR 0038).
    "workout-clashed": async (tx, { userId, notice }) => {
      await onWorkoutClash(tx, userId, notice);
      return undefined;
    },
    // Once per history entry (ADR 0048-personal-records).
    "records-set": async (tx, { userId, records, dedupeKey }) => {
      await onPersonalRecords(tx, userId, { records, dedupeKey });
      return undefined;
    },
  };

  // After the commit. The read cache first: the very next read must see the write, whoever made it.
  const afterCommit: AfterCommit = {
    "plan-created": async ({ userId, count, settings }) => {
      reads.changed(userId);
      writeBack(userId);
      await onPlanCreated(db, userId, count, settings);
    },
    "plan-renewed": async ({ userId, week }) => {
      reads.changed(userId);
      writeBack(userId);
      await onPlanRenewed(db, userId, week);
    },
    "workouts-changed": ({ userId }) => {
      reads.changed(userId);
      writeBack(userId);
    },
    "workout-completed": async ({ userId, name }) => {
      reads.changed(userId);
      writeBack(userId);
      await onWorkoutCompleted(db, userId, name);
    },
    "events-changed": ({ userId, by }) => {
      reads.changed(userId);
      // A calendar sync writes back itself, right after storing what it read (features/calendars/calendar-sync.ts).
      if (by === "user") writeBack(userId);
    },
    "pro-status-changed": ({ userId, isPro, dedupeKey }) => onProStatusChanged(db, userId, isPro, dedupeKey),
    // Workouts written into a connected calendar would otherwise outlive the account there (best effort).
    "account-deleting": ({ userId }) => deps.calendars().removeAllWritten(userId),
    // Exactly once across instances: every instance hears it, push-delivery claims it (ADR 0045).
    "notification-pushable": ({ userId, id }) => deps.push?.announced({ userId, id }),
  };

  const afterCommitted = async (event: DomainEvent): Promise<void> => {
    // One signature for the table's entries: each takes the event of its own type (checked by AfterCommit).
    const react = afterCommit[event.type] as (event: DomainEvent) => unknown;
    try {
      await react(event);
    } catch (error) {
      deps.logger.warn(`reaction failed: ${event.type}`, { error: String(error) });
    }
  };
  const emit: Emit = Object.assign(afterCommitted, {
    inTransaction<E extends TransactionEvent>(tx: Database, event: E): Promise<TransactionAnswer<E>> {
      // As above: the table is checked entry by entry, the lookup by type cannot say which entry it gets.
      const react = inTransaction[event.type] as unknown as (
        tx: Database,
        event: E,
      ) => Promise<TransactionAnswer<E>>;
      return react(tx, event);
    },
  });
  return emit;
}
