// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TEvent } from "#contracts/events";
import type { TMe } from "#contracts/me";
import { AuthProvider } from "../../lib/auth";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { useWorkouts, WORKOUTS_KEY } from "../../queries/workouts";
import { buildWeek, type WeekWorkout } from "./week";
import { testEvent } from "./week-test-events";
import { WeekView } from "./week-view";

// Moving a workout on the week grid with the keyboard: Enter picks it up, arrows move it by 15 minutes or a day, Enter
// drops it and POST /api/workouts/:id/move gets the place; a 409 EVENT_CONFLICT is shown on the grid with "Move
// anyway" (allowConflict) and "Cancel". The server is a fetch stub at the network boundary, as in the other
// schedule tests.

const WORKOUT: WeekWorkout = {
  id: "w1",
  name: "Upper body",
  day: "Wednesday",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  date: "2025-03-05",
  pinned: false,
  conflict: null,
};
const SYNC: TEvent = testEvent({
  id: "sync",
  name: "Team sync",
  day: "Thursday",
  startTime: "07:00",
  endTime: "08:00",
});

interface Call {
  path: string;
  body: unknown;
}

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  let stored: WeekWorkout = WORKOUT;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        path: new URL(String(input), "http://localhost").pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.path === "/api/workouts") return json(200, [stored]);
      const response = answer(call);
      // The stub keeps the server's list: a move that worked is what the next read returns.
      if (call.path.endsWith("/move") && response.ok) stored = await response.clone().json();
      return response;
    }),
  );
  return calls;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The signed-in user: the schedule shows their workouts, less those they finished offline (queries/workouts.ts). */
