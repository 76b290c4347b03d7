import { readFileSync } from "node:fs";
import { createObject, makeCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent } from "#contracts/events";
import { addDays, eventsInUserZone, indexEvents } from "#domain/scheduling";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, listWorkouts, preferences, TEST_QUOTAS } from "../../test/onboarded-client";
import { type RadicaleServer, startRadicale } from "../../test/radicale";
import { type CalendarHost, type Client, makePro, startCalendarHost } from "./calendars-test-support";

// ADR 0073 end to end: a New York weekly standup (Mon, Wed, Fri 09:00–09:30) whose Monday 2027-03-15 is cancelled
// (EXDATE) and whose Wednesday 2027-03-17 moved to Thursday 11:00, seen by a user in Europe/London. The US changes
// clocks on 2027-03-14, the EU on 2027-03-28: in between, 09:00 New York is 13:00 London, otherwise 14:00. Served
// from a plain ICS host, from Radicale, and imported once as a file.

const STANDUP = readFileSync(new URL("./fixtures/standup-new-york.ics", import.meta.url), "utf8");
const ZONE = "Europe/London";

let server: TestServer;
let host: CalendarHost;
let radicale: RadicaleServer;

beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  host = await startCalendarHost();
  radicale = await startRadicale();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await host?.close();
  await radicale?.stop();
});

/** Every day of the week is busy but Monday 13:00–13:30 London: the one place a 30-minute workout could go. */
const allButMondayOnePm = [
  { name: "Busy", day: "Monday", startTime: "00:00", endTime: "13:00", isRecurring: true },
  { name: "Busy", day: "Monday", startTime: "13:30", endTime: "23:59", isRecurring: true },
  ...["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => ({
    name: "Busy",
    day,
    startTime: "00:00",
    endTime: "23:59",
    isRecurring: true,
  })),
];

async function londonClient(): Promise<Client> {
  const c = server.client();
  await c.signUp();
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: ZONE } });
  const prefs = preferences([], { duration: 30, frequency: 1, preferredTimes: ["Afternoon (11AM-2PM)"] });
  const saved = await c.request("/api/preferences", { method: "PUT", json: prefs });
  expect(saved.status, await saved.clone().text()).toBe(200);
  await makePro(c);
  return c;
}

const standupOnly = async (c: Client) =>
  (await json<TEvent[]>(await c.request("/api/events"))).filter((e) => e.name.startsWith("Standup"));

/** The standup's busy times of the week from `monday`, per date, in London. */
function busyWeek(events: TEvent[], monday: string): string[] {
  const span = { firstDate: monday, lastDate: addDays(monday, 6), timeZone: ZONE };
  const index = indexEvents(eventsInUserZone(events, span));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i)).flatMap((date) =>
    index
      .busyOn(date)
      .map((r) => `${date} ${r.start / 60}:${String(r.start % 60).padStart(2, "0")}+${r.end - r.start}`),
  );
}

async function expectRealWeeks(c: Client) {
  const events = await standupOnly(c);
  expect(events.length).toBeGreaterThan(0);
  // Before the US change: 14:00 London.
  expect(busyWeek(events, "2027-03-08")).toEqual([
    "2027-03-08 14:00+30",
    "2027-03-10 14:00+30",
    "2027-03-12 14:00+30",
  ]);
  // Between the changes: 13:00; Monday cancelled, Wednesday moved to Thursday 11:00 New York = 15:00 London.
  expect(busyWeek(events, "2027-03-15")).toEqual(["2027-03-18 15:00+30", "2027-03-19 13:00+30"]);
  expect(busyWeek(events, "2027-03-22")).toEqual([
    "2027-03-22 13:00+30",
    "2027-03-24 13:00+30",
    "2027-03-26 13:00+30",
  ]);
  // After the EU change: 14:00 again.
  expect(busyWeek(events, "2027-03-29")).toEqual([
    "2027-03-29 14:00+30",
    "2027-03-31 14:00+30",
    "2027-04-02 14:00+30",
  ]);
}

/** Planning the week from `monday` with the rest of the week busy: the workout goes to Monday 13:00 or nowhere. */
async function plan(c: Client, monday: string): Promise<Response> {
  const own = allButMondayOnePm;
  const all = await json<TEvent[]>(await c.request("/api/events"));
  if (!all.some((e) => e.name === "Busy")) {
    for (const event of own)
      expect((await c.request("/api/events", { json: { ...event, allowConflict: true } })).status).toBe(201);
  }
  return generate(c, { startDate: monday });
}

async function expectPlanUsesFreedSlot(c: Client) {
  // 2027-03-15 is cancelled: its 13:00 London slot is free, and the only free one of the week.
  const freed = await plan(c, "2027-03-15");
  expect(freed.status, await freed.clone().text()).toBe(201);
  expect((await listWorkouts(c)).map((w) => `${w.date} ${w.startTime}-${w.endTime}`)).toEqual([
    "2027-03-15 13:00-13:30",
  ]);
  // A week later the standup is there at 13:00 London: nothing fits.
  const full = await plan(c, "2027-03-22");
  expect(full.status).toBe(422);
  expect(await full.json()).toMatchObject({ error: "NO_SLOTS" });
}

describe("a weekly series with exceptions, from another zone, across clock changes", () => {
  it("from a plain ICS host: frees the cancelled date, blocks the moved time, follows both clock changes", async () => {
    const c = await londonClient();
    host.serve("/standup.ics", { body: STANDUP });
    const created = await c.request("/api/calendars", {
      json: { kind: "ics", url: host.url("/standup.ics"), name: "Work" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await expectRealWeeks(c);
    await expectPlanUsesFreedSlot(c);
  });

  it("from Radicale (CalDAV): the same", async () => {
    const c = await londonClient();
    const auth = `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString("base64")}`;
    const calendarUrl = new URL(`/${radicale.username}/standups/`, radicale.url).href;
    const [made] = await makeCalendar({
      url: calendarUrl,
      props: {
        "d:displayname": "Standups",
        "c:supported-calendar-component-set": { "c:comp": { _attributes: { name: "VEVENT" } } },
      },
      headers: { Authorization: auth },
    });
    expect(made?.status).toBe(201);
    const stored = await createObject({
      url: new URL("standup.ics", calendarUrl).href,
      data: STANDUP,
      headers: { "content-type": "text/calendar; charset=utf-8", Authorization: auth },
    });
    expect(stored.status).toBe(201);
    const created = await c.request("/api/calendars", {
      json: {
        kind: "caldav",
        url: radicale.url,
        username: radicale.username,
        password: radicale.password,
        calendar: "Standups",
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await expectRealWeeks(c);
    await expectPlanUsesFreedSlot(c);
  });

  it("imported once as an .ics file: the same", async () => {
    const c = await londonClient();
    const imported = await c.request("/api/events/import", {
      method: "POST",
      body: STANDUP,
      headers: { "content-type": "text/calendar" },
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    await expectRealWeeks(c);
    await expectPlanUsesFreedSlot(c);
  });
});
