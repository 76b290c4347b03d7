import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { CalendarFetchError, type SafeFetch } from "../../integrations/calendar-fetch";
import type { Emit } from "../../lib/domain-events";
import type { Logger } from "../../lib/logger";
import type { SecretBox } from "../../lib/secret-box";
import { type BillingSettings, getEntitlements } from "../billing";
import { type IcsMapping, type IcsReader, replaceConnectionEvents } from "../events";
import { onCalendarAuthFailed } from "../notifications";
import { getSettings } from "../settings";
import { calendarNameOf } from "./calendar-name";
import {
  type ConnectionRow,
  claimManualSync,
  findConnection,
  findConnectionById,
  listConnections,
  listWriteBackConnections,
  markAuthFailed,
  updateConnection,
} from "./calendars.repository";
import { type CalDavSecret, type ConnectionSecret, openSecret } from "./connection-secret";
import { type CalDavClient, openCalDav, type RemoteState, readRemoteCalendar } from "./remote-calendar";
import { describeSyncFailure } from "./sync-errors";
import { reconcileWriteBack, removeWrittenWorkouts } from "./write-back";

// The one sync of a connection (ADR 0042), used by POST /api/calendars/:id/sync, the background loop
// and, for the first read, by POST /api/calendars: read the remote calendar (unchanged → only the timestamps), turn
// it into events with the events feature's .ics reader, and store them with the connection's new state in one
// transaction; then, for CalDAV with write-back, reconcile the workouts written there.

export interface CalendarSyncDeps {
  db: Database;
  reader: IcsReader;
  /** Seals and opens the connections' secrets (the server secret's calendar key). */
  box: SecretBox;
  /** Every request for a user's calendar goes through it (SSRF-safe). */
  safeFetch: SafeFetch;
  billing: BillingSettings;
  /** Tells of the events a sync stored: in their transaction (the workouts they clash with move) and after it. */
  emit: Emit;
  logger: Logger;
  syncMinutes: number;
  /** The least time between two syncs of one connection for "Sync now" (CALENDAR_SYNC_MIN_INTERVAL_S); 0: none. */
  minSyncIntervalMs?: number;
  /** How long one sync may spend reading the connection's server before it is cut (CALENDAR_SYNC_DEADLINE_S). */
  syncDeadlineMs?: number;
  now?: () => Date;
}

/** What "Sync now" got: the synced connection, or why it did not run (the route turns these into 409 and 429). */
export type ManualSync =
  | { outcome: "synced"; row: ConnectionRow | null }
  | { outcome: "in-progress" }
  | { outcome: "too-soon"; retryAfterMs: number };

export interface ReadCalendar {
  mapping: IcsMapping;
  state: RemoteState;
  /** The name the calendar gives itself (X-WR-CALNAME), when it gives one: a subscription's default name. */
  calendarName: string | null;
}

export interface CalendarSync {
  readonly deps: CalendarSyncDeps;
  /** Reads a calendar not stored yet (POST /api/calendars); throws what sync-errors.ts describes. */
  readNew(options: {
    userId: string;
    secret: ConnectionSecret;
    allDayBlocks: boolean;
    caldav?: CalDavClient;
  }): Promise<ReadCalendar>;
  /** Stores a read in the caller's transaction: the events and the connection's state. */
  store(tx: Database, row: ConnectionRow, read: ReadCalendar): Promise<ConnectionRow | null>;
  /**
   * Syncs one connection now; failures (and its deadline) become its status. Null when it no longer exists. Syncs of
   * one connection in this process run one after another.
   */
  syncConnection(id: string): Promise<ConnectionRow | null>;
  /**
   * "Sync now" of a connection the caller found to be the user's: refused while a sync of it runs in this process,
   * or when its last sync (on any instance) was less than the minimum interval ago.
   */
  syncManually(row: ConnectionRow): Promise<ManualSync>;
  /** After the user's workouts changed: write-back connections reconcile soon, in the background. */
  workoutsChanged(userId: string): void;
  /** Removes what a connection wrote remotely, best effort (failures logged). */
  removeWritten(row: ConnectionRow): Promise<void>;
  /** Before an account is deleted: removes what each of its connections wrote remotely, best effort. */
  removeAllWritten(userId: string): Promise<void>;
  /** Resolves when every background reconciliation started so far has ended (tests, shutdown). */
  settled(): Promise<void>;
}

