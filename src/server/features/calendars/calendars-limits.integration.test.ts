import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { calendarConnections } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";
import { type Client, makePro, vcalendar, vevent } from "./calendars-test-support";

// The limits of connected calendars under parallel requests (ADR 0054): the connection count holds while every
// request waits on a slow calendar host, and one connection is synced once at a time and not more often than the
// minimum interval between manual syncs; one user's many calendars do not crowd another's out of the .ics reader; the
// background loop cuts a slow connection at its deadline and syncs other users' connections meanwhile.

const today = todayIn("UTC", new Date());

/**
 * A calendar host on 127.0.0.1 that answers every path after `delayMs` (a hanging path after `hangMs`), with a
 * calendar named by the path.
 */
async function startSlowHost(delayMs: number, hangMs = 6000) {
  let requests = 0;
  const hanging = new Set<string>();
  /** Requests to a hanging path: how many came, how many the client cut before the answer, how many are open. */
  const hung = { requests: 0, cut: 0, open: 0 };

  const server: Server = createServer((req, res) => {
    requests++;
    const path = req.url ?? "/";
    const uid = path.replace(/\W/g, "");
    const hangs = hanging.has(path);
    if (hangs) {
      hung.requests++;
      hung.open++;
      res.once("close", () => {
        hung.open--;
        if (!res.writableFinished) hung.cut++;
      });
    }
    setTimeout(
      () => {
        if (res.destroyed) return;
        res
          .writeHead(200, { "content-type": "text/calendar" })
          .end(vcalendar(vevent(uid, "Standup", addDays(today, 2), "09:00", "09:30")));
      },
      hangs ? hangMs : delayMs,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests: () => requests,
    hung: () => ({ ...hung }),
    hang: (path: string) => hanging.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let server: TestServer;
let host: Awaited<ReturnType<typeof startSlowHost>>;

beforeAll(async () => {
  server = await createTestServer({
    ...TEST_QUOTAS,
    CALENDAR_ALLOW_PRIVATE: "1",
    CALENDAR_SYNC_MIN_INTERVAL_S: "60",
    CALENDAR_SYNC_DEADLINE_S: "2",
    CALENDAR_SYNC_CONCURRENCY: "4",
    // The reader's worker stops between tests: its start (~1 s) lets parallel reads queue up, as under load.
    ICS_WORKER_IDLE_MS: "100",
  });
  host = await startSlowHost(600);
});
afterAll(async () => {
  await server?.close();
  await host?.close();
});

const connectAll = (c: Client, n: number, prefix: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      c.request("/api/calendars", { json: { kind: "ics", url: host.url(`/${prefix}-${i}.ics`) } }),
    ),
  );

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

/** As if the connection's last sync was long ago: its next background sync is due now. */
async function lastSyncedLongAgo(id: string): Promise<void> {
  await server.db
    .update(calendarConnections)
    .set({ nextSyncAt: new Date() })
    .where(eq(calendarConnections.id, id));
}

const syncNow = (c: Client, id: string) => c.request(`/api/calendars/${id}/sync`, { method: "POST" });

describe("connected calendar limits under parallel requests", () => {
  it("lets exactly one of six parallel connects of a Free user through; the rest are 402", async () => {
    const c = await onboardedClient(server);
    const responses = await connectAll(c, 6, "free");
    expect(statuses(responses)).toEqual([201, 402, 402, 402, 402, 402]);
    const refused = responses.find((r) => r.status === 402);
    expect(await refused?.json()).toMatchObject({ error: "UPGRADE_REQUIRED" });
    expect(await json<TCalendarConnection[]>(await c.request("/api/calendars"))).toHaveLength(1);
  });

  it("lets exactly ten of thirteen parallel connects of a Pro user through; the rest are 422", async () => {
    const c = await onboardedClient(server);
    await makePro(c);
    const responses = await connectAll(c, 13, "pro");
    expect(statuses(responses)).toEqual([...Array(10).fill(201), 422, 422, 422]);
    const refused = responses.find((r) => r.status === 422);
    expect(await refused?.json()).toMatchObject({ error: "TOO_MANY_CALENDARS" });
    expect(await json<TCalendarConnection[]>(await c.request("/api/calendars"))).toHaveLength(10);
  });
});

describe("Sync now and the shared .ics reader", () => {
  it("runs one of six parallel syncs of a connection; the others get 409 or 429 in words", async () => {
    const c = await onboardedClient(server);
    const connection = await json<TCalendarConnection>(
      await c.request("/api/calendars", { json: { kind: "ics", url: host.url("/sync-once.ics") } }),
    );
    await lastSyncedLongAgo(connection.id);
    const before = host.requests();
    const responses = await Promise.all(Array.from({ length: 6 }, () => syncNow(c, connection.id)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status).every((status) => status === 409 || status === 429)).toBe(true);
    for (const response of refused) {
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toMatch(/^CALENDAR_SYNC_(IN_PROGRESS|TOO_SOON)$/);
      expect(body.message).toMatch(/being synced right now|synced a moment ago/);
    }
    expect(host.requests() - before).toBe(1);
    // Right after it ended: too soon, with the wait in the message.
    const again = await syncNow(c, connection.id);
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({
      error: "CALENDAR_SYNC_TOO_SOON",
      message: expect.stringMatching(/Try again in \d+ seconds?\./),
    });
  });

  it("keeps room in the reader for another user while one user syncs ten calendars at once", {
    timeout: 90_000,
  }, async () => {
    const busy = await onboardedClient(server);
    await makePro(busy);
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        busy.request("/api/calendars", { json: { kind: "ics", url: host.url(`/many-${i}.ics`) } }),
      ),
    );
    const ids = await Promise.all(
      created.map(async (response) => (await json<TCalendarConnection>(response)).id),
    );
    const other = await onboardedClient(server);
    const own = await json<TCalendarConnection>(
      await other.request("/api/calendars", { json: { kind: "ics", url: host.url("/other.ics") } }),
    );
    for (const id of [...ids, own.id]) await lastSyncedLongAgo(id);
    // The reader's worker has stopped (idle): its start lets the parallel reads queue up, as under load.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const many = ids.map((id) => syncNow(busy, id));
    const theirs = await json<TCalendarConnection>(await syncNow(other, own.id));
    expect(theirs).toMatchObject({ status: "ok", error: null, eventCount: 1 });
    // The busy user's calendars waited in their own line and were all read in the end.
    const mine = await Promise.all(many.map(async (response) => json<TCalendarConnection>(await response)));
    expect(mine.map((row) => row.status)).toEqual(Array(10).fill("ok"));
  });
});

describe("the background sync loop", () => {
  it("cuts a slow connection at its deadline and syncs another user's calendar meanwhile", {
    timeout: 60_000,
  }, async () => {
    const slowUser = await onboardedClient(server);
    await makePro(slowUser);
    const slow: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await slowUser.request("/api/calendars", {
        json: { kind: "ics", url: host.url(`/hang-${i}.ics`) },
      });
      slow.push((await json<TCalendarConnection>(created)).id);
      host.hang(`/hang-${i}.ics`);
    }
    const fastUser = await onboardedClient(server);
    const fast = await json<TCalendarConnection>(
      await fastUser.request("/api/calendars", { json: { kind: "ics", url: host.url("/fast.ics") } }),
    );
    // Only these five are due.
    const later = new Date(Date.now() + 60 * 60_000);
    await server.db
      .update(calendarConnections)
      .set({ nextSyncAt: new Date(later.getTime() + 60 * 60_000) })
      .where(ne(calendarConnections.userId, ""));
    // The slow ones first in the claim's order (oldest due first), as if they had been waiting longest.
    for (const [i, id] of [...slow, fast.id].entries()) {
      await server.db
        .update(calendarConnections)
        .set({ nextSyncAt: new Date(Date.now() - 10_000 + i * 1000) })
        .where(eq(calendarConnections.id, id));
    }
    // Counted, not timed: the order in which the fast calendar and the loop finish, and what the slow host saw.
    const order: string[] = [];
    let loopDone = false;
    // Only to tell this sync from the one made when the calendar was connected.
    const tickStarted = new Date();
    const fastDone = (async () => {
      while (!loopDone) {
        const [row] = await server.db
          .select()
          .from(calendarConnections)
          .where(eq(calendarConnections.id, fast.id));
        if (row?.status === "ok" && (row.lastSyncedAt ?? tickStarted) > tickStarted) {
          order.push("fast calendar synced");
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const before = host.hung();
    const synced = await server.calendarLoop.tick(later);
    order.push("loop done");
    loopDone = true;
    await fastDone;
    expect(synced.sort()).toEqual([...slow, fast.id].sort());
    // The fast calendar did not wait behind the slow user's four.
    expect(order).toEqual(["fast calendar synced", "loop done"]);
    // Each slow calendar was asked once and cut by the deadline: the host never got to answer (it would after 6 s).
    // The host sees a cut connection close a moment after the client gives up.
    while (host.hung().open > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const after = host.hung();
    expect(after.requests - before.requests).toBe(4);
    expect(after.cut - before.cut).toBe(4);
    const rows = await json<TCalendarConnection[]>(await slowUser.request("/api/calendars"));
    for (const row of rows) {
      expect(row).toMatchObject({ status: "error" });
      expect(row.error).toMatch(/took longer than 2 seconds, so it was stopped/);
    }
  });
});
