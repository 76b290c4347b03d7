// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { ConnectedCalendarsCard } from "./connected-calendars-card";

// The "Connected calendars" card with the server's answers (a fetch stub at the network boundary): each
// connection's state, and the add dialog's errors at the field they are about.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  billing: "sandbox",
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
} as TMe;
const SETTINGS = defaultSettings("UTC");
const connection = (partial: Partial<TCalendarConnection>): TCalendarConnection => ({
  id: "c1",
  kind: "ics",
  name: "Work",
  urlHint: "calendar.google.com",
  status: "ok",
  lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  eventCount: 12,
  error: null,
  writeBack: false,
  enabled: true,
  allDayBlocks: false,
  ...partial,
});

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n("en");
  await loadFeatureStrings(["schedule", "calendars"], i18n);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(list: TCalendarConnection[], onCreate: (body: unknown) => Response) {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/settings") return json(200, SETTINGS);
      if (path === "/api/calendars" && init?.method === "POST")
        return onCreate(JSON.parse(String(init.body)));
      if (path === "/api/calendars") return json(200, list);
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return json;
}

function renderCard(me: TMe = ME) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <AppProviders i18n={i18n} initialDevice={SETTINGS} initialMe={me}>
        <ConnectedCalendarsCard />
      </AppProviders>
    </QueryClientProvider>,
  );
}

describe("connected calendars card", () => {
  it("lists each connection with its state, last sync, event count and switches", async () => {
    serve(
      [
        connection({}),
        connection({ id: "c2", name: "Family", status: "error", error: "The address answered 404." }),
        connection({ id: "c3", name: "iCloud", kind: "caldav", status: "auth_failed", eventCount: 0 }),
        connection({ id: "c4", name: "Team", status: "syncing", lastSyncedAt: null }),
      ],
      () => new Response(null, { status: 500 }),
    );
    renderCard();
    const rows = (await screen.findAllByRole("heading", { level: 3 })).map(
      (heading) => heading.closest("li") as HTMLElement,
    );
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "Work",
      "Family",
      "iCloud",
      "Team",
    ]);
    const [work, family, icloud, team] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(work.textContent).toContain("Synced 5 minutes ago");
    expect(work.textContent).toContain("12 events");
    expect(work.textContent).toContain("By address");
    expect(within(work).queryByRole("switch", { name: "Write workouts back" })).toBeNull();
    expect(within(work).getByRole("switch", { name: "Use this calendar" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(family.textContent).toContain("Sync failed: The address answered 404.");
    expect(within(icloud).getByRole("button", { name: "Reconnect" })).toBeTruthy();
    expect(within(icloud).getByRole("switch", { name: "Write workouts back" })).toBeTruthy();
    expect(team.textContent).toContain("Syncing…");

    fireEvent.click(within(work).getByRole("button", { name: "Remove Work" }));
    expect(await screen.findByRole("dialog", { name: "Remove Work?" })).toBeTruthy();
  });

  it("reconnects a refused account with a new password: the server's refusal at the field, then closed", async () => {
    const patches: unknown[] = [];
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    const icloud = connection({ id: "c3", name: "iCloud", kind: "caldav", status: "auth_failed" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), "http://localhost").pathname;
        if (path === "/api/settings") return reply(200, SETTINGS);
        if (path === "/api/calendars") return reply(200, [icloud]);
        if (path === "/api/calendars/c3" && init?.method === "PATCH") {
          patches.push(JSON.parse(String(init.body)));
          return patches.length === 1
            ? reply(400, {
                error: "CALENDAR_AUTH_FAILED",
                message: "The server refused the user name or password.",
              })
            : reply(200, { ...icloud, status: "ok" });
        }
        return reply(404, { error: "NOT_FOUND", message: "Not found" });
      }),
    );
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: "Reconnect" }));
    const dialog = await screen.findByRole("dialog", { name: "Reconnect iCloud" });
    const field = within(dialog).getByLabelText(/Password or app password/);
    fireEvent.change(field, { target: { value: "wrong" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reconnect" }));
    expect(await within(dialog).findByText("The server refused the user name or password.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "app-password-1234" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reconnect" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reconnect iCloud" })).toBeNull());
    expect(patches).toEqual([{ password: "wrong" }, { password: "app-password-1234" }]);
  });

  it("shows the server's reason at the address field, and the Pro notice on CalDAV for a free user", async () => {
    const bodies: unknown[] = [];
    serve([], (body) => {
      bodies.push(body);
      return new Response(
        JSON.stringify({ error: "CALENDAR_UNREACHABLE", message: "The address did not answer." }),
        {
          status: 400,
          headers: { "Content-Type": "application/json" },
        },
      );
    });
    renderCard();
    expect(await screen.findByText(/No calendar connected yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add calendar" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect a calendar" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Connect" }));
    expect(within(dialog).getByText("Paste the calendar's address")).toBeTruthy();

    const address = within(dialog).getByLabelText("Secret address (iCal)") as HTMLInputElement;
    fireEvent.change(address, { target: { value: "https://example.test/private.ics" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("The address did not answer.")).toBeTruthy();
    expect(bodies).toEqual([{ kind: "ics", url: "https://example.test/private.ics" }]);

    fireEvent.click(within(dialog).getByRole("tab", { name: "CalDAV" }));
    expect(within(dialog).getByText("Pro feature")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Password or app password")).toBeNull();
  });
});
