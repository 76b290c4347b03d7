import { calendarSource, MAX_EVENTS_PER_CONNECTION } from "#contracts/calendars";
import type { TRescheduled } from "#contracts/workouts";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import {
  deleteEvents,
  insertEvents,
  listConnectionEvents,
  lockEventOwner,
  updateEvent,
} from "./events.repository";
import { ownerGone } from "./events.service";
import { emitEventsChanging } from "./events-changing";
import type { ImportedEvent } from "./ics-mapper";

const identity = (uid: string, key: string | null) => `${uid}\u0000${key ?? ""}`;

export interface ConnectionEventsResult {
  /** Events the connection holds now. */
  count: number;
  /** Events past MAX_EVENTS_PER_CONNECTION, left out. */
  overflow: number;
  rescheduled: TRescheduled[];
}

/**
 * Makes a connected calendar's events exactly `events`, inside the caller's transaction (the sync updates the
 * connection row in the same one). Identity is UID + segment key, as for an .ics import (ADR 0006), so an unchanged
 * meeting keeps its id; events the calendar no longer has are deleted. The user's own events are never touched and
 * these do not count toward MAX_EVENTS; a connection keeps at most MAX_EVENTS_PER_CONNECTION. Then, as for every
 * write of events, `events-changing` is emitted in the transaction: the workouts they now clash with move. The caller
 * emits `events-changed` after its commit.
 */
export async function replaceConnectionEvents(
  tx: Database,
  options: {
    userId: string;
    connectionId: string;
    events: readonly ImportedEvent[];
    /** Today in the user's zone: workouts before it are never moved. */
    today: string;
    emit: Emit;
  },
): Promise<ConnectionEventsResult> {
  const { userId, connectionId } = options;
  if (!(await lockEventOwner(tx, userId))) throw ownerGone();
  const wanted = options.events.slice(0, MAX_EVENTS_PER_CONNECTION);
  const previous = new Map(
    (await listConnectionEvents(tx, userId, connectionId)).map((row) => [
      identity(row.icsUid, row.icsKey),
      row.id,
    ]),
  );
  const fresh: ImportedEvent[] = [];
  const changed: ImportedEvent[] = [];
  const seen = new Set<string>();
  for (const event of wanted) {
    const key = identity(event.icsUid, event.icsKey);
    if (seen.has(key)) continue; // a calendar listing one object twice (two CalDAV calendars sharing it)
    seen.add(key);
    const id = previous.get(key);
    if (id === undefined) fresh.push(event);
    else {
      await updateEvent(tx, userId, id, event);
      changed.push(event);
    }
  }
  await deleteEvents(
    tx,
    userId,
    [...previous].filter(([key]) => !seen.has(key)).map(([, id]) => id),
  );
  const source = calendarSource(connectionId) as `calendar:${string}`;
  await insertEvents(
    tx,
    userId,
    fresh.map((event) => ({ ...event, source, connectionId })),
  );
  const rescheduled = await emitEventsChanging(tx, options.emit, {
    userId,
    changed: [...changed, ...fresh],
    today: options.today,
  });
  return { count: seen.size, overflow: options.events.length - wanted.length, rescheduled };
}
