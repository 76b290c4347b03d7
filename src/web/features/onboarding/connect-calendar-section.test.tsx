// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { ConnectCalendarSection } from "./connect-calendar-section";

// Onboarding's "Your week" offers connecting a calendar first: the form opens on request, and a connected calendar
// is confirmed with its events count (POST /api/calendars answered by a fetch stub at the network boundary).

const ME = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: true,
  isPro: false,
  billing: "disabled",
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
} as TMe;
const SETTINGS = defaultSettings("UTC");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("connect a calendar in onboarding", () => {
  it("connects by address and shows how many events came in", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), "http://localhost").pathname;
        const json = (status: number, body: unknown) =>
          new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
        if (path === "/api/settings") return json(200, SETTINGS);
        if (path === "/api/calendars" && init?.method === "POST") {
          posted.push(JSON.parse(String(init.body)));
          return json(201, {
            id: "c1",
            kind: "ics",
            name: "Work",
            urlHint: "outlook.office365.com",
            status: "ok",
            lastSyncedAt: new Date().toISOString(),
            eventCount: 14,
            error: null,
            writeBack: false,
            enabled: true,
            allDayBlocks: false,
          });
        }
        return json(200, []);
      }),
    );
    // jsdom has no ResizeObserver; Radix's switch measures itself with one inside a form.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const i18n = await createI18n("en");
    await loadFeatureStrings(["onboarding", "calendars"], i18n);
    // Inside the step's own form, as onboarding renders it: connecting must neither nest a form nor submit the step.
    const stepSubmitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppProviders i18n={i18n} initialDevice={SETTINGS} initialMe={ME}>
          <form onSubmit={stepSubmitted}>
            <ConnectCalendarSection />
          </form>
        </AppProviders>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Connect a calendar" }));
    fireEvent.change(await screen.findByLabelText("Secret address (iCal)"), {
      target: { value: "webcal://outlook.office365.com/owa/calendar/secret/calendar.ics" },
    });
    fireEvent.change(screen.getByLabelText("Name on Custom Fit (optional)"), { target: { value: "Work" } });
    expect(document.querySelectorAll("form form")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByText("Work connected: 14 events")).toBeTruthy();
    expect(stepSubmitted).not.toHaveBeenCalled();
    expect(posted).toEqual([
      { kind: "ics", url: "webcal://outlook.office365.com/owa/calendar/secret/calendar.ics", name: "Work" },
    ]);
    // Billing is off: CalDAV is open to everyone, no Pro notice.
    fireEvent.click(screen.getByRole("button", { name: "Connect another calendar" }));
    fireEvent.click(await screen.findByRole("tab", { name: "CalDAV" }));
    expect(screen.getByLabelText("Password or app password")).toBeTruthy();
  });
});
