import { CALENDAR_SOURCE_PREFIX } from "#contracts/calendars";
import type { TEventGroupResult, TEventGroupWrite } from "#contracts/event-groups";
import { MAX_EVENTS, type TEvent } from "#contracts/events";
import { findConflict } from "#domain/scheduling";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError, notFound } from "../../lib/errors";
import { deleteEvents, insertEvents, listEvents, lockEventOwner, updateEvent } from "./events.repository";
import { ownerGone, tooManyEvents } from "./events.service";
import { emitEventsChanging } from "./events-changing";

// PUT /api/events/group (ADR 0058): one event on several weekdays, stored one event per day, written at once, so a
// Mon–Fri standup is never left half-edited or half-deleted.

/**
 * Makes the user's events `ids` exactly `events`, in one transaction: updates the ones carried, creates the new ones,
 * deletes the rest; checks the limit and (unless allowed) clashes with the user's other events; then lets the
 * workouts move aside once, for the whole group.
 */
export async function writeEventGroup(options: {
  db: Database;
  userId: string;
  write: TEventGroupWrite;
  /** Today in the user's zone: workouts before it are never moved. */
  today: string;
  /** events-changing in this transaction (the clashing workouts move), events-changed after it. */
  emit: Emit;
}): Promise<TEventGroupResult> {
  const { userId, write } = options;
  const result = await options.db.transaction(async (tx) => {
    // The same lock as every other writer that counts the user's events (ADR 0006).
    if (!(await lockEventOwner(tx, userId))) throw ownerGone();
    const all = await listEvents(tx, userId);
    const byId = new Map(all.map((event) => [event.id, event]));
    for (const id of write.ids) {
      const event = byId.get(id);
      if (!event) throw notFound("Event not found: it may have been deleted already. Reload the page.");
      if (event.source.startsWith(CALENDAR_SOURCE_PREFIX))
        throw new AppError(
          "READ_ONLY_EVENT",
          409,
          "This event comes from a connected calendar; change it there.",
        );
    }
    const inGroup = new Set(write.ids);
    const others = all.filter((event) => !inGroup.has(event.id));
    const fresh = write.events.filter((event) => event.id === undefined);
    const own = others.filter((event) => !event.source.startsWith(CALENDAR_SOURCE_PREFIX)).length;
    // Connected calendars' events do not count (ADR 0042); only growth is refused, never a shrinking write.
    if (write.events.length > write.ids.length && own + write.events.length > MAX_EVENTS)
      throw tooManyEvents();
    if (write.allowConflict !== true) {
      for (const event of write.events) {
        const { conflict } = findConflict(event, others);
        if (conflict)
          throw new AppError(
            "EVENT_CONFLICT",
            409,
            `Clashes with ${conflict.name}, ${conflict.startTime}–${conflict.endTime}`,
            { conflict },
          );
      }
    }

    const kept = new Set(write.events.flatMap((event) => (event.id ? [event.id] : [])));
    await deleteEvents(
      tx,
      userId,
      write.ids.filter((id) => !kept.has(id)),
    );
    const written: TEvent[] = [];
    for (const { id, ...event } of write.events) {
      if (id === undefined) continue;
      const updated = await updateEvent(tx, userId, id, event);
      if (!updated) throw new Error("a locked event vanished inside its transaction");
      written.push(updated);
    }
    written.push(...(await insertEvents(tx, userId, fresh)));
    const rescheduled = await emitEventsChanging(tx, options.emit, {
      userId,
      changed: written,
      today: options.today,
    });
    return { events: written, rescheduled };
  });
  await options.emit({ type: "events-changed", userId, by: "user" });
  return result;
}
