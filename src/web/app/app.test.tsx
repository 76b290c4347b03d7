// @vitest-environment jsdom
import "../test/dom-timeouts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { createI18n } from "../lib/i18n";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana García", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };

function mockServer(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    const { status, body } = handler
      ? handler(init)
      : { status: 404, body: { error: "NOT_FOUND", message: "Not found" } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function signedOutServer(extra: Record<string, Handler> = {}) {
  return mockServer({ "GET /api/auth/get-session": () => ({ status: 200, body: null }), ...extra });
}

function signedInServer(me: TMe = ME) {
  return mockServer({
    "GET /api/auth/get-session": () => ({
      status: 200,
      body: { session: { id: "s1" }, user: { id: me.user.id } },
    }),
    "GET /api/me": () => ({ status: 200, body: me }),
    "GET /api/settings": () => ({ status: 200, body: defaultSettings("Europe/Madrid") }),
    "POST /api/auth/sign-out": () => ({ status: 200, body: { success: true } }),
  });
}

function ShowPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

async function renderApp(path: string) {
  const i18n = await createI18n("en");
  return render(
    <AppProviders i18n={i18n} initialDevice={defaultSettings("UTC")}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <ShowPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The meta element server/static.ts puts in the page it sends. */
function addSessionHint(content: "present" | "absent") {
  const meta = document.createElement("meta");
  meta.name = "custom-fit-session";
  meta.content = content;
  document.head.append(meta);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("routing and auth", () => {
  it("sends a signed-out visitor of a guarded page to /login and shows the product's login error", async () => {
    signedOutServer({
      "POST /api/auth/sign-in/email": () => ({
        status: 401,
        body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "x" },
      }),
    });
    await renderApp("/settings");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe("/login");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
  });

  it("validates the registration form before calling the server", async () => {
    const fetch = signedOutServer();
    await renderApp("/register");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Create your account" });
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("Enter your name")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Use 8 to 128 characters")).toBeTruthy();
    expect(screen.getByText("8–128 characters")).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input).includes("sign-up"))).toBe(false);
  });

  it("shows the signed-in layout with the user's name, the seven entries and no Pro badge", async () => {
    signedInServer();
    await renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: /Ana/ })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Dashboard", "Schedule", "Workouts", "Workout History", "AI Coach", "Profile", "Settings"]);
    const bottom = screen.getByRole("navigation", { name: "Quick links" });
    expect(
      within(bottom)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/dashboard", "/schedule", "/workouts", "/workout-history", "/coach"]);
    expect(screen.getByText("ana@example.com")).toBeTruthy();
    expect(screen.queryByText("Pro Member")).toBeNull();
    expect(screen.getByRole("link", { name: "Account of Ana García" })).toBeTruthy();
  });

  it("marks Pro users in the sidebar and on the avatar", async () => {
    signedInServer({ ...ME, isPro: true });
    await renderApp("/dashboard");
    expect(await screen.findByText("Pro Member")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Account of Ana García, Pro Member" })).toBeTruthy();
  });

  it("goes to / after Logout", async () => {
    signedInServer();
    await renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    await screen.findByRole("heading", { level: 1, name: "Your calendar is full. Your workouts still fit." });
    expect(screen.getByTestId("path").textContent).toBe("/");
  });

  it("takes a new user (no preferences yet) from any signed-in page to onboarding", async () => {
    signedInServer({ ...ME, isNewUser: true });
    await renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "About you" })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe("/onboarding");
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
  });

  it("asks /api/me straight away when the server saw a session cookie with the page", async () => {
    const fetch = signedInServer();
    addSessionHint("present");
    await renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: /Ana/ })).toBeTruthy();
    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked).toContain("/api/me");
    expect(asked).not.toContain("/api/auth/get-session");
    // Taken once: a later check (after a sign-in in this page) asks the server again.
    expect(document.querySelector('meta[name="custom-fit-session"]')).toBeNull();
  });

  it("knows a visitor is signed out without asking when the page came without a session cookie", async () => {
    const fetch = signedOutServer();
    addSessionHint("absent");
    await renderApp("/settings");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes("/api/auth/get-session") || url.includes("/api/me"))).toEqual(
      [],
    );
  });

  it("shows the not-found page for unknown paths", async () => {
    signedOutServer();
    await renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
