// @vitest-environment jsdom
import "../test/dom-timeouts";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import { AuthProvider } from "./auth";
import { createI18n } from "./i18n";
import { type SettingsContextValue, SettingsProvider, useSettings } from "./settings";
import { SETTINGS_STORAGE_KEY } from "./settings-storage";

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
  signedIn: boolean;
  settings?: TSettings;
  failPatch?: () => boolean;
}

function mockServer({ signedIn, settings = defaultSettings("UTC"), failPatch = () => false }: ServerOptions) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (input === "/api/auth/get-session") return json(200, signedIn ? { session: {} } : null);
      if (input === "/api/me") {
        return json(200, {
          user: { id: "u1", email: "a@b.co", name: "A", avatarUrl: "" },
          isNewUser: false,
          isPro: false,
          subscription: null,
          usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
        });
      }
      if (input === "/api/settings" && init?.method === "PATCH") {
        if (failPatch()) return json(500, { error: "INTERNAL", message: "Boom" });
        patches.push(JSON.parse(String(init.body)));
        return json(200, settings);
      }
      if (input === "/api/settings") return json(200, settings);
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return patches;
}

let current: SettingsContextValue;
function Probe() {
  current = useSettings();
  return <p>{current.settings.theme}</p>;
}

async function mount(i18n?: I18n) {
  const instance = i18n ?? (await createI18n("en"));
  render(
    <AuthProvider>
      <SettingsProvider i18n={instance}>
        <Probe />
      </SettingsProvider>
    </AuthProvider>,
  );
  return instance;
}

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "null") as TSettings | null;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SettingsProvider", () => {
  it("follows the device preference live while the theme is system", async () => {
    const setDark = mockDarkScheme(false);
    mockServer({ signedIn: false });
    await mount();
    expect(current.resolvedTheme).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    act(() => setDark(true));
    expect(current.resolvedTheme).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("merges partial updates field by field and saves them locally when signed out", async () => {
    mockDarkScheme(false);
    const patches = mockServer({ signedIn: false });
    await mount();
    act(() => current.update({ notifications: { push: false } }));
    act(() => current.update({ theme: "dark", soundEffects: false }));
    expect(current.settings.notifications).toEqual({
      email: true,
      push: false,
      workout: true,
      progress: true,
      schedule: true,
    });
    expect(stored()).toMatchObject({ theme: "dark", soundEffects: false, notifications: { push: false } });
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(patches).toEqual([]);
  });

  it("takes the server's settings at sign-in and PATCHes each change", async () => {
    mockDarkScheme(false);
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...defaultSettings("UTC"), theme: "light" }));
    const server = { ...defaultSettings("Europe/Madrid"), theme: "dark" as const, language: "es" as const };
    const patches = mockServer({ signedIn: true, settings: server });
    const i18n = await mount();
    await waitFor(() => expect(current.settings.theme).toBe("dark"));
    expect(stored()).toEqual(server);
    await waitFor(() => expect(i18n.language).toBe("es"));
    expect(document.documentElement.lang).toBe("es");

    const onSaved = vi.fn();
    act(() => current.update({ notifications: { email: false } }, { onSaved }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(patches).toEqual([{ notifications: { email: false } }]);
  });

  it("reports a failed save and re-sends it on retry", async () => {
    mockDarkScheme(false);
    let fail = true;
    const patches = mockServer({ signedIn: true, failPatch: () => fail });
    await mount();
    await screen.findByText("system");
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    act(() => current.update({ measurementUnit: "metric" }));
    await waitFor(() => expect(current.saveState.status).toBe("error"));
    expect(current.settings.measurementUnit).toBe("metric"); // still applies on this device
    fail = false;
    const onSaved = vi.fn();
    act(() => current.retry({ onSaved }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(current.saveState.status).toBe("saved");
    expect(patches).toEqual([{ measurementUnit: "metric" }]);
  });
});