const ME = {
  user: { id: "u1", email: "a@b.co", name: "A", avatarUrl: "" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
} as unknown as TMe;

function Grid() {
  const workouts = useWorkouts();
  return (
    <WeekView
      days={buildWeek({
        weekStart: "2025-03-03",
        today: "2025-03-05",
        events: [SYNC],
        workouts: workouts.data ?? [],
      })}
      now={{ date: "2025-03-05", minutes: 12 * 60 }}
      onEdit={() => undefined}
    />
  );
}

async function renderGrid() {
  const i18n = await createI18n("en");
  await loadFeatureStrings(["schedule", "calendars"], i18n);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 0, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(WORKOUTS_KEY, [WORKOUT]);
  render(
    <AuthProvider initialMe={ME}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Grid />
        </I18nextProvider>
      </QueryClientProvider>
    </AuthProvider>,
  );
  return client;
}

const block = () => screen.getByRole("button", { name: /Upper body/, pressed: false }) as HTMLElement;
const key = (name: string) =>
  fireEvent.keyDown(document.querySelector('[data-workout-id="w1"]') as HTMLElement, { key: name });
const status = () =>
  screen
    .getAllByRole("status")
    .map((node) => node.textContent)
    .join(" ");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("week grid", () => {
  it("draws items at their time and height, and the now line on today", async () => {
    serve(() => json(404, { error: "NOT_FOUND", message: "Not found" }));
    await renderGrid();
    // 06:00 is the top; 48 px an hour.
    const item = document.querySelector('[data-workout-id="w1"]')?.closest("li") as HTMLElement;
    expect(item.style.getPropertyValue("--top")).toBe("48px");
    expect(item.style.getPropertyValue("--h")).toBe("36px");
    const sync = screen.getByRole("button", { name: /Team sync/ }).closest("li") as HTMLElement;
    expect(sync.style.getPropertyValue("--h")).toBe("48px");
    expect(screen.getByTestId("now-line").style.top).toBe(`${6 * 48}px`);
    expect(block().getAttribute("aria-roledescription")).toBe("movable workout");
  });

  it("moves a workout by keyboard and sends the new place to the server", async () => {
    const calls = serve((call) =>
      call.path === "/api/workouts/w1/move"
        ? json(200, {
            ...WORKOUT,
            day: "Thursday",
            date: "2025-03-06",
            startTime: "09:30",
            endTime: "10:15",
            pinned: true,
          })
        : json(200, [WORKOUT]),
    );
    await renderGrid();
    key("Enter");
    expect(status()).toContain("Picked up Upper body, Wednesday 07:00.");
    expect(document.querySelector('[data-workout-id="w1"]')?.getAttribute("aria-pressed")).toBe("true");
    key("ArrowRight");
    for (let step = 0; step < 10; step += 1) key("ArrowDown");
    key("ArrowUp");
    expect(status()).toContain("Thursday 09:15");
    key("ArrowDown");
    key("Enter");
    await waitFor(() => expect(calls.some((call) => call.path === "/api/workouts/w1/move")).toBe(true));
    expect(calls.find((call) => call.path === "/api/workouts/w1/move")?.body).toEqual({
      date: "2025-03-06",
      startTime: "09:30",
    });
    await waitFor(() => expect(status()).toContain("Upper body moved to Thursday 09:30."));
    const [, , , thursday] = within(screen.getAllByRole("list")[0] as HTMLElement)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === screen.getAllByRole("list")[0]);
    expect(within(thursday as HTMLElement).getByText("Upper body")).toBeTruthy();
    expect(within(thursday as HTMLElement).getByRole("img", { name: "Pinned" })).toBeTruthy();
  });

  it("Escape puts a picked-up workout back without asking the server", async () => {
    const calls = serve(() => json(200, [WORKOUT]));
    await renderGrid();
    key(" ");
    key("ArrowDown");
    key("Escape");
    expect(status()).toContain("Upper body put back.");
    expect(calls.filter((call) => call.path.endsWith("/move"))).toHaveLength(0);
  });

  it("shows a clash with an event on the grid, and moves anyway when asked", async () => {
    const calls = serve((call) => {
      if (call.path !== "/api/workouts/w1/move") return json(200, [WORKOUT]);
      const body = call.body as { allowConflict?: boolean };
      return body.allowConflict
        ? json(200, {
            ...WORKOUT,
            day: "Thursday",
            date: "2025-03-06",
            pinned: true,
            conflict: { eventName: "Team sync" },
          })
        : json(409, { error: "EVENT_CONFLICT", message: "It overlaps Team sync", conflict: SYNC });
    });
    const client = await renderGrid();
    key("Enter");
    key("ArrowRight");
    key("Enter");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Overlaps Team sync 07:00–08:00");
    // The optimistic move went back: the workout is on Wednesday again until the user decides.
    await waitFor(() =>
      expect(client.getQueryData<WeekWorkout[]>(WORKOUTS_KEY)?.[0]?.date).toBe("2025-03-05"),
    );

    fireEvent.click(within(alert).getByRole("button", { name: "Move anyway" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    const moves = calls.filter((call) => call.path === "/api/workouts/w1/move").map((call) => call.body);
    expect(moves).toEqual([
      { date: "2025-03-06", startTime: "07:00" },
      { date: "2025-03-06", startTime: "07:00", allowConflict: true },
    ]);
    expect(await screen.findByText("Overlaps Team sync")).toBeTruthy();
  });

  it("Cancel leaves the workout where it was", async () => {
    const calls = serve((call) =>
      call.path === "/api/workouts/w1/move"
        ? json(409, { error: "EVENT_CONFLICT", message: "It overlaps Team sync", conflict: SYNC })
        : json(200, [WORKOUT]),
    );
    await renderGrid();
    key("Enter");
    key("ArrowRight");
    key("Enter");
    fireEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls.filter((call) => call.path.endsWith("/move"))).toHaveLength(1);
  });

  it("offers the next free slot and skipping in the workout's options", async () => {
    const calls = serve((call) =>
      call.path === "/api/workouts/w1/move"
        ? json(200, { ...WORKOUT, startTime: "18:00", endTime: "18:45" })
        : json(200, [WORKOUT]),
    );
    await renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Options for Upper body" }));
    fireEvent.click(await screen.findByRole("button", { name: "Move to next free slot" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/workouts/w1/move")?.body).toEqual({}),
    );
    fireEvent.click(screen.getByRole("button", { name: "Options for Upper body" }));
    fireEvent.click(await screen.findByRole("button", { name: "Skip" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/workouts/w1/skip")).toBe(true));
  });
});
