import type { TEventInput } from "#contracts/events";
import type { TRescheduled } from "#contracts/workouts";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { listEvents } from "./events.repository";

/**
 * Every write of the user's events ends with this, inside its transaction: `events-changing` with the events it
 * created or updated and all of the user's events after it (read here unless the caller has them), answered with the
 * workouts moved aside (reactions/reactions.ts: the reschedule, ADR 0008).
 */
export async function emitEventsChanging(
  tx: Database,
  emit: Emit,
  change: { userId: string; changed: readonly TEventInput[]; today: string; events?: readonly TEventInput[] },
): Promise<TRescheduled[]> {
  const { userId, changed, today } = change;
  const events = change.events ?? (await listEvents(tx, userId));
  return emit.inTransaction(tx, { type: "events-changing", change: { userId, changed, events, today } });
}
