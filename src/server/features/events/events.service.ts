import { CALENDAR_SOURCE_PREFIX } from "#contracts/calendars";
import {
  MAX_EVENTS,
  type TEvent,
  type TEventInput,
  type TEventPatch,
  type TScheduleItem,
  ZEventInput,
} from "#contracts/events";
import type { TRescheduled } from "#contracts/workouts";
import { eventDateOf, findConflict } from "#domain/scheduling";
import { WEEKDAYS } from "#domain/types";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError, notFound, sayingError } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import {
  connectionNameOfEvent,
  deleteEvents,
  findEvent,
  insertEvents,
  listEvents,
  lockEventOwner,
  type NewEvent,
  updateEvent,
} from "./events.repository";
import { emitEventsChanging } from "./events-changing";

const eventNotFound = () => notFound("Event not found");

/** The account was deleted while this request ran; the session is about to stop working too. */
export const ownerGone = () => new AppError("USER_NOT_FOUND", 404, "User record not found in database");

/** Events of a connected calendar (`calendar:<id>`) are written only by its sync. */
const fromConnection = (event: TEvent) => event.source.startsWith(CALENDAR_SOURCE_PREFIX);

/** 409 READ_ONLY_EVENT when the event comes from a connected calendar: the calendar is the place to change it. */
async function assertWritable(db: Database, userId: string, id: string): Promise<void> {
  const name = await connectionNameOfEvent(db, userId, id);
  if (name === null) return;
  throw sayingError("READ_ONLY_EVENT", 409, { code: "READ_ONLY_EVENT", params: { calendar: name } });
}

export const tooManyEvents = () =>
  sayingError("TOO_MANY_EVENTS", 422, { code: "TOO_MANY_EVENTS", params: { max: MAX_EVENTS } });

/** Weekly events Sunday to Saturday, then dated ones by date; each by start time, then name. */
function sortKey(event: TEvent): string {
  const pinned = eventDateOf(event);
  const when = pinned === null ? `0${WEEKDAYS.indexOf(event.day)}` : `1${pinned}`;
  return `${when} ${event.startTime} ${event.name.toLowerCase()}`;
}

