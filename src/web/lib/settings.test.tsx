// @vitest-environment jsdom
import "../test/dom-timeouts";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TSettings, TSettingsPatch } from "#contracts/settings";
import { defaultSettings, mergeSettings } from "#contracts/settings-model";
import { AppProviders } from "../app/providers";
import { DEVICE_STORAGE_KEY, resetDevicePreferencesForTests, useResolvedTheme } from "./device-store";
import { createI18n } from "./i18n";
import { resetQueryClientsForTests, UserQueryProvider } from "./query-client";
import { type SettingsValue, useSettings } from "./settings";
import { userKey } from "./user-storage";

// The signed-in user's settings as a TanStack Query query and mutation (ADR 0096), with the device's theme and
// language following them.

const ME = {
  user: { id: "u1", email: "a@b.co", name: "A", avatarUrl: "" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
} as unknown as TMe;

/** A controllable prefers-color-scheme media query. */
function mockDarkScheme(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

interface ServerOptions {
  settings?: TSettings;
  failPatch?: () => boolean;
  /** Holds GET /api/settings until called. */
  holdRead?: Promise<void>;
}

function mockServer({
  settings = defaultSettings("UTC"),
  failPatch = () => false,
  holdRead,
}: ServerOptions = {}) {
  const patches: unknown[] = [];
  let stored = settings;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (input === "/api/settings" && init?.method === "PATCH") {
        if (failPatch()) return json(500, { error: "INTERNAL", message: "Boom" });
        const patch = JSON.parse(String(init.body)) as TSettingsPatch;
        patches.push(patch);
        stored = mergeSettings(stored, patch);
        return json(200, stored);
      }
      if (input === "/api/settings") {
        await holdRead;
        return json(200, stored);
      }
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return patches;
}

let current: SettingsValue;
function Probe() {
  current = useSettings();
  return <p>{current.settings.measurementUnit}</p>;
}

let shownTheme: string;
function ThemeProbe() {
  shownTheme = useResolvedTheme();
  return null;
}

async function mount(signedIn = true) {
  const i18n = await createI18n("en");
  render(
    <AppProviders i18n={i18n} initialMe={signedIn ? ME : undefined}>
      <ThemeProbe />
      {signedIn ? (
        <UserQueryProvider>
          <Probe />
        </UserQueryProvider>
      ) : null}
    </AppProviders>,
  );
  return i18n;
}

const device = () => JSON.parse(localStorage.getItem(DEVICE_STORAGE_KEY) ?? "null") as unknown;
const kept = () => JSON.parse(localStorage.getItem(userKey("u1", "settings")) ?? "null") as TSettings | null;

beforeEach(() => {
  localStorage.clear();
  resetDevicePreferencesForTests();
  document.documentElement.className = "";
});
afterEach(() => {
  cleanup();
  resetQueryClientsForTests();
  vi.unstubAllGlobals();
});

describe("the device's theme", () => {
  it("follows the device preference live while the theme is system, signed out too", async () => {
    const setDark = mockDarkScheme(false);
    mockServer();
    await mount(false);
    expect(shownTheme).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    act(() => setDark(true));
    expect(shownTheme).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});

describe("useSettings", () => {
  it("takes the server's settings, puts their theme and language on the device, and keeps a copy for the user", async () => {
    mockDarkScheme(false);
    localStorage.setItem(DEVICE_STORAGE_KEY, JSON.stringify({ theme: "light", language: "en" }));
    const server = { ...defaultSettings("Europe/Madrid"), theme: "dark" as const, language: "es" as const };
    mockServer({ settings: server });
    const i18n = await mount();
    await waitFor(() => expect(current.settings.theme).toBe("dark"));
    expect(kept()).toEqual(server);
    // The device keeps only theme and language: nothing else of the user's is stored outside their own keys.
    expect(device()).toEqual({ theme: "dark", language: "es" });
    await waitFor(() => expect(i18n.language).toBe("es"));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("paints first from the copy kept for this user, then shows the server's", async () => {
    mockDarkScheme(false);
    localStorage.setItem(
      userKey("u1", "settings"),
      JSON.stringify({ ...defaultSettings("UTC"), measurementUnit: "metric" }),
    );
    let release: () => void = () => undefined;
    const holdRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer({ settings: { ...defaultSettings("UTC"), measurementUnit: "imperial" }, holdRead });
    await mount();
    expect(screen.getByText("metric")).toBeTruthy();
    release();
    await screen.findByText("imperial");
  });

  it("shows a change at once, PATCHes it, and reports the save", async () => {
    mockDarkScheme(false);
    const patches = mockServer();
    await mount();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    const onSaved = vi.fn();
    act(() => current.update({ notifications: { email: false }, measurementUnit: "metric" }, { onSaved }));
    // On screen with the cache's next notification, whatever the server does.
    await screen.findByText("metric");
    expect(current.settings.notifications.email).toBe(false);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(current.saveState.status).toBe("saved");
    expect(patches).toEqual([{ notifications: { email: false }, measurementUnit: "metric" }]);
    expect(kept()?.measurementUnit).toBe("metric");
  });

  it("reports a failed save, keeps the change on screen, and re-sends it on retry or with the next change", async () => {
    mockDarkScheme(false);
    let fail = true;
    const patches = mockServer({ failPatch: () => fail });
    await mount();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    act(() => current.update({ measurementUnit: "metric" }));
    await waitFor(() => expect(current.saveState.status).toBe("error"));
    expect(current.settings.measurementUnit).toBe("metric");
    fail = false;
    const onSaved = vi.fn();
    act(() => current.retry({ onSaved }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(current.saveState.status).toBe("saved");
    expect(patches).toEqual([{ measurementUnit: "metric" }]);

    // A failure, then another change: the second save carries the first.
    fail = true;
    act(() => current.update({ soundEffects: false }));
    await waitFor(() => expect(current.saveState.status).toBe("error"));
    fail = false;
    act(() => current.update({ autoPlan: false }));
    await waitFor(() => expect(current.saveState.status).toBe("saved"));
    expect(patches.at(-1)).toEqual({ soundEffects: false, autoPlan: false });
  });
});
