// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TEvent } from "#contracts/events";
import type { TMe } from "#contracts/me";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { SchedulePage } from "./schedule-page";
import type { WeekWorkout } from "./week";

// /schedule with the server's answers: the week of "today" in the user's zone (not the browser's), week by week
// through ?week=, events and workouts on their days, and what the page says when there is nothing or a read fails.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: true,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};
// Madrid: at the test's "now" (Saturday 29 March 2025, 23:30 UTC) it is already Sunday 30 March, the day the clocks
// go forward; in UTC (the process's zone) it is still Saturday.
const MADRID: TSettings = { ...defaultSettings("Europe/Madrid"), measurementUnit: "metric" };
const NOW = new Date("2025-03-29T23:30:00Z");

const EVENTS: TEvent[] = [
  {
    id: "choir",
    name: "Choir",
    day: "Thursday",
    startTime: "19:00",
    endTime: "20:30",
    isRecurring: true,
    specificDate: null,
    date: null,
    type: null,
    source: "manual",
  },
  {
    id: "dentist",
    name: "Dentist",
    day: "Monday",
    startTime: "10:00",
    endTime: "10:30",
    isRecurring: false,
    specificDate: "2025-03-31",
    date: "2025-03-31",
    type: null,
    source: "manual",
  },
];
const WORKOUTS: WeekWorkout[] = [
  {
    id: "w1",
    name: "Sunday run",
    day: "Sunday",
    startTime: "03:00",
    endTime: "03:45",
    type: "Cardio",
    date: "2025-03-30",
  },
];

function serve(answers: { events?: TEvent[] | "fail"; workouts?: WeekWorkout[] | "fail" } = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      const answer = (value: unknown) =>
        value === "fail" ? json(400, { error: "BAD_REQUEST", message: "No" }) : json(200, value);
      if (url.pathname === "/api/settings") return json(200, MADRID);
      if (url.pathname === "/api/events") return answer(answers.events ?? EVENTS);
      if (url.pathname === "/api/workouts") return answer(answers.workouts ?? WORKOUTS);
      if (url.pathname === "/api/calendars") return json(200, []);
      if (url.pathname === "/api/calendar/feed-url")
        return json(200, { url: "https://example.test/feed.ics" });
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
  await loadFeatureStrings(["schedule", "calendars"], i18n);
});

beforeEach(() => {
  // Only Date is faked: the page's "today" follows it; promises and timers stay real for the queries.
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(path = "/schedule") {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <AppProviders i18n={i18n} initialDevice={MADRID} initialMe={ME}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/schedule"
              element={
                <>
                  <SchedulePage />
                  <Location />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
}

/** The seven day items of the week list, once the events have loaded. */
async function days() {
  await screen.findAllByText("Choir"); // in the week, and once in the weekly events below it
  const [week] = screen.getAllByRole("list");
  if (!week) throw new Error("no week list");
  return within(week)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === week);
}

describe("schedule page", () => {
  it("opens on the week of today in the user's zone and moves week by week", async () => {
    serve();
    renderPage();
    const week = await days();
    expect(screen.getByText("Mar 24 – Mar 30, 2025")).toBeTruthy();
    // Sunday is today in Madrid, and the workout at 03:00 (the hour the clocks jump to) is on it.
    expect(week[6]?.getAttribute("aria-current")).toBe("date");
    expect(within(week[6] as HTMLElement).getByText("Sunday run")).toBeTruthy();
    expect(within(week[3] as HTMLElement).getByText("Choir")).toBeTruthy();
    expect(screen.queryByText("Dentist")).toBeNull();
    expect((screen.getByRole("button", { name: "Today" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Next week" }));
    expect(await screen.findByText("Mar 31 – Apr 6, 2025")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("?week=2025-03-31");
    const next = await days();
    expect(within(next[0] as HTMLElement).getByText("Dentist")).toBeTruthy();
    expect(within(next[3] as HTMLElement).getByText("Choir")).toBeTruthy(); // weekly: every week
    expect(screen.queryByText("Sunday run")).toBeNull();
    expect(next.some((day) => day.getAttribute("aria-current") === "date")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    expect(await screen.findByText("Mar 24 – Mar 30, 2025")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("");
  });

  it("reads ?week= as the week of that date, and says so when the week is empty", async () => {
    serve({ events: [], workouts: [] });
    renderPage("/schedule?week=2025-01-08");
    expect(await screen.findByText("Jan 6 – Jan 12, 2025")).toBeTruthy();
    expect(
      await screen.findByText("Nothing this week yet. Add your regular events so workouts fit around them."),
    ).toBeTruthy();
    expect(screen.getAllByText("Free")).toHaveLength(7);
  });

  it("shows the events when the workouts cannot be read, and an error when the events cannot", async () => {
    serve({ workouts: "fail" });
    renderPage();
    await days();
    expect(await screen.findByText("Workouts could not be loaded; your events are shown.")).toBeTruthy();
    expect(screen.queryByText("Sunday run")).toBeNull();
    cleanup();

    serve({ events: "fail" });
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Your events could not be loaded.");
  });
});
