// @vitest-environment jsdom
import "../test/dom-timeouts";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { createI18n } from "../lib/i18n";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

// /profile as the app composes it: the password form's field errors and the typed confirmation of the deletion.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana García", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  billing: "sandbox",
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

const PREFERENCES = {
  personalInfo: { age: 34, weight: 154, height: 69, gender: "female" },
  fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
  workoutPreferences: {
    duration: 30,
    frequency: 4,
    preferredTimes: ["Morning (8AM-11AM)"],
    workoutTypes: ["Yoga", "HIIT"],
  },
  schedule: [],
  updatedAt: "2030-01-01T00:00:00.000Z",
};

type Answer = { status: number; body?: unknown };

function mockServer(extra: Record<string, (init?: RequestInit) => Answer> = {}) {
  let signedIn = true;
  const routes: Record<string, (init?: RequestInit) => Answer> = {
    "GET /api/auth/get-session": () => ({
      status: 200,
      body: signedIn ? { session: { id: "s1" }, user: { id: "u1" } } : null,
    }),
    "GET /api/me": () => (signedIn ? { status: 200, body: ME } : { status: 401 }),
    "GET /api/settings": () => ({ status: 200, body: defaultSettings("Europe/Madrid") }),
    "GET /api/preferences": () => ({ status: 200, body: PREFERENCES }),
    "POST /api/auth/sign-out": () => ({ status: 200, body: { success: true } }),
    "DELETE /api/me": () => {
      signedIn = false;
      return { status: 204 };
    },
    ...extra,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    const { status, body } = handler ? handler(init) : { status: 200, body: [] };
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const callsTo = (fetch: ReturnType<typeof mockServer>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) => String(input).endsWith(path) && (init?.method ?? "GET").toUpperCase() === method,
  );

async function renderProfile() {
  const i18n = await createI18n("en");
  return render(
    <AppProviders i18n={i18n} initialDevice={defaultSettings("UTC")}>
      <MemoryRouter initialEntries={["/profile"]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/profile", () => {
  it("summarises the fitness details in the user's language", async () => {
    mockServer();
    await renderProfile();
    expect(await screen.findByText("Build muscle", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Reduce stress")).toBeTruthy();
    expect(screen.getByText("30 min")).toBeTruthy();
    expect(screen.getByText("Morning (8 AM–11 AM)")).toBeTruthy(); // en-US: the 12-hour clock (clock-format.ts)
    expect(screen.getByText("Yoga, HIIT")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit preferences" })).toBeTruthy();
  });

  it("checks the password form and shows a wrong current password next to its field", async () => {
    const fetch = mockServer({
      "POST /api/auth/change-password": () => ({
        status: 400,
        body: { error: "INVALID_PASSWORD", message: "Invalid password" },
      }),
    });
    await renderProfile();
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Change password" }, { timeout: 10_000 });
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "different");
    await user.click(submit);
    expect(screen.getByText("Enter your current password")).toBeTruthy();
    expect(screen.getByText("Use 8 to 128 characters")).toBeTruthy();
    expect(screen.getByText("The passwords don't match")).toBeTruthy();
    expect(callsTo(fetch, "POST", "/api/auth/change-password")).toHaveLength(0);

    await user.type(screen.getByLabelText("Current password"), "not-my-password");
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "a-long-new-passphrase");
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "a-long-new-passphrase");
    await user.click(submit);
    expect(await screen.findByText("That isn't your current password")).toBeTruthy();
    const [call] = callsTo(fetch, "POST", "/api/auth/change-password");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: "not-my-password",
      newPassword: "a-long-new-passphrase",
      revokeOtherSessions: true,
    });
  });

  it("deletes the account only after the e-mail and the current password, then signs out to the landing page", async () => {
    let wrongPasswords = 1;
    const fetch = mockServer({
      "DELETE /api/me": () => {
        if (wrongPasswords-- > 0)
          return {
            status: 400,
            body: { error: "INVALID_PASSWORD", message: "The password is not right. Nothing was deleted." },
          };
        return { status: 204 };
      },
    });
    await renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete my account" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    const field = screen.getByLabelText(/Type your e-mail address/);
    const password = screen.getByLabelText("Your current password");
    expect(password.getAttribute("type")).toBe("password");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    await user.type(field, "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Delete my account for good" }));
    expect(await screen.findByText("Type ana@example.com exactly")).toBeTruthy();
    expect(await screen.findByText("Enter your current password")).toBeTruthy();
    expect(callsTo(fetch, "DELETE", "/api/me")).toHaveLength(0);
    expect(dialog.isConnected).toBe(true);

    // A wrong password: the server refuses, the dialog says so by the field, and nothing was deleted.
    await user.clear(field);
    await user.type(field, "Ana@Example.com");
    await user.type(password, "not-my-password");
    await user.click(screen.getByRole("button", { name: "Delete my account for good" }));
    expect(await screen.findByText("That isn't your current password. Nothing was deleted.")).toBeTruthy();
    expect(dialog.isConnected).toBe(true);

    await user.clear(password);
    await user.type(password, "my-real-passphrase");
    await user.click(screen.getByRole("button", { name: "Delete my account for good" }));
    await waitFor(() => expect(callsTo(fetch, "DELETE", "/api/me")).toHaveLength(2));
    const [, call] = callsTo(fetch, "DELETE", "/api/me");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      confirm: "Ana@Example.com",
      password: "my-real-passphrase",
    });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Profile", level: 1 })).toBeNull());
    await waitFor(() => expect(callsTo(fetch, "POST", "/api/auth/sign-out").length).toBeGreaterThan(0));
  });
});
