// @vitest-environment jsdom
import "fake-indexeddb/auto";
import "../test/dom-timeouts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TSettings, TSettingsPatch } from "#contracts/settings";
import { defaultSettings, mergeSettings } from "#contracts/settings-model";
import { AppProviders } from "../app/providers";
import { useCoachChat } from "../features/coach/use-coach-chat";
import { usePlanWarnings } from "../queries/plan";
import { type AuthContextValue, useAuth } from "./auth";
import { DEVICE_STORAGE_KEY, resetDevicePreferencesForTests } from "./device-store";
import { createI18n } from "./i18n";
import { queueCompletion, usePendingCompletions } from "./offline/outbox";
import { resetQueryClientsForTests, UserQueryProvider } from "./query-client";
import { useSettings } from "./settings";
import { userKey } from "./user-storage";

// Issue #32 §3, ADR 0096: one tab, no reload. A signs out and B signs in: nothing of A's shows on B's pages, and what
// the browser stored for A is gone, with no registry of resets: the signed-in pages and their cache are each user's
// own, and what is stored is under the user id.

function me(id: string, name: string): TMe {
  return {
    user: { id, email: `${id}@example.com`, name, avatarUrl: "" },
    isNewUser: false,
    isPro: false,
    subscription: null,
    usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
  } as unknown as TMe;
}
const ALICE = me("user-a", "Alice");
const BOB = me("user-b", "Bob");

/** The server: who is signed in, and each user's settings as PATCHed. */
function stubServer() {
  const settings: Record<string, TSettings> = {
    "user-a": { ...defaultSettings("UTC"), measurementUnit: "metric", soundEffects: false },
    "user-b": defaultSettings("UTC"),
  };
  const server = { who: ALICE as TMe | null, coachBodies: [] as string[] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: unknown, init?: RequestInit) => {
      const path = String(input);
      const json = (body: unknown, status = 200) => Response.json(body, { status });
      const id = server.who?.user.id ?? "";
      if (path === "/api/auth/get-session") return json(server.who ? { session: {} } : null);
      if (path === "/api/me") return server.who ? json(server.who) : json({ error: "UNAUTHORIZED" }, 401);
      if (path.includes("/api/auth/sign-out")) return json({ success: true });
      if (path === "/api/settings") {
        if (init?.method === "PATCH") {
          const patch = JSON.parse(String(init.body)) as TSettingsPatch;
          settings[id] = mergeSettings(settings[id] ?? defaultSettings("UTC"), patch);
        }
        return json(settings[id]);
      }
      if (path === "/api/coach") {
        server.coachBodies.push(String(init?.body));
        return new Response("event: token\ndata: Rest that knee.\n\nevent: done\ndata: Rest that knee.\n\n", {
          headers: { "content-type": "text/event-stream" },
        });
      }
      return json({ error: "NOT_FOUND", message: "Not found" }, 404);
    }),
  );
  return server;
}

let auth: AuthContextValue;
/** Every text B's pages rendered, first render included. */
const rendered: string[] = [];

function UserPages() {
  const { settings } = useSettings();
  const chat = useCoachChat();
  const warnings = usePlanWarnings();
  const owner = auth.state.status === "signed-in" ? auth.state.me.user.id : "";
  const pending = usePendingCompletions(owner);
  const text = [
    `unit:${settings.measurementUnit}`,
    `sound:${settings.soundEffects}`,
    `chat:${chat.messages.map((m) => m.content).join("|")}`,
    `warnings:${warnings?.warnings.join("|") ?? ""}`,
    `pending:${pending.map((p) => p.workoutName).join("|")}`,
  ].join(" ");
  rendered.push(text);
  return (
    <div>
      <p>{text}</p>
      <button type="button" onClick={() => chat.send("My private knee injury")}>
        ask
      </button>
    </div>
  );
}

function Shell() {
  auth = useAuth();
  if (auth.state.status !== "signed-in") return <p>{auth.state.status}</p>;
  return (
    <UserQueryProvider>
      <UserPages />
    </UserQueryProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetDevicePreferencesForTests();
  rendered.length = 0;
});
afterEach(() => {
  cleanup();
  resetQueryClientsForTests();
  vi.unstubAllGlobals();
});

describe("per-user state, by construction", () => {
  it("shows B nothing of A's after A signs out and B signs in, and keeps nothing of A's stored", async () => {
    const server = stubServer();
    const i18n = await createI18n("en");
    render(
      <AppProviders i18n={i18n} initialMe={ALICE}>
        <Shell />
      </AppProviders>,
    );
    // A's settings, coach conversation, plan warnings and a workout finished offline.
    await screen.findByText(/unit:metric sound:false/);
    fireEvent.click(screen.getByRole("button", { name: "ask" }));
    await screen.findByText(/chat:My private knee injury\|Rest that knee\./);
    sessionStorage.setItem(
      userKey("user-a", "plan-warnings"),
      JSON.stringify({ warnings: ["Alice's warning"], notices: [] }),
    );
    await act(() =>
      queueCompletion({
        owner: "user-a",
        workoutId: "w1",
        workoutName: "Alice's leg day",
        body: { completedAt: "2026-03-02T07:30:00.000Z", exercises: [] },
      }),
    );
    await screen.findByText(/pending:Alice's leg day/);
    expect(localStorage.getItem(userKey("user-a", "settings"))).toContain("metric");

    // A signs out.
    server.who = null;
    await act(() => auth.signOut());
    await screen.findByText("signed-out");
    const stored = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    expect(stored.filter((key) => key.includes("user-a"))).toEqual([]);
    // The device keeps its theme and language, if anything.
    const device = JSON.parse(localStorage.getItem(DEVICE_STORAGE_KEY) ?? "{}") as object;
    expect(Object.keys(device).filter((key) => key !== "theme" && key !== "language")).toEqual([]);

    // B signs in, same page.
    const atSignOut = rendered.length;
    server.who = BOB;
    await act(() => auth.refresh());
    await screen.findByText(/unit:imperial sound:true chat: warnings: pending:$/);
    // Every frame of B's pages, the first one included.
    const bobs = rendered.slice(atSignOut);
    expect(bobs.length).toBeGreaterThan(0);
    for (const text of bobs) expect(text).not.toMatch(/metric|sound:false|knee|Alice/);

    // B asks the coach: nothing of A's conversation is sent.
    fireEvent.click(screen.getByRole("button", { name: "ask" }));
    await waitFor(() => expect(server.coachBodies).toHaveLength(2));
    expect(JSON.parse(server.coachBodies[1] ?? "{}")).toEqual({
      messages: [{ role: "user", content: "My private knee injury" }],
    });
  });
});
