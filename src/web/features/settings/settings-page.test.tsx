// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { AuthProvider } from "../../lib/auth";
import { createI18n, type Language, loadFeatureStrings } from "../../lib/i18n";
import { SettingsPage } from "./settings-page";

// The rolling-weeks toggle: shown with its hint in the user's language, and saved to the server as `autoPlan`.

const ME = {
  user: { id: "u1", email: "a@b.co", name: "A", avatarUrl: "" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
} as unknown as TMe;

function signedInServer(language: Language = "en") {
  const patches: unknown[] = [];
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      if (input === "/api/auth/get-session") return json({ session: {} });
      if (input === "/api/me")
        return json({
          user: { id: "u1", email: "a@b.co", name: "A", avatarUrl: "" },
          isNewUser: false,
          isPro: false,
          subscription: null,
          usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
        });
      if (input === "/api/settings" && init?.method === "PATCH") {
        const patch = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(patch);
        return json({ ...defaultSettings("UTC"), language, ...patch });
      }
      if (input === "/api/settings") return json({ ...defaultSettings("UTC"), language });
      return new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 });
    }),
  );
  return patches;
}

async function mount(language: Language) {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["settings"], i18n);
  render(
    <AuthProvider initialMe={ME}>
      {/* The signed-in layout's cache (lib/query-client.tsx): the settings and the workouts are read into it. */}
      <QueryClientProvider client={new QueryClient()}>
        <SettingsPage />
      </QueryClientProvider>
    </AuthProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("settings page: plan next week automatically", () => {
  it("is on by default, explains itself, and saves autoPlan when switched off", async () => {
    const patches = signedInServer();
    await mount("en");
    const toggle = screen.getByRole("switch", { name: "Plan next week automatically" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(
      screen.getByText(
        "When fewer than 2 days of planned workouts remain, Custom Fit plans the next 7 days for you.",
      ),
    ).toBeTruthy();
    // Signed in once the server's settings have been read; from then on each change is PATCHed.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    fireEvent.click(toggle);
    await waitFor(() => expect(patches).toContainEqual({ autoPlan: false }));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("speaks Spanish", async () => {
    signedInServer();
    await mount("es");
    expect(screen.getByRole("switch", { name: "Planificar la próxima semana automáticamente" })).toBeTruthy();
  });
});

describe("settings page: push notifications", () => {
  /** The browser's Notification API answering `answer` to the permission request; no service worker registered. */
  function browserThatAnswers(answer: NotificationPermission) {
    vi.stubGlobal("Notification", { permission: "default", requestPermission: async () => answer });
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  async function switchPushOff(name: string) {
    const toggle = screen.getByRole("switch", { name });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    return toggle;
  }

  it("explains a denied permission and leaves push off", async () => {
    const patches = signedInServer();
    browserThatAnswers("denied");
    await mount("en");
    const toggle = await switchPushOff("Push notifications");
    expect(patches).toContainEqual({ notifications: { push: false } });
    fireEvent.click(toggle);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Your browser blocks notifications from Custom Fit, so push stays off/);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(patches).not.toContainEqual({ notifications: { push: true } });
  });

  it("explains it in Spanish too", async () => {
    signedInServer("es");
    browserThatAnswers("denied");
    await mount("es");
    const toggle = await switchPushOff("Notificaciones push");
    fireEvent.click(toggle);
    expect((await screen.findByRole("alert")).textContent).toMatch(/Tu navegador bloquea las notificaciones/);
  });

  it("turns push on where the browser allows it but cannot subscribe (no service worker), with a note", async () => {
    const patches = signedInServer();
    browserThatAnswers("granted");
    await mount("en");
    const toggle = await switchPushOff("Push notifications");
    fireEvent.click(toggle);
    expect((await screen.findByRole("status")).textContent).toMatch(/can't receive push notifications/);
    await waitFor(() => expect(patches).toContainEqual({ notifications: { push: true } }));
  });
});

describe("settings page: barbell and plates", () => {
  it("shows the current unit's bar and plates and saves changes for that unit only", async () => {
    const patches = signedInServer();
    await mount("en");
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    // The default unit is imperial: a 45 lb bar and the usual plates.
    const bar = screen.getByLabelText("Bar weight (lbs)") as HTMLInputElement;
    expect(bar.value).toBe("45");
    expect((screen.getByRole("checkbox", { name: "45" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "55" }) as HTMLInputElement).checked).toBe(false);

    fireEvent.change(bar, { target: { value: "35" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "55" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "2.5" }));
    fireEvent.change(screen.getByLabelText("Another size (lbs)"), { target: { value: "1,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Add size" }));
    expect((screen.getByRole("checkbox", { name: "1.5" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save bar and plates" }));
    await waitFor(() =>
      expect(patches).toContainEqual({
        barbell: { imperial: { bar: 35, plates: [55, 45, 35, 25, 10, 5, 1.5] } },
      }),
    );
  });

  it("explains what is wrong and sends nothing", async () => {
    const patches = signedInServer();
    await mount("en");
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/settings", expect.anything()));
    fireEvent.change(screen.getByLabelText("Bar weight (lbs)"), { target: { value: "500" } });
    fireEvent.change(screen.getByLabelText("Another size (lbs)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Add size" }));
    expect(screen.getByText("Enter a plate size above 0 and at most 100 lbs.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save bar and plates" }));
    expect(screen.getByText("Enter a bar weight from 0 to 100 lbs.")).toBeTruthy();
    expect(screen.getByLabelText("Bar weight (lbs)").getAttribute("aria-invalid")).toBe("true");
    expect(patches.filter((patch) => "barbell" in (patch as object))).toEqual([]);
  });

  it("speaks Spanish", async () => {
    signedInServer();
    await mount("es");
    expect(screen.getByText("Barra y discos")).toBeTruthy();
    expect(screen.getByLabelText("Peso de la barra (lbs)")).toBeTruthy();
  });
});
