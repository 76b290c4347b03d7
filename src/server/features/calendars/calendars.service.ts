import {
  CALENDAR_CONNECTION_LIMITS,
  type TCalendarConnection,
  type TCalendarCreate,
  type TCalendarPatch,
} from "#contracts/calendars";
import type { Database } from "../../db/client";
import { normaliseCalendarUrl, urlHint } from "../../integrations/calendar-fetch";
import { AppError, notFound, sayingError } from "../../lib/errors";
import { assertFeatureAllowed } from "../billing";
import type { CalendarSync } from "./calendar-sync";
import {
  countConnections,
  deleteConnection,
  findConnection,
  insertConnection,
  listConnections,
  lockConnectionOwner,
  toConnection,
  updateConnection,
} from "./calendars.repository";
import { chooseCalendars } from "./choose-calendars";
import { type CalDavSecret, type ConnectionSecret, openSecret, sealSecret } from "./connection-secret";
import { type CalDavClient, openCalDav } from "./remote-calendar";
import { connectRefusal } from "./sync-errors";

const connectionNotFound = () => notFound("Calendar connection not found");

export async function listUserConnections(db: Database, userId: string): Promise<TCalendarConnection[]> {
  return (await listConnections(db, userId)).map(toConnection);
}

/**
 * Free keeps one address subscription; CalDAV, write-back and more connections are Pro's (402 UPGRADE_REQUIRED).
 * `db` is the caller's: the create path counts again in its insert's transaction, under the user's row lock.
 */
async function assertAllowed(
  sync: CalendarSync,
  db: Database,
  userId: string,
  input: TCalendarCreate,
): Promise<void> {
  const { billing } = sync.deps;
  const gate = (feature: "calendar-connections" | "calendar-caldav" | "calendar-write-back") =>
    assertFeatureAllowed({ db, billing, userId, feature });
  const existing = await countConnections(db, userId);
  if (existing >= CALENDAR_CONNECTION_LIMITS.free) await gate("calendar-connections");
  if (existing >= CALENDAR_CONNECTION_LIMITS.pro) {
    const params = { max: CALENDAR_CONNECTION_LIMITS.pro };
    throw sayingError("TOO_MANY_CALENDARS", 422, { code: "TOO_MANY_CALENDARS", params });
  }
  if (input.kind === "caldav") await gate("calendar-caldav");
  if (input.kind === "caldav" && input.writeBack) await gate("calendar-write-back");
}

/** The secret to keep and, for CalDAV, the open client and the chosen calendars' names. */
async function resolveSecret(
  sync: CalendarSync,
  input: TCalendarCreate,
): Promise<{ secret: ConnectionSecret; caldav?: CalDavClient; defaultName: string }> {
  const url = normaliseCalendarUrl(input.url);
  if (input.kind === "ics") return { secret: { kind: "ics", url }, defaultName: urlHint(url) };
  const account = { url, username: input.username, password: input.password };
  const caldav = await openCalDav(
    { kind: "caldav", ...account, calendarUrls: [], writeCalendarUrl: null },
    sync.deps.safeFetch,
  );
  const chosen = chooseCalendars(await caldav.listCalendars(), input.calendar);
  const secret: ConnectionSecret = {
    kind: "caldav",
    ...account,
    calendarUrls: chosen.map((calendar) => calendar.url),
    writeCalendarUrl: chosen.find((calendar) => calendar.readOnly !== true)?.url ?? null,
  };
  return {
    secret,
    caldav,
    defaultName: chosen.map((calendar) => calendar.displayName).join(", ") || urlHint(url),
  };
}

/**
 * Connects a calendar: reads it first (inside the request) and stores the connection with its events in one
 * transaction, so a calendar that cannot be read leaves nothing behind (400 with the reason). The limits are checked
 * before the read (no fetch for a request that cannot succeed) and again in the insert's transaction under the
 * user's row lock (as push subscriptions do), so parallel creates cannot pass the limit together (ADR 0054).
 */
export async function createConnection(options: {
  sync: CalendarSync;
  userId: string;
  input: TCalendarCreate;
}): Promise<TCalendarConnection> {
  const { sync, userId, input } = options;
  const { db, box } = sync.deps;
  await assertAllowed(sync, db, userId, input);
  const writeBack = input.kind === "caldav" && input.writeBack === true;
  let resolved: Awaited<ReturnType<typeof resolveSecret>>;
  let read: Awaited<ReturnType<CalendarSync["readNew"]>>;
  try {
    resolved = await resolveSecret(sync, input);
    read = await sync.readNew({
      userId,
      secret: resolved.secret,
      allDayBlocks: false,
      caldav: resolved.caldav,
    });
  } catch (error) {
    throw connectRefusal(error);
  }
  const { secret, defaultName } = resolved;
  const stored = await db.transaction(async (tx) => {
    if (!(await lockConnectionOwner(tx, userId))) return null;
    await assertAllowed(sync, tx, userId, input);
    const row = await insertConnection(tx, {
      userId,
      kind: input.kind,
      // An address subscription is named as the calendar names itself (X-WR-CALNAME), else by its host.
      name: input.name ?? (input.kind === "ics" ? read.calendarName : null) ?? defaultName.slice(0, 80),
      urlHint: urlHint(secret.url),
      secret: sealSecret(box, secret),
      writeBack,
      nextSyncAt: new Date(),
    });
    return sync.store(tx, row, read);
  });
  if (!stored) throw connectionNotFound();
  await sync.deps.emit({ type: "events-changed", userId, by: "calendar-sync" });
  if (writeBack) return toConnection((await sync.syncConnection(stored.id)) ?? stored);
  return toConnection(stored);
}

