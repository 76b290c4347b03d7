// @vitest-environment jsdom
import "../test/dom-timeouts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { THistoryPage } from "#contracts/history";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import type { TCompletedWorkout } from "#contracts/workouts";
import { createI18n } from "../lib/i18n";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

// The history page reads GET /api/history a page at a time (ADR 0025): the newest 50 first, older ones on scroll
// or with the "Load older workouts" button, until nextCursor is null.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana García", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

function entry(i: number): TCompletedWorkout {
  const day = new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);
  return {
    id: `done-${i}`,
    workoutId: `workout-${i}`,
    name: `Session ${i}`,
    description: "",
    type: "Cardio",
    intensity: "Medium",
    duration: 30,
    date: day,
    exercises: [],
    notes: null,
    completedAt: `${day}T08:00:00.000Z`,
    status: "completed",
  };
}

const PAGES: Record<string, THistoryPage> = {
  first: { items: Array.from({ length: 50 }, (_, i) => entry(i)), nextCursor: "cursor-1" },
  "cursor-1": { items: Array.from({ length: 10 }, (_, i) => entry(50 + i)), nextCursor: null },
};

function mockServer() {
  const historyCalls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (url.pathname === "/api/auth/get-session")
      return json(200, { session: { id: "s1" }, user: { id: ME.user.id } });
    if (url.pathname === "/api/me") return json(200, ME);
    if (url.pathname === "/api/settings") return json(200, defaultSettings("UTC"));
    if (url.pathname === "/api/history") {
      historyCalls.push(url.search);
      const page = PAGES[url.searchParams.get("before") ?? "first"];
      return page ? json(200, page) : json(400, { error: "VALIDATION_ERROR", message: "Bad cursor" });
    }
    return json(404, { error: "NOT_FOUND", message: "Not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return historyCalls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("history page", () => {
  it("shows the newest 50 and loads older pages with the button until there are none", async () => {
    const historyCalls = mockServer();
    const i18n = await createI18n("en");
    render(
      <AppProviders i18n={i18n} initialDevice={defaultSettings("UTC")}>
        <MemoryRouter initialEntries={["/workout-history"]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText("Session 49")).toBeTruthy();
    expect(screen.getAllByTestId("history-item")).toHaveLength(50);
    expect(screen.queryByText("Session 50")).toBeNull();
    // The CSV export is a plain download link: the browser sends the session cookie itself.
    const csv = screen.getByRole("link", { name: "Download CSV" });
    expect(csv.getAttribute("href")).toBe("/api/history/export.csv");
    expect(csv.hasAttribute("download")).toBe(true);

    await userEvent.setup().click(screen.getByRole("button", { name: "Load older workouts" }));
    expect(await screen.findByText("Session 59")).toBeTruthy();
    expect(screen.getAllByTestId("history-item")).toHaveLength(60);
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole("button", { name: "Load older workouts" })).toBeNull();
    expect(historyCalls).toEqual(["?include=skipped", "?include=skipped&before=cursor-1"]);
  });
});