/** Default of CALENDAR_SYNC_DEADLINE_S: three of safe-fetch's 10 s request timeouts (a CalDAV sync makes several). */
const DEFAULT_SYNC_DEADLINE_MS = 30_000;

/** How long write-back waits for more workout writes before it reconciles. */
const WRITE_BACK_DEBOUNCE_MS = 250;

/** A promise and the function that resolves it (Promise.withResolvers is newer than Node 20). */
function settledPromise(): { done: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { done, resolve };
}

const noop = () => undefined;
const seconds = (ms: number) => {
  const n = Math.round(ms / 1000);
  return `${n} ${n === 1 ? "second" : "seconds"}`;
};

const stateOf = (row: ConnectionRow): RemoteState => ({
  etag: row.etag,
  lastModified: row.lastModified,
  calendars: row.calendars,
});

export function createCalendarSync(deps: CalendarSyncDeps): CalendarSync {
  const { db, logger } = deps;
  const clock = deps.now ?? (() => new Date());
  const nextSync = (now: Date) => new Date(now.getTime() + deps.syncMinutes * 60_000);
  const running = new Map<string, Promise<void>>();
  /** The sync of each connection under way in this process (the last one queued, when several wait their turn). */
  const syncing = new Map<string, Promise<ConnectionRow | null>>();
  const deadlineMs = deps.syncDeadlineMs ?? DEFAULT_SYNC_DEADLINE_MS;
  const minIntervalMs = deps.minSyncIntervalMs ?? 0;
  const debounced = new Map<
    string,
    { timer: NodeJS.Timeout | undefined; done: Promise<void>; resolve: () => void }
  >();

  async function readNew(options: {
    userId: string;
    secret: ConnectionSecret;
    allDayBlocks: boolean;
    previous?: RemoteState;
    caldav?: CalDavClient;
    /** The sync's fetch, cut at its deadline; the plain safe fetch otherwise. */
    safeFetch?: SafeFetch;
    signal?: AbortSignal;
  }): Promise<ReadCalendar | null> {
    const previous = options.previous ?? { etag: null, lastModified: null, calendars: {} };
    const read = await readRemoteCalendar({
      secret: options.secret,
      previous,
      safeFetch: options.safeFetch ?? deps.safeFetch,
      caldav: options.caldav,
    });
    options.signal?.throwIfAborted();
    if (read.status === "unchanged") return null;
    const { timeZone } = await getSettings({ db, userId: options.userId });
    // All-day entries (birthdays, holidays, "working from home") block the day only when the user asked.
    const request = {
      source: read.text,
      timeZone,
      today: todayIn(timeZone, clock()),
      allDayBlocks: options.allDayBlocks,
      owner: options.userId,
    };
    return {
      mapping: await deps.reader.read(request),
      state: read.state,
      calendarName: calendarNameOf(read.text),
    };
  }

  async function store(tx: Database, row: ConnectionRow, read: ReadCalendar): Promise<ConnectionRow | null> {
    // Locked first: a connection deleted meanwhile is not brought back, and two syncs of it take turns.
    if (!(await findConnection(tx, row.userId, row.id, true))) return null;
    const { timeZone } = await getSettings({ db: tx, userId: row.userId });
    const now = clock();
    const result = await replaceConnectionEvents(tx, {
      userId: row.userId,
      connectionId: row.id,
      events: read.mapping.events,
      today: todayIn(timeZone, now),
      emit: deps.emit,
    });
    const warning =
      result.overflow > 0
        ? `This calendar has more events than Custom Fit keeps (${result.count}); ${result.overflow} were left out.`
        : null;
    return updateConnection(tx, row.id, {
      status: "ok",
      error: warning,
      lastSyncedAt: now,
      eventCount: result.count,
      etag: read.state.etag,
      lastModified: read.state.lastModified,
      calendars: read.state.calendars,
      nextSyncAt: nextSync(now),
    });
  }

  async function fail(row: ConnectionRow, error: unknown): Promise<ConnectionRow | null> {
    const failure = describeSyncFailure(error);
    const next = nextSync(clock());
    if (failure.unexpected) {
      logger.error("calendar sync failed", {
        connectionId: row.id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
    if (failure.status === "auth_failed") {
      if (await markAuthFailed(db, row.id, failure.message, next)) {
        await onCalendarAuthFailed(db, row.userId, row.name).catch((notifyError: unknown) =>
          logger.warn("notification not sent: calendar auth failed", { error: String(notifyError) }),
        );
      }
    } else {
      await updateConnection(db, row.id, { status: "error", error: failure.message, nextSyncAt: next });
    }
    return findConnectionById(db, row.id);
  }

  /** Write-back is Pro's; a user who went back to Free keeps what was written, and nothing new is written. */
  async function mayWriteBack(row: ConnectionRow): Promise<boolean> {
    if (row.kind !== "caldav" || !row.writeBack) return false;
    const { billingEnabled, isPro } = await getEntitlements(db, deps.billing, row.userId);
    return !billingEnabled || isPro;
  }

  async function writeBack(row: ConnectionRow, secret: CalDavSecret, client: CalDavClient): Promise<void> {
    if (!(await mayWriteBack(row))) return;
    await reconcileWriteBack({ db, client, connection: row, secret, now: clock() });
  }

  /** The safe fetch cut at `signal`: every request of one sync shares its deadline. */
  function fetchUntil(signal: AbortSignal): SafeFetch {
    return (input, init = {}) =>
      deps.safeFetch(input, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal,
      });
  }

  async function syncOnce(id: string): Promise<ConnectionRow | null> {
    const row = await findConnectionById(db, id);
    if (!row) return null;
    if (!row.enabled) return row;
    const deadline = new AbortController();
    const timer = setTimeout(
      () =>
        deadline.abort(
          new CalendarFetchError(
            "CALENDAR_UNREACHABLE",
            `Reading this calendar took longer than ${seconds(deadlineMs)}, so it was stopped. Custom Fit will try again later.`,
          ),
        ),
      deadlineMs,
    );
    try {
      const secret = openSecret(deps.box, row.secret);
      const safeFetch = fetchUntil(deadline.signal);
      const caldav = secret.kind === "caldav" ? await openCalDav(secret, safeFetch) : undefined;
      const read = await readNew({
        userId: row.userId,
        secret,
        allDayBlocks: row.allDayBlocks,
        previous: stateOf(row),
        caldav,
        safeFetch,
        signal: deadline.signal,
      });
      const now = clock();
      const stored = read
        ? await db.transaction((tx) => store(tx, row, read))
        : await updateConnection(db, id, {
            status: "ok",
            error: null,
            lastSyncedAt: now,
            nextSyncAt: nextSync(now),
          });
      if (!stored) return null;
      if (read) await deps.emit({ type: "events-changed", userId: row.userId, by: "calendar-sync" });
      // Sealed under a previous server secret: moved to the current one now that it is known to work.
      const resealed = deps.box.reseal(row.secret);
      if (resealed) await updateConnection(db, id, { secret: resealed });
      if (caldav && secret.kind === "caldav") await writeBack(stored, secret, caldav);
      return findConnectionById(db, id);
    } catch (error) {
      // Past the deadline, whatever the read threw (an abort, or a client's wrapping of it) is the deadline's.
      return fail(row, deadline.signal.aborted ? deadline.signal.reason : error);
    } finally {
      clearTimeout(timer);
    }
  }

  function syncConnection(id: string): Promise<ConnectionRow | null> {
    // In turn: a sync asked for while one runs (a PATCH's re-read, the loop) starts after it, never beside it.
    const previous = syncing.get(id);
    const next = (previous ? previous.then(noop, noop) : Promise.resolve()).then(() => syncOnce(id));
    const tracked = next.finally(() => {
      if (syncing.get(id) === tracked) syncing.delete(id);
    });
    syncing.set(id, tracked);
    return tracked;
  }

  async function syncManually(row: ConnectionRow): Promise<ManualSync> {
    if (syncing.has(row.id)) return { outcome: "in-progress" };
    if (minIntervalMs > 0) {
      // Held until the claim answers: a second request meanwhile is "in progress", not a second claim.
      const hold = settledPromise();
      const held = hold.done.then(() => null);
      syncing.set(row.id, held);
      try {
        const now = clock();
        const claimed = await claimManualSync(db, {
          id: row.id,
          lastSyncBefore: new Date(now.getTime() - minIntervalMs),
          nextSyncAt: nextSync(now),
          syncMinutes: deps.syncMinutes,
        });
        if (!claimed) {
          const lastSync = row.nextSyncAt.getTime() - deps.syncMinutes * 60_000;
          return {
            outcome: "too-soon",
            retryAfterMs: Math.max(1000, lastSync + minIntervalMs - now.getTime()),
          };
        }
      } finally {
        if (syncing.get(row.id) === held) syncing.delete(row.id);
        hold.resolve();
      }
    }
    return { outcome: "synced", row: await syncConnection(row.id) };
  }

  async function reconcileUser(userId: string): Promise<void> {
    for (const row of await listWriteBackConnections(db, userId)) {
      try {
        const secret = openSecret(deps.box, row.secret);
        if (secret.kind !== "caldav") continue;
        await writeBack(row, secret, await openCalDav(secret, deps.safeFetch));
      } catch (error) {
        await fail(row, error);
      }
    }
  }

  function reconcileInTurn(userId: string): Promise<void> {
    // One reconciliation per user at a time: a change during one runs another after it, seeing the latest plan.
    const previous = running.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => reconcileUser(userId))
      .catch((error: unknown) => logger.error("calendar write-back failed", { error: String(error) }))
      .finally(() => {
        if (running.get(userId) === next) running.delete(userId);
      });
    running.set(userId, next);
    return next;
  }

  function workoutsChanged(userId: string): void {
    // Debounced: a burst of writes (a plan, then a few moves) is one reconciliation, and it runs off the request's path.
    const waiting = debounced.get(userId) ?? { timer: undefined, ...settledPromise() };
    clearTimeout(waiting.timer);
    waiting.timer = setTimeout(() => {
      debounced.delete(userId);
      void reconcileInTurn(userId).finally(waiting.resolve);
    }, WRITE_BACK_DEBOUNCE_MS);
    waiting.timer.unref();
    debounced.set(userId, waiting);
  }

  async function removeWritten(row: ConnectionRow): Promise<void> {
    if (row.kind !== "caldav") return;
    try {
      const secret = openSecret(deps.box, row.secret);
      if (secret.kind !== "caldav") return;
      await removeWrittenWorkouts({
        db,
        client: await openCalDav(secret, deps.safeFetch),
        connectionId: row.id,
      });
    } catch (error) {
      logger.warn("written workouts not removed from the calendar", {
        connectionId: row.id,
        error: String(error),
      });
    }
  }

  return {
    deps,
    readNew: async (options) => {
      const read = await readNew(options);
      // A first read has no validators to match, so "unchanged" cannot come back; an empty calendar is still read.
      if (!read) throw new Error("a first calendar read answered unchanged");
      return read;
    },
    store,
    syncConnection,
    syncManually,
    workoutsChanged,
    removeWritten,
    async removeAllWritten(userId) {
      // Written workouts are tracked per connection whatever its state now (write-back or the connection itself
      // may have been turned off since), so every CalDAV connection of the user is asked.
      for (const row of await listConnections(db, userId)) await removeWritten(row);
    },
    async settled() {
      while (running.size > 0 || debounced.size > 0 || syncing.size > 0) {
        await Promise.all([
          ...running.values(),
          ...[...debounced.values()].map((waiting) => waiting.done),
          ...[...syncing.values()].map((sync) => sync.catch(noop)),
        ]);
      }
    },
  };
}
