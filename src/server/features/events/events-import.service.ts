import { MAX_EVENTS, type TIcsImportResult } from "#contracts/events";
import type { TRescheduled } from "#contracts/workouts";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import {
  countEvents,
  deleteEvents,
  insertEvents,
  listIcsEvents,
  lockEventOwner,
  updateEvent,
} from "./events.repository";
import { ownerGone } from "./events.service";
import { emitEventsChanging } from "./events-changing";
import type { IcsReader } from "./ics-reader";

const identity = (uid: string, key: string | null) => `${uid}\u0000${key ?? ""}`;

/**
 * Imports an .ics file in one transaction (ADR 0006): every UID in the file replaces the events earlier imported from
 * it, so importing the same file again updates them instead of adding copies, and a series the file no longer has on
 * some weekday loses that weekday. Events not imported from this file's UIDs are left alone. New events stop at the
 * per-user limit; the rest are reported as skipped.
 */
export async function importIcs(options: {
  db: Database;
  userId: string;
  /** Parses and expands the file off the event loop (ics-reader.ts). */
  reader: IcsReader;
  source: string;
  timeZone: string;
  /** Today's date in the user's zone; the route reads the clock. */
  today: string;
  /** events-changing in this transaction (the clashing workouts move), events-changed after it. */
  emit: Emit;
}): Promise<TIcsImportResult & { rescheduled: TRescheduled[] }> {
  const { userId } = options;
  const { source, timeZone, today } = options;
  // A file the user picked blocks its all-day entries, as it always has (ADR 0006): the user chose that calendar.
  const mapping = await options.reader.read({ source, timeZone, today, allDayBlocks: true, owner: userId });
  const answer = await options.db.transaction(async (tx) => {
    // Serialises with every other writer that counts this user's events, so parallel imports respect the limit.
    if (!(await lockEventOwner(tx, userId))) throw ownerGone();
    const previous = new Map(
      (await listIcsEvents(tx, userId, mapping.uids)).map((row) => [
        identity(row.icsUid, row.icsKey),
        row.id,
      ]),
    );
    const produced = new Set(mapping.events.map((event) => identity(event.icsUid, event.icsKey)));
    const stale = [...previous].filter(([key]) => !produced.has(key)).map(([, id]) => id);
    const removed = await deleteEvents(tx, userId, stale);
    let room = MAX_EVENTS - (await countEvents(tx, userId));
    let updated = 0;
    let overflow = 0;
    const fresh: typeof mapping.events = [];
    const changed: typeof mapping.events = [];
    for (const event of mapping.events) {
      const id = previous.get(identity(event.icsUid, event.icsKey));
      if (id !== undefined) {
        await updateEvent(tx, userId, id, event);
        changed.push(event);
        updated++;
      } else if (room > 0) {
        fresh.push(event);
        room--;
      } else {
        overflow++;
      }
    }
    await insertEvents(
      tx,
      userId,
      fresh.map((event) => ({ ...event, source: "ics" as const })),
    );
    const warnings = [...mapping.warnings];
    if (overflow > 0) {
      warnings.push(`You can keep at most ${MAX_EVENTS} events, so ${overflow} more were not imported.`);
    }
    // Imported and updated events push clashing workouts to free slots, like an event added by hand.
    const rescheduled = await emitEventsChanging(tx, options.emit, {
      userId,
      changed: [...changed, ...fresh],
      today: options.today,
    });
    return {
      imported: fresh.length,
      updated,
      removed,
      skipped: mapping.skipped + overflow,
      warnings,
      rescheduled,
    };
  });
  await options.emit({ type: "events-changed", userId, by: "user" });
  return answer;
}