export function sortEvents(list: TEvent[]): TEvent[] {
  return [...list].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

export async function listUserEvents(options: { db: Database; userId: string }): Promise<TEvent[]> {
  return sortEvents(await listEvents(options.db, options.userId));
}

/** The user's events in stored order (creation), unsorted: what plan generation reads. */
export function listEventsForPlanning(db: Database, userId: string): Promise<TEvent[]> {
  return listEvents(db, userId);
}

export async function getUserEvent(options: { db: Database; userId: string; id: string }): Promise<TEvent> {
  const event = await findEvent(options.db, options.userId, options.id);
  if (!event) throw eventNotFound();
  return event;
}

/** 409 EVENT_CONFLICT with the first existing event it clashes with (docs/product.md §5), unless the client accepted that. */
function assertNoConflict(candidate: TEventInput & { id?: string }, existing: TEvent[]): void {
  const { conflict } = findConflict(candidate, existing);
  if (!conflict) return;
  throw new AppError(
    "EVENT_CONFLICT",
    409,
    `Clashes with ${conflict.name}, ${conflict.startTime}–${conflict.endTime}`,
    { conflict },
  );
}

/** An event as the create and update answers give it: with the workouts it pushed aside (ADR 0008). */
export type TEventWithMoves = TEvent & { rescheduled: TRescheduled[] };

export async function createEvent(options: {
  db: Database;
  userId: string;
  event: TEventInput;
  allowConflict: boolean;
  /** Today in the user's zone: workouts before it are never moved. */
  today: string;
  /** events-changing in this transaction (the clashing workouts move), events-changed after it. */
  emit: Emit;
}): Promise<TEventWithMoves> {
  const { userId, event } = options;
  const answer = await options.db.transaction(async (tx) => {
    // The count and the insert must not interleave with another writer of this user's events (ADR 0006).
    if (!(await lockEventOwner(tx, userId))) throw ownerGone();
    const existing = await listEvents(tx, userId);
    // Connected calendars' events do not count: they have a cap of their own (ADR 0042).
    if (existing.filter((e) => !fromConnection(e)).length >= MAX_EVENTS) throw tooManyEvents();
    if (!options.allowConflict) assertNoConflict(event, existing);
    const [created] = await insertEvents(tx, userId, [event]);
    if (!created) throw new Error("event insert returned no row");
    const rescheduled = await emitEventsChanging(tx, options.emit, {
      userId,
      changed: [created],
      events: [...existing, created],
      today: options.today,
    });
    return { ...created, rescheduled };
  });
  await options.emit({ type: "events-changed", userId, by: "user" });
  return answer;
}

/**
 * Applies a partial update and checks the result as a whole, as if it were new. A new date without a weekday moves
 * the weekday along with it; clearing the date keeps the weekday the event had.
 */
export function mergeEventPatch(current: TEvent, patch: TEventPatch): TEventInput {
  const { allowConflict: _ignored, ...fields } = patch;
  const merged: Record<string, unknown> = { ...current, ...fields };
  const newDate = "date" in fields || "specificDate" in fields;
  const pinned = (merged.date || merged.specificDate) ?? null;
  if (newDate && !("day" in fields) && pinned) delete merged.day;
  return parseWith(ZEventInput, merged);
}

export async function updateUserEvent(options: {
  db: Database;
  userId: string;
  id: string;
  patch: TEventPatch;
  /** Today in the user's zone: workouts before it are never moved. */
  today: string;
  /** events-changing in this transaction (the clashing workouts move), events-changed after it. */
  emit: Emit;
}): Promise<TEventWithMoves> {
  const { userId, id, patch } = options;
  const answer = await options.db.transaction(async (tx) => {
    const current = await findEvent(tx, userId, id);
    if (!current) throw eventNotFound();
    await assertWritable(tx, userId, id);
    const next = mergeEventPatch(current, patch);
    if (patch.allowConflict !== true) assertNoConflict({ ...next, id }, await listEvents(tx, userId));
    const updated = await updateEvent(tx, userId, id, next);
    if (!updated) throw eventNotFound();
    const rescheduled = await emitEventsChanging(tx, options.emit, {
      userId,
      changed: [updated],
      today: options.today,
    });
    return { ...updated, rescheduled };
  });
  await options.emit({ type: "events-changed", userId, by: "user" });
  return answer;
}

/** Deletes one event; the reaction (workouts' reschedule) then clears the conflict flags it alone caused. */
export async function deleteUserEvent(options: {
  db: Database;
  userId: string;
  id: string;
  today: string;
  emit: Emit;
}): Promise<void> {
  const { userId } = options;
  await options.db.transaction(async (tx) => {
    await assertWritable(tx, userId, options.id);
    const deleted = await deleteEvents(tx, userId, [options.id]);
    if (deleted === 0) throw eventNotFound();
    await emitEventsChanging(tx, options.emit, { userId, changed: [], today: options.today });
  });
  await options.emit({ type: "events-changed", userId, by: "user" });
}

/**
 * Makes the user's events exactly `schedule` (PUT /api/preferences), inside the caller's transaction. An item that
 * carries the id of one of the user's events updates that event in place, so an imported event keeps its source and
 * a later import still recognises it; every other item is a new manual event; events not listed are deleted.
 * Connected calendars' events are not the schedule's: an item carrying one's id is ignored and they all stay.
 */
export async function replaceSchedule(
  db: Database,
  userId: string,
  schedule: TScheduleItem[],
): Promise<void> {
  const all = await listEvents(db, userId);
  const connected = new Set(all.filter(fromConnection).map((event) => event.id));
  const existing = new Set(all.filter((event) => !fromConnection(event)).map((event) => event.id));
  const kept = new Set<string>();
  const fresh: NewEvent[] = [];
  for (const { id, ...event } of schedule) {
    if (id !== undefined && connected.has(id)) continue;
    if (id !== undefined && existing.has(id) && !kept.has(id)) {
      kept.add(id);
      await updateEvent(db, userId, id, event);
    } else {
      fresh.push(event);
    }
  }
  await deleteEvents(
    db,
    userId,
    [...existing].filter((id) => !kept.has(id)),
  );
  await insertEvents(db, userId, fresh);
}
