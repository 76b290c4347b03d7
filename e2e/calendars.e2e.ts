import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile, completeOnboardingViaApi, registerNewUser } from "./fixtures";

// Live calendars end to end: connect a calendar by its address in the UI (served by a local calendar host; the
// suite's server runs with CALENDAR_ALLOW_PRIVATE=1), see its events on the week grid, drag a workout to a free time,
// and move one onto the calendar's meeting: the clash shows inline and "Move anyway" keeps it there, flagged.

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  pinned?: boolean;
  conflict?: { eventName: string } | null;
}
interface ApiEvent {
  name: string;
  startTime: string;
  endTime: string;
  source: string;
}

/** A meeting every day at noon, Madrid time, from a week ago: on every day of any week the test looks at. */
function dailyMeeting(): string {
  const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Custom Fit e2e//EN",
    "X-WR-CALNAME:Work",
    "BEGIN:VEVENT",
    "UID:team-sync-e2e@example.com",
    `DTSTAMP:${start}T090000Z`,
    `DTSTART;TZID=Europe/Madrid:${start}T120000`,
    `DTEND;TZID=Europe/Madrid:${start}T130000`,
    "RRULE:FREQ=DAILY",
    "SUMMARY:Team sync",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

let host: Server;
let calendarUrl: string;

beforeAll(async () => {
  host = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
    response.end(dailyMeeting());
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  calendarUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/work.ics`;
});
afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function api<T>(page: Page, path: string, method = "GET"): Promise<T> {
  return page.evaluate(
    async ({ path, method }) => {
      const response = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { path, method },
  );
}

/** The workout furthest ahead: never today, whose elapsed hours a move may not use. */
async function laterWorkout(page: Page): Promise<ApiWorkout> {
  const workouts = await api<ApiWorkout[]>(page, "/api/workouts");
  const sorted = [...workouts].sort((a, b) => b.date.localeCompare(a.date));
  const chosen = sorted[0];
  if (!chosen) throw new Error("the plan has no workouts");
  return chosen;
}

describe("live calendars on the schedule", () => {
  it("connects a calendar by address, shows its events, drags a workout to a free time and onto a clash", async () => {
    const page = await browser.newPage();
    // The move onto the meeting is answered 409 EVENT_CONFLICT on purpose; Chromium logs that response.
    browser.expectConsoleErrors(/status of 409/);
    await registerNewUser(page, "Casey Calendar");
    await completeOnboardingViaApi(page, {}, "/dashboard");
    await api(page, "/api/plan", "POST");

    await page.goto("/schedule");
    await page.getByRole("button", { name: "Add calendar" }).click();
    await page.getByLabel("Secret address (iCal)").fill(calendarUrl);
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    // The card lists the connection under the calendar's own name (X-WR-CALNAME), with its events.
    await page.getByRole("heading", { name: "Work", level: 3 }).waitFor({ timeout: 15_000 });
    await page
      .getByText(/\d+ events?/)
      .first()
      .waitFor();

    const events = await api<ApiEvent[]>(page, "/api/events");
    const meeting = events.find((event) => event.name === "Team sync");
    expect(meeting?.source).toMatch(/^calendar:/);
    if (!meeting) return;

    // The meeting is on the grid of the workout's week, read-only.
    const target = await laterWorkout(page);
    await page.goto(`/schedule?week=${target.date}`);
    await expect.poll(() => page.getByText("Team sync").count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // Drag with the mouse one hour away from the meeting: a free time, so it moves and is pinned.
    const block = page.locator(`[data-workout-id="${target.id}"]`);
    const hourPx = 48;
    /** Drags the workout by `minutes` (whole quarters) with the mouse, in small steps as a hand would. */
    const drag = async (minutes: number) => {
      await block.scrollIntoViewIfNeeded();
      const box = await block.boundingBox();
      if (!box) throw new Error("the workout is not on the grid");
      const x = box.x + box.width / 2;
      const y = box.y + Math.min(10, box.height / 2);
      const dy = (minutes / 60) * hourPx;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++) await page.mouse.move(x, y + (dy * step) / 12);
      await page.mouse.up();
    };
    const direction = minutesOf(target.startTime) < minutesOf(meeting.startTime) ? -1 : 1;
    await drag(direction * 60);
    const expectedStart = minutesOf(target.startTime) + direction * 60;
    const placeOf = async () => {
      const moved = (await api<ApiWorkout[]>(page, "/api/workouts")).find((w) => w.id === target.id);
      return moved && { start: minutesOf(moved.startTime), date: moved.date, pinned: moved.pinned };
    };
    await expect.poll(placeOf).toEqual({ start: expectedStart, date: target.date, pinned: true });

    // Dragged onto the meeting: the clash shows inline; Cancel leaves the workout where it was.
    await drag(minutesOf(meeting.startTime) - expectedStart);
    await page
      .getByRole("alert")
      .filter({ hasText: /Overlaps Team sync/ })
      .waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /Overlaps Team sync/ })
      .waitFor({ state: "detached" });
    expect(await placeOf()).toEqual({ start: expectedStart, date: target.date, pinned: true });

    // With the keyboard onto the meeting: the clash shows inline, and "Move anyway" keeps the workout there, flagged.
    const steps = (minutesOf(meeting.startTime) - expectedStart) / 15;
    await block.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? "ArrowDown" : "ArrowUp");
    await page.keyboard.press("Enter");
    await page
      .getByRole("alert")
      .filter({ hasText: /Overlaps Team sync/ })
      .waitFor();
    await page.getByRole("button", { name: "Move anyway" }).click();
    await expect
      .poll(async () => {
        const moved = (await api<ApiWorkout[]>(page, "/api/workouts")).find((w) => w.id === target.id);
        return moved && { startTime: moved.startTime, conflict: moved.conflict };
      })
      .toEqual({ startTime: meeting.startTime, conflict: { eventName: "Team sync" } });
    await block.getByText("Overlaps Team sync").waitFor();
  });
});
