import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "../../../contracts/calendars";
import { addDays } from "../../../domain/scheduling/dates";
import { todayIn } from "../../../domain/scheduling/zoned-time";
import { createTestServer, type TestServer } from "../../test/harness";
import { json, onboardedClient, TEST_QUOTAS } from "../workouts/workouts-test-support";
import { type Client, makePro, vcalendar, vevent } from "./calendars-test-support";

// The limits of connected calendars under parallel requests (ADR 0054): the connection count holds while every
// request waits on a slow calendar host, and one connection is synced once at a time and not more often than the
// minimum interval between manual syncs.

const today = todayIn("UTC", new Date());

/** A calendar host on 127.0.0.1 that answers every path after `delayMs`, with a calendar named by the path. */
async function startSlowHost(delayMs: number) {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    const uid = (req.url ?? "/").replace(/\W/g, "");
    setTimeout(() => {
      res
        .writeHead(200, { "content-type": "text/calendar" })
        .end(vcalendar(vevent(uid, "Standup", addDays(today, 2), "09:00", "09:30")));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let host: Awaited<ReturnType<typeof startSlowHost>>;

beforeAll(async () => {
  server = await createTestServer({
    ...TEST_QUOTAS,
    CALENDAR_ALLOW_PRIVATE: "1",
    CALENDAR_SYNC_MIN_INTERVAL_S: "60",
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
