import { createHash } from "node:crypto";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { workoutToIcs } from "../../integrations/caldav";
import { getSettings } from "../settings";
import { listUserWorkouts } from "../workouts";
import { WRITTEN_UID_PREFIX } from "./caldav-objects";
import { type ConnectionRow, forgetWritten, listWritten, saveWritten } from "./calendars.repository";
import type { CalDavSecret } from "./connection-secret";
import type { CalDavClient } from "./remote-calendar";

// Write-back (ADR 0042): the user's scheduled workouts from today on, kept as events in their CalDAV
// calendar. A reconciliation, not a log of changes: what should be there (the workouts) is compared with what was
// written (calendar_written_workouts, with a hash of each), and only the difference goes over the network. Workouts
// gone from the plan (completed, deleted, replaced by a new plan) are deleted remotely; past ones are left as they are.

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Stable per user and workout, so a moved workout replaces its own object; the user id itself is not shown. */
export const writtenUid = (userId: string, workoutId: string) =>
  `${WRITTEN_UID_PREFIX}${sha256(userId).slice(0, 16)}-${workoutId}`;

export async function reconcileWriteBack(options: {
  db: Database;
  client: CalDavClient;
  connection: ConnectionRow;
  secret: CalDavSecret;
  now: Date;
}): Promise<{ written: number; deleted: number }> {
  const { db, client, connection, secret } = options;
  const calendarUrl = secret.writeCalendarUrl;
  if (!calendarUrl) return { written: 0, deleted: 0 };
  const { userId } = connection;
  const { timeZone } = await getSettings({ db, userId });
  const today = todayIn(timeZone, options.now);
  const workouts = await listUserWorkouts({ db, userId });
  const written = new Map((await listWritten(db, connection.id)).map((row) => [row.workoutId, row]));
  let count = 0;
  for (const workout of workouts) {
    if (workout.date < today) continue;
    const uid = writtenUid(userId, workout.id);
    const fields = {
      uid,
      name: workout.name,
      description: workout.description,
      date: workout.date,
      startTime: workout.startTime,
      endTime: workout.endTime,
      timeZone,
    };
    const hash = sha256(JSON.stringify({ ...fields, calendarUrl }));
    if (written.get(workout.id)?.hash === hash) continue;
    await client.putEvent(calendarUrl, { uid, ics: workoutToIcs(fields) });
    await saveWritten(db, {
      connectionId: connection.id,
      workoutId: workout.id,
      calendarUrl,
      remoteUid: uid,
      hash,
    });
    count++;
  }
  const present = new Set(workouts.map((workout) => workout.id));
  let deleted = 0;
  for (const row of written.values()) {
    if (present.has(row.workoutId)) continue;
    // Written on the connection's previous server (its address changed): not ours to reach any more.
    if (client.serves(row.calendarUrl)) await client.deleteEvent(row.calendarUrl, row.remoteUid);
    await forgetWritten(db, connection.id, row.workoutId);
    deleted++;
  }
  return { written: count, deleted };
}

/** Deletes every workout this connection wrote (write-back turned off, or the connection removed). */
export async function removeWrittenWorkouts(options: {
  db: Database;
  client: CalDavClient;
  connectionId: string;
}): Promise<void> {
  for (const row of await listWritten(options.db, options.connectionId)) {
    if (options.client.serves(row.calendarUrl))
      await options.client.deleteEvent(row.calendarUrl, row.remoteUid);
    await forgetWritten(options.db, options.connectionId, row.workoutId);
  }
}