/**
 * Reconnecting: the connection's secret with the new address or credentials, once the calendar was read with them
 * (400 with the reason otherwise, nothing stored); null when the patch brings none. A CalDAV account whose address
 * changed (or that names `calendar`) has its calendars discovered and chosen again, as when it was connected: the
 * old server's calendars are never read with the new credentials (ADR 0055).
 */
async function renewedSecret(
  sync: CalendarSync,
  current: { kind: string; secret: string; userId: string; allDayBlocks: boolean },
  change: { url?: string; username?: string; password?: string; calendar?: string },
): Promise<ConnectionSecret | null> {
  const { url, username, password, calendar } = change;
  if (url === undefined && username === undefined && password === undefined && calendar === undefined)
    return null;
  const old = openSecret(sync.deps.box, current.secret);
  if (old.kind === "ics") {
    if (username !== undefined || password !== undefined || calendar !== undefined) {
      throw new AppError(
        "VALIDATION_ERROR",
        400,
        "This calendar is read by its address: it has no user name, password or calendars to choose.",
      );
    }
    const next: ConnectionSecret = { kind: "ics", url: normaliseCalendarUrl(url ?? old.url) };
    try {
      await sync.readNew({ userId: current.userId, secret: next, allDayBlocks: current.allDayBlocks });
    } catch (error) {
      throw connectRefusal(error);
    }
    return next;
  }
  const next: CalDavSecret = {
    ...old,
    url: url === undefined ? old.url : normaliseCalendarUrl(url),
    username: username ?? old.username,
    password: password ?? old.password,
  };
  try {
    const listed = await (await openCalDav(next, sync.deps.safeFetch)).listCalendars();
    if (next.url === old.url && calendar === undefined) return next;
    const chosen = chooseCalendars(listed, calendar);
    return {
      ...next,
      calendarUrls: chosen.map((found) => found.url),
      writeCalendarUrl: chosen.find((found) => found.readOnly !== true)?.url ?? null,
    };
  } catch (error) {
    throw connectRefusal(error);
  }
}

export async function patchConnection(options: {
  sync: CalendarSync;
  userId: string;
  id: string;
  patch: TCalendarPatch;
}): Promise<TCalendarConnection> {
  const { sync, userId, id, patch } = options;
  const { db, billing, box } = sync.deps;
  const current = await findConnection(db, userId, id);
  if (!current) throw connectionNotFound();
  if (patch.writeBack === true && !current.writeBack) {
    if (current.kind !== "caldav") {
      throw new AppError(
        "VALIDATION_ERROR",
        400,
        "Only a CalDAV calendar can hold your workouts; this one is read by its address.",
      );
    }
    await assertFeatureAllowed({ db, billing, userId, feature: "calendar-write-back" });
  }
  const { url, username, password, calendar, ...settings } = patch;
  const renewed = await renewedSecret(sync, current, { url, username, password, calendar });
  const updated = await updateConnection(db, id, {
    ...settings,
    ...(renewed
      ? { secret: sealSecret(box, renewed), urlHint: urlHint(renewed.url), status: "ok", error: null }
      : {}),
  });
  if (!updated) throw connectionNotFound();
  if (patch.writeBack === false && current.writeBack) await sync.removeWritten(updated);
  // What is read depends on these: read again at once rather than at the next background sync.
  const reread =
    (patch.allDayBlocks !== undefined && patch.allDayBlocks !== current.allDayBlocks) ||
    (patch.enabled === true && !current.enabled) ||
    (patch.writeBack === true && !current.writeBack) ||
    renewed !== null;
  if (reread) {
    // The stored validators would answer "unchanged": forget them so the calendar is read in full.
    await updateConnection(db, id, { etag: null, lastModified: null, calendars: {} });
    return toConnection((await sync.syncConnection(id)) ?? updated);
  }
  return toConnection(updated);
}

/** Removes the connection and its events (cascade), and the workouts it wrote into the calendar. */
export async function removeConnection(options: {
  sync: CalendarSync;
  userId: string;
  id: string;
}): Promise<void> {
  const { sync, userId, id } = options;
  const current = await findConnection(sync.deps.db, userId, id);
  if (!current) throw connectionNotFound();
  if (current.writeBack) await sync.removeWritten(current);
  if (!(await deleteConnection(sync.deps.db, userId, id))) throw connectionNotFound();
}

/** "Sync now": one at a time per connection (409) and not more often than the minimum interval (429, ADR 0054). */
export async function syncNow(options: {
  sync: CalendarSync;
  userId: string;
  id: string;
}): Promise<TCalendarConnection> {
  const { sync, userId, id } = options;
  const row = await findConnection(sync.deps.db, userId, id);
  if (!row) throw connectionNotFound();
  const result = await sync.syncManually(row);
  if (result.outcome === "in-progress") {
    throw sayingError("CALENDAR_SYNC_IN_PROGRESS", 409, { code: "CALENDAR_SYNC_IN_PROGRESS", params: {} });
  }
  if (result.outcome === "too-soon") {
    const seconds = Math.ceil(result.retryAfterMs / 1000);
    throw sayingError(
      "CALENDAR_SYNC_TOO_SOON",
      429,
      { code: "CALENDAR_SYNC_TOO_SOON", params: { count: seconds } },
      { retryAfterSeconds: seconds },
    );
  }
  if (!result.row) throw connectionNotFound();
  return toConnection(result.row);
}
