import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  browserForFile,
  DESKTOP,
  MOBILE,
  PASSWORD,
  SAMPLE_PREFERENCES,
  uniqueEmail,
} from "./fixtures";

// The everyday loop (issue #30, §2 and §3): connecting a calendar from onboarding, the week grid's hours, drops that
// land where they were dropped, server messages in words, moving on a phone, event titles, multi-day events.

const browser = browserForFile();

/** A calendar host: /work.ics is a calendar with one meeting; anything else is "not found". */
let host: Server;
let hostUrl: string;
beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url !== "/work.ics") {
      response.writeHead(404).end("not found");
      return;
    }
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
    response.end(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Custom Fit e2e//EN",
        "X-WR-CALNAME:Work",
        "BEGIN:VEVENT",
        "UID:loop-e2e@example.com",
        `DTSTAMP:${start}T090000Z`,
        `DTSTART;TZID=Europe/Madrid:${start}T120000`,
        `DTEND;TZID=Europe/Madrid:${start}T130000`,
        "RRULE:FREQ=WEEKLY",
        "SUMMARY:Team sync",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole("heading", { level: 1, name }).isVisible()).toBe(true);

/** Through onboarding's first three steps to "Your week". */
async function toYourWeek(page: Page) {
  await heading(page, "About you");
  await page.locator("label", { has: page.getByRole("radio", { name: "Metric (kg, cm)" }) }).click();
  await page.getByLabel("Age").fill("34");
  await page.getByLabel("Weight (kg)").fill("70");
  await page.getByLabel("Height (cm)").fill("175");
  await page.locator("label", { has: page.getByRole("radio", { name: "Female" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Goals");
  await page.locator("label", { has: page.getByRole("radio", { name: "Build muscle" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Workouts");
  await page.locator("label", { has: page.getByRole("checkbox", { name: /^Morning/ }) }).click();
  await page.locator("label", { has: page.getByRole("checkbox", { name: "Weight training" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Your week");
}

interface ApiWorkout {
  id: string;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** Screenshots to look at (not compared): .tmp/e2e-screens/. */
const SCREENS = ".tmp/e2e-screens";
mkdirSync(SCREENS, { recursive: true });

/** Today in the suite's time zone (the browser context's and the user's). */
const todayOf = (page: Page) =>
  page.evaluate(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date()));

const ORIGIN = { Origin: new URL(BASE_URL).origin };

/**
 * An API call with the browser context's cookies (`page.request`), wherever the page is, even before it loaded
 * anything: the status and the JSON answer.
 */
async function apiCall<T>(
  page: Page,
  path: string,
  method = "GET",
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await page.request.fetch(path, {
    method,
    headers: ORIGIN,
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  return { status: response.status(), json: (text ? JSON.parse(text) : null) as T };
}

/** A request with the browser context's cookies, refused unless it succeeds. */
async function send(page: Page, method: "post" | "put", path: string, data: unknown) {
  const response = await page.request[method](path, { data, headers: ORIGIN });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/**
 * A new account, signed up through the API (the sign-up form has its own specs): `page.request` shares the browser
 * context's cookies, so the page is signed in and has loaded nothing yet.
 */
async function signedUp(page: Page, name: string): Promise<void> {
  await send(page, "post", "/api/auth/sign-up/email", {
    name,
    email: uniqueEmail("loop"),
    password: PASSWORD,
  });
}

/** A signed-up user with a plan; their workouts, soonest first. */
async function plannedUser(page: Page, name: string): Promise<ApiWorkout[]> {
  await signedUp(page, name);
  await send(page, "put", "/api/preferences", SAMPLE_PREFERENCES);
  await send(page, "post", "/api/plan", {});
  const workouts = (await (await page.request.get("/api/workouts")).json()) as ApiWorkout[];
  return [...workouts].sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
}

async function moveByApi(page: Page, id: string, body: { date: string; startTime: string }) {
  const answer = await apiCall<unknown>(page, `/api/workouts/${id}/move`, "POST", body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

/** Presses on the block's top and moves the mouse to (x, y) in small steps, as a hand would. */
async function pickUpAndMove(page: Page, blockSelector: string, x: number, y: number) {
  const box = await page.locator(blockSelector).boundingBox();
  if (!box) throw new Error("the workout is not on the grid");
  const from = { x: box.x + box.width / 2, y: box.y + Math.min(10, box.height / 2) };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 15; step++)
    await page.mouse.move(from.x + ((x - from.x) * step) / 15, from.y + ((y - from.y) * step) / 15);
  return { grab: from.y - box.y };
}

describe("the everyday loop", () => {
  it("connects a calendar from onboarding as from the schedule page, and says why a bad address fails", async () => {
    // The bad address is refused (the calendar cannot be read); Chromium logs that response.
    browser.expectConsoleErrors(/status of (400|502)/);
    const page = await browser.newPage();
    await signedUp(page, "Olivia Connect");
    await page.goto("/onboarding");
    await toYourWeek(page);

    await page.getByRole("button", { name: "Connect a calendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Connect a calendar" });
    await dialog.getByLabel("Secret address (iCal)").fill(`${hostUrl}/missing.ics`);
    await dialog.getByRole("button", { name: "Connect", exact: true }).click();
    // The reason, at the field; still on the step (no reload to /onboarding?).
    const address = dialog.getByLabel("Secret address (iCal)");
    await expect.poll(() => address.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
    expect(await dialog.getByText(/404|not found|could not be read|unreachable/i).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/onboarding");

    await address.fill(`${hostUrl}/work.ics`);
    await dialog.getByRole("button", { name: "Connect", exact: true }).click();
    await page.getByText("Work connected: 1 event").waitFor({ timeout: 15_000 });
    expect(await dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/onboarding");
    await heading(page, "Your week");
    const calendars = await apiCall<{ name: string; status: string }[]>(page, "/api/calendars");
    expect(calendars.json).toMatchObject([{ name: "Work", status: "ok" }]);
  });

  it("draws a 05:00 workout inside the grid, and a drop near the viewport's bottom sends the highlighted cell", async () => {
    // The drop may land on a meeting or another workout: 409, logged by Chromium.
    browser.expectConsoleErrors(/status of 409/);
    const page = await browser.newPage();
    const workouts = await plannedUser(page, "Early Bird");
    const today = await todayOf(page);
    const early = workouts.find((workout) => workout.date > today);
    if (!early) throw new Error("no workout after today");
    await moveByApi(page, early.id, { date: early.date, startTime: "05:00" });
    await page.goto(`/schedule?week=${early.date}`);
    const block = `[data-workout-id="${early.id}"]`;
    await page.locator(block).waitFor();

    // Fully inside its day's column (under the day's heading, not squeezed above the first hour).
    const column = await page.locator(`[data-day-date="${early.date}"]`).boundingBox();
    const drawn = await page.locator(block).boundingBox();
    if (!column || !drawn) throw new Error("the grid is not drawn");
    expect(drawn.y).toBeGreaterThanOrEqual(column.y - 0.5);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(column.y + column.height + 0.5);
    expect(drawn.height).toBeGreaterThanOrEqual(0.75 * 48 - 1);
    // In the browser's own clock (ADR 0059): "05:00" or "5:00 AM".
    expect(
      await page
        .locator(block)
        .getByText(/\b0?5:00/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.screenshot({ path: `${SCREENS}/grid-early-1280-light-en.png`, fullPage: true });

    // Dragged to the last column, near the bottom of the viewport: the page scrolls (not flying past the week), and
    // the request carries exactly the highlighted cell.
    await page.evaluate(() => window.scrollTo(0, 0));
    const sunday = await page.locator("[data-day-date]").last().boundingBox();
    if (!sunday) throw new Error("no last column");
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const x = sunday.x + sunday.width / 2;
    const y = viewport.height - 30;
    await pickUpAndMove(page, block, x, y);
    for (let i = 0; i < 8; i++) {
      await page.waitForTimeout(100);
      await page.mouse.move(x, y + (i % 2));
    }
    const target = page.getByTestId("drop-target");
    await target.waitFor();
    const box = await target.boundingBox();
    await page.screenshot({ path: `${SCREENS}/grid-drag-bottom-1280-light-en.png` });
    // The highlighted cell is under the pointer, in the column the pointer is over.
    expect(box && box.x <= x && x <= box.x + box.width).toBe(true);
    expect(box && box.y <= y + 12 && y - 48 <= box.y).toBe(true);
    // The page is still scrolling under the pointer: the highlight is read at the instant of the release.
    await page.evaluate(() => {
      window.addEventListener(
        "pointerup",
        () => {
          const cell = document.querySelector<HTMLElement>("[data-testid=drop-target]");
          document.body.dataset.highlighted = JSON.stringify({
            date: cell?.dataset.date,
            startTime: cell?.dataset.time,
          });
        },
        { capture: true, once: true },
      );
    });
    const sent = page.waitForRequest((request) => request.url().endsWith(`/api/workouts/${early.id}/move`));
    await page.mouse.up();
    const body = (await sent).postDataJSON() as { date: string; startTime: string };
    const highlighted = JSON.parse((await page.locator("body").getAttribute("data-highlighted")) ?? "{}");
    expect({ date: body.date, startTime: body.startTime }).toEqual(highlighted);
    // Auto-scroll moved the page, at a sane speed: at most 200 px a second over the ~1.5 s held near the edge.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    expect(scrolled).toBeLessThanOrEqual(600);
    expect(highlighted.date).toBe(await page.locator("[data-day-date]").last().getAttribute("data-day-date"));
  });

  it("puts a server refusal in words in the toast", async () => {
    browser.expectConsoleErrors(/status of 400/);
    const page = await browser.newPage();
    const workouts = await plannedUser(page, "Toast Reader");
    const today = await todayOf(page);
    const workout = workouts.find((w) => w.date >= today);
    if (!workout) throw new Error("no workout from today on");
    await moveByApi(page, workout.id, { date: today, startTime: "23:00" });
    await page.goto("/schedule");
    const block = `[data-workout-id="${workout.id}"]`;
    await page.locator(block).waitFor();
    await page.locator(block).scrollIntoViewIfNeeded();
    const columns = page.locator("[data-day-date]");
    const dates = await columns.evaluateAll((all) =>
      all.map((c) => (c as HTMLElement).dataset.dayDate ?? ""),
    );
    const index = dates.indexOf(today);
    // Yesterday when the week has one (a day gone by); on a Monday, today's first hour (a time gone by).
    const yesterday = index > 0;
    const column = await columns.nth(yesterday ? index - 1 : index).boundingBox();
    const drawn = await page.locator(block).boundingBox();
    if (!column || !drawn) throw new Error("the grid is not drawn");
    await pickUpAndMove(page, block, column.x + column.width / 2, yesterday ? drawn.y + 10 : column.y + 10);
    await page.mouse.up();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    const text = (await toast.innerText()).trim();
    expect(text).not.toMatch(/Invalid|Must be/);
    expect(text).toMatch(
      yesterday
        ? /^The workout could not be moved\. A workout can't be moved to a day that has already passed\.$/
        : /^The workout could not be moved\. \d\d:\d\d has already passed today\. Pick a later time\.$/,
    );
  });

  it("says a server refusal in the user's language: a Spanish toast is Spanish to the end (ADR 0066)", async () => {
    browser.expectConsoleErrors(/status of 400/);
    const page = await browser.newPage();
    const workouts = await plannedUser(page, "Lectora Toast");
    expect((await apiCall(page, "/api/settings", "PATCH", { language: "es" })).status).toBe(200);
    const today = await todayOf(page);
    const workout = workouts.find((w) => w.date >= today);
    if (!workout) throw new Error("no workout from today on");
    await moveByApi(page, workout.id, { date: today, startTime: "23:00" });
    await page.goto("/schedule");
    const block = `[data-workout-id="${workout.id}"]`;
    await page.locator(block).waitFor();
    await page.locator(block).scrollIntoViewIfNeeded();
    const columns = page.locator("[data-day-date]");
    const dates = await columns.evaluateAll((all) =>
      all.map((c) => (c as HTMLElement).dataset.dayDate ?? ""),
    );
    const index = dates.indexOf(today);
    // Yesterday when the week has one (a day gone by); on a Monday, today's first hour (a time gone by).
    const yesterday = index > 0;
    const column = await columns.nth(yesterday ? index - 1 : index).boundingBox();
    const drawn = await page.locator(block).boundingBox();
    if (!column || !drawn) throw new Error("the grid is not drawn");
    await pickUpAndMove(page, block, column.x + column.width / 2, yesterday ? drawn.y + 10 : column.y + 10);
    await page.mouse.up();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    const text = (await toast.innerText()).trim();
    expect(text).toMatch(
      yesterday
        ? /^No se pudo mover el entrenamiento\. Un entrenamiento no se puede mover a un día que ya ha pasado\.$/
        : /^No se pudo mover el entrenamiento\. Las \d\d:\d\d ya han pasado hoy\. Elige una hora más tarde\.$/,
    );
  });

  it("moves a workout on a phone through a day-and-time picker, free times first", async () => {
    const page = await browser.newPage({ viewport: MOBILE, isMobile: true });
    const workouts = await plannedUser(page, "Phone Mover");
    const today = await todayOf(page);
    const workout = workouts.find((w) => w.date > today);
    if (!workout) throw new Error("no workout after today");
    await page.goto(`/schedule?week=${workout.date}`);
    const card = page.locator("li", { has: page.locator(`[data-workout-id="${workout.id}"]`) });
    await card.getByRole("button", { name: /^Options for/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Choose a day and time").waitFor();
    const day = dialog.getByLabel("Day");
    const dates = await day
      .locator("option")
      .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    const date = dates.at(-1) ?? workout.date;
    await day.selectOption(date);
    const free = dialog.getByRole("list").getByRole("button").first();
    const time = (await free.innerText()).trim();
    await page.screenshot({ path: `${SCREENS}/move-picker-390-light-en.png` });
    const sent = page.waitForRequest((request) => request.url().endsWith(`/api/workouts/${workout.id}/move`));
    await free.click();
    expect((await sent).postDataJSON()).toEqual({ date, startTime: time });
    await expect
      .poll(async () => {
        const moved = (await apiCall<ApiWorkout[]>(page, "/api/workouts")).json.find(
          (w) => w.id === workout.id,
        );
        return moved && { date: moved.date, startTime: moved.startTime };
      })
      .toEqual({ date, startTime: time });
  });

  it("shows the grid with early workouts in both themes and languages, on a laptop and a phone (screenshots)", async () => {
    const page = await browser.newPage();
    const workouts = await plannedUser(page, "Screen Shot");
    const today = await todayOf(page);
    const early = workouts.find((w) => w.date > today);
    if (!early) throw new Error("no workout after today");
    await moveByApi(page, early.id, { date: early.date, startTime: "05:00" });
    for (const language of ["en", "es"] as const) {
      expect((await apiCall(page, "/api/settings", "PATCH", { language })).status).toBe(200);
      for (const colorScheme of ["light", "dark"] as const) {
        for (const [label, viewport] of [
          ["1280", DESKTOP],
          ["390", MOBILE],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme });
          await page.goto(`/schedule?week=${early.date}`);
          await page.locator(`[data-workout-id="${early.id}"]`).waitFor();
          await page.screenshot({ path: `${SCREENS}/grid-${label}-${colorScheme}-${language}.png` });
        }
      }
    }
    expect(await page.locator(`[data-workout-id="${early.id}"]`).count()).toBe(1);
  });

  it("keeps a Mon–Fri standup as one entry in onboarding, and its short blocks show the whole name", async () => {
    const page = await browser.newPage();
    await signedUp(page, "Sam Standup");
    await page.goto("/onboarding");
    await toYourWeek(page);
    await page.getByRole("button", { name: "Add a weekly event" }).click();
    await page.getByLabel("Name").fill("Team standup");
    for (const day of ["Tue", "Wed", "Thu", "Fri"])
      await page.locator("label", { has: page.getByRole("checkbox", { name: day }) }).click();
    await page.getByLabel("Starts").fill("09:00");
    await page.getByLabel("Ends").fill("09:30");
    // One card, with five days chosen.
    expect(await page.getByRole("group", { name: /^Event \d/ }).count()).toBe(1);
    expect(await page.getByRole("checkbox", { checked: true, name: /^(Mon|Tue|Wed|Thu|Fri)$/ }).count()).toBe(
      5,
    );
    await page.screenshot({ path: `${SCREENS}/onboarding-standup-1280-light-en.png`, fullPage: true });
    await page.getByRole("button", { name: "Finish" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "You're all set" }).isVisible()).toBe(true);
    const saved = (await apiCall<{ schedule: { name: string; day: string }[] }>(page, "/api/preferences"))
      .json;
    expect(saved.schedule.map((event) => `${event.name} ${event.day}`)).toEqual(
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `Team standup ${day}`),
    );

    // On the grid, each 30-minute block shows the name "Team standup" whole, on one line.
    await page.goto("/schedule");
    const blocks = page.locator("[data-day-date]").getByRole("button", { name: /Team standup/ });
    await expect.poll(() => blocks.count()).toBe(5);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: `${SCREENS}/grid-standup-1280-light-en.png` });
    const clipped = await blocks.evaluateAll((buttons) =>
      buttons
        .map((button) => {
          const name = [...button.querySelectorAll("span")].find(
            (span) => span.textContent === "Team standup",
          );
          const outer = button.getBoundingClientRect();
          const inner = name?.getBoundingClientRect();
          const whole =
            name &&
            inner &&
            name.getClientRects().length === 1 &&
            name.scrollWidth <= name.clientWidth + 0.5 &&
            inner.bottom <= outer.bottom + 0.5 &&
            inner.right <= outer.right + 0.5;
          return whole ? null : `${Math.round(outer.width)}x${Math.round(outer.height)}`;
        })
        .filter((problem) => problem !== null),
    );
    expect(clipped).toEqual([]);
  });

  it("keeps a Mon–Fri standup as one entry on the schedule page: added, edited and deleted as one, at 1280 and 390 px", async () => {
    const page = await browser.newPage();
    await signedUp(page, "Sam Schedule");
    await send(page, "put", "/api/preferences", { ...SAMPLE_PREFERENCES, schedule: [] });
    type Stored = { id: string; name: string; day: string; endTime: string };
    const stored = async () =>
      (await apiCall<Stored[]>(page, "/api/events")).json
        .map((event) => `${event.name} ${event.day} ${event.endTime}`)
        .sort((a, b) => a.localeCompare(b));
    const weekdays = (days: string[], endTime: string) =>
      days.map((day) => `Team standup ${day} ${endTime}`).sort((a, b) => a.localeCompare(b));
    const dialog = page.getByRole("dialog");
    /** Sets the dialog's day chips to exactly `days`. */
    async function chooseDays(days: string[]) {
      for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]) {
        const chip = dialog.getByRole("checkbox", { name: day });
        if ((await chip.isChecked()) !== days.includes(day))
          await dialog.locator("label", { has: page.getByRole("checkbox", { name: day }) }).click();
      }
    }
    const entry = page.locator("[data-event-entry]");

    for (const [label, viewport] of [
      ["1280", DESKTOP],
      ["390", MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/schedule");
      await page.getByRole("button", { name: "Add event" }).click();
      await dialog.getByLabel("Name").fill("Team standup");
      await chooseDays(["Mon", "Tue", "Wed", "Thu", "Fri"]);
      await dialog.getByLabel("Starts").fill("09:00");
      await dialog.getByLabel("Ends").fill("09:30");
      await dialog.getByRole("button", { name: "Add event" }).click();
      // Stored one per day; listed once, with its days.
      await expect
        .poll(stored)
        .toEqual(weekdays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "09:30"));
      await expect.poll(() => entry.count()).toBe(1);
      expect(await entry.innerText()).toContain("Mon–Fri, 9:00 AM–9:30 AM");
      await page.screenshot({
        path: `${SCREENS}/schedule-standup-entry-${label}-light-en.png`,
        fullPage: true,
      });

      // Editing the entry edits every day: Wednesday dropped, all end at 09:45, the other days keep their ids.
      const before = (await apiCall<Stored[]>(page, "/api/events")).json;
      await page.getByRole("button", { name: "Edit Team standup, Mon–Fri" }).click();
      expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(5);
      await chooseDays(["Mon", "Tue", "Thu", "Fri"]);
      await dialog.getByLabel("Ends").fill("09:45");
      await dialog.getByRole("button", { name: "Save event" }).click();
      await expect.poll(stored).toEqual(weekdays(["Monday", "Tuesday", "Thursday", "Friday"], "09:45"));
      const after = (await apiCall<Stored[]>(page, "/api/events")).json;
      for (const day of ["Monday", "Tuesday", "Thursday", "Friday"])
        expect(after.find((e) => e.day === day)?.id).toBe(before.find((e) => e.day === day)?.id);
      await expect.poll(() => entry.innerText()).toContain("Mon, Tue, Thu, Fri, 9:00 AM–9:45 AM");

      // A day's block opens the whole entry; deleting asks once, naming the days, and deletes every day.
      await page.locator('button[title="09:00–09:45 Team standup"]').first().click();
      expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(4);
      await dialog.getByRole("button", { name: "Delete" }).click();
      expect(await dialog.getByText("Delete “Team standup” on Mon, Tue, Thu, Fri?").isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Yes, delete" }).click();
      await expect.poll(stored).toEqual([]);
      await expect.poll(() => entry.count()).toBe(0);
    }
  });

  it("keeps a completed workout on the schedule, marked done where it was done, at 1280 and 390 px", async () => {
    const page = await browser.newPage();
    const [workout] = await plannedUser(page, "Dana Done");
    if (!workout) throw new Error("the plan has no workout");
    const answer = await send(page, "post", `/api/workouts/${workout.id}/complete`, { notes: "Felt strong" });
    expect(answer.status()).toBe(201);
    const completed = { json: (await answer.json()) as { id: string } };
    const today = await todayOf(page);
    for (const [label, viewport] of [
      ["1280", DESKTOP],
      ["390", MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/schedule");
      // The history entry's block (the schedule draws it from GET /api/history).
      const done = page.locator(`[data-done-workout="done-${completed.json.id}"]`);
      await done.waitFor();
      // Marked done, named, read-only (no button to drag or edit it), on the day it was done.
      expect(await done.innerText()).toMatch(/Done ·/);
      expect(await done.innerText()).toContain(workout.name);
      expect(await done.getByRole("button").count()).toBe(0);
      if (label === "1280")
        expect(
          await done.evaluate((node) => node.closest("[data-day-date]")?.getAttribute("data-day-date")),
        ).toBe(today);
      // It is no longer a workout to do.
      expect(await page.locator(`[data-workout-id="${workout.id}"]`).count()).toBe(0);
      await page.screenshot({ path: `${SCREENS}/schedule-done-${label}-light-en.png` });
    }
  });

  it("says the same period and count in the plan-ready toast and on the dashboard", async () => {
    const page = await browser.newPage();
    await signedUp(page, "Nico Numbers");
    await send(page, "put", "/api/preferences", SAMPLE_PREFERENCES);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Generate my plan" }).click();
    const toast = page.locator("[data-sonner-toast]", { hasText: "Your plan is ready" });
    await toast.waitFor();
    const toastText = await toast.innerText();

    // The dashboard's week: Monday to Sunday around today, in the user's zone. Counted here from the stored plan.
    const today = await todayOf(page);
    const monday = new Date(`${today}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const dayOffset = (date: string) =>
      Math.round((new Date(`${date}T12:00:00Z`).getTime() - monday.getTime()) / 86_400_000);
    const dates = (await apiCall<ApiWorkout[]>(page, "/api/workouts")).json.map((w) => w.date);
    expect(dates.length).toBeGreaterThan(0);
    const thisWeek = dates.filter((date) => dayOffset(date) <= 6).length;
    const nextWeek = dates.filter((date) => dayOffset(date) >= 7 && dayOffset(date) <= 13).length;
    expect(thisWeek + nextWeek).toBe(dates.length); // a 7-day plan from today reaches at most next week
    const count = (n: number) => `${n} workout${n === 1 ? "" : "s"}`;
    const expected =
      nextWeek === 0
        ? `Your plan is ready: ${count(thisWeek)} this week (to Sunday).`
        : thisWeek === 0
          ? `Your plan is ready: ${count(nextWeek)} next week.`
          : `Your plan is ready: ${count(thisWeek)} this week (to Sunday) and ${count(nextWeek)} next week.`;
    expect(toastText).toContain(expected);

    // The dashboard names the same week and plans the same number in it.
    await expect.poll(() => page.getByTestId("week-done").textContent()).toBe(`0 / ${thisWeek}`);
    const range = (await page.getByTestId("week-range").textContent()) ?? "";
    expect(range).toMatch(/^Monday to Sunday, /);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000);
    expect(range).toContain(String(sunday.getUTCDate()));
  });
});
