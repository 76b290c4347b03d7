import ical from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TFeedUrl } from "#contracts/events";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  // Import and the feed are Pro features; the gate itself is tested in billing.integration.test.ts.
  server = await createTestServer({ BILLING: "disabled" });
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

async function feedUrl(c: Client, method: "GET" | "POST" = "GET"): Promise<string> {
  const response = await c.request("/api/calendar/feed-url", { method });
  expect(response.status).toBe(200);
  return ((await response.json()) as TFeedUrl).url;
}

/** Fetches a feed the way a calendar app does: no cookie, no Origin. */
function fetchFeed(url: string) {
  return server.client().request(new URL(url).pathname, { noOrigin: true });
}

describe("calendar feed", () => {
  it("gives the feed URL only to a signed-in user", async () => {
    const response = await server.client().request("/api/calendar/feed-url");
    expect(response.status).toBe(401);
  });

  it("hands out a stable secret URL that serves iCalendar without a session", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const url = await feedUrl(c);
    expect(url.startsWith(`${TEST_ORIGIN}/api/calendar/${id}.`)).toBe(true);
    expect(url.endsWith(".ics")).toBe(true);
    expect(await feedUrl(c)).toBe(url);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    const parsed = ical.sync.parseICS(text);
    expect(parsed.vcalendar?.type).toBe("VCALENDAR");
    // No workouts exist yet (the plans issue adds them); the feed lists nothing else.
    expect(Object.values(parsed).filter((item) => item?.type === "VEVENT")).toEqual([]);
  });

  it("rotates: the old URL answers 404, the new one works", async () => {
    const c = server.client();
    await c.signUp();
    const old = await feedUrl(c);
    const rotated = await feedUrl(c, "POST");
    expect(rotated).not.toBe(old);
    expect(await feedUrl(c)).toBe(rotated);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(rotated)).status).toBe(200);
    // The token is the feed's only credential, so it never reaches the logs.
    const token = new URL(rotated).pathname.split("/").pop()!.slice(0, -".ics".length);
    expect(server.logLines.some((line) => line.includes("/api/calendar/[token].ics"))).toBe(true);
    expect(server.logLines.some((line) => line.includes(token))).toBe(false);
  });

  it("answers 404 for forged, foreign and malformed tokens", async () => {
    const a = server.client();
    const b = server.client();
    const { id: aId } = await a.signUp();
    const { id: bId } = await b.signUp();
    const url = await feedUrl(a);
    const path = new URL(url).pathname;
    const mac = path.slice(path.lastIndexOf(".", path.length - 5) + 1, -".ics".length);
    expect(mac).toHaveLength(43);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const candidate of [
      `/api/calendar/${aId}.${flipped}.ics`,
      `/api/calendar/${bId}.${mac}.ics`,
      `/api/calendar/00000000-0000-0000-0000-000000000000.${mac}.ics`,
      `/api/calendar/${aId}.ics`,
      "/api/calendar/nonsense.ics",
      `/api/calendar/${aId}.${mac}`,
    ]) {
      const response = await server.client().request(candidate, { noOrigin: true });
      expect(response.status, candidate).toBe(404);
      expect(await response.json()).toMatchObject({ error: "NOT_FOUND" });
    }
  });
});
