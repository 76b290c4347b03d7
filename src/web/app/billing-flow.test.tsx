// @vitest-environment jsdom
import "../test/dom-timeouts";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { PLANS } from "#domain/billing/plans";
import { api } from "../lib/api";
import { createI18n } from "../lib/i18n";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

// The billing pieces as the app composes them: the 'Go Pro' entry and any 402 open the upgrade dialog, Pro users get
// the crown and 'Pro Member', and the success page waits for the webhook instead of granting anything.

const FREE: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana García", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  billing: "sandbox",
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};
const PRO: TMe = {
  ...FREE,
  isPro: true,
  subscription: {
    status: "active",
    planId: "price_sandbox_monthly",
    plan: "monthly",
    currentPeriodEnd: "2030-01-31T00:00:00.000Z",
    customerId: "cus_1",
    cancelAtPeriodEnd: false,
  },
  usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: 100 },
};

type Answer = { status: number; body?: unknown };

function mockServer(me: () => TMe, extra: Record<string, (init?: RequestInit) => Answer> = {}) {
  const routes: Record<string, (init?: RequestInit) => Answer> = {
    "GET /api/auth/get-session": () => ({ status: 200, body: { session: { id: "s1" }, user: { id: "u1" } } }),
    "GET /api/me": () => ({ status: 200, body: me() }),
    "GET /api/settings": () => ({ status: 200, body: defaultSettings("Europe/Madrid") }),
    // The settings page's "My exercises" (ADR 0091) reads the user's own exercises: none.
    "GET /api/exercises/custom": () => ({ status: 200, body: { exercises: [], max: 200 } }),
    "GET /api/billing/plans": () => ({
      status: 200,
      body: PLANS.map((plan) => ({ ...plan, annualSavingsPercent: 20 })),
    }),
    ...extra,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const handler = routes[`${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`];
    const { status, body } = handler ? handler(init) : { status: 200, body: [] };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function renderApp(path: string) {
  const i18n = await createI18n("en");
  return render(
    <AppProviders i18n={i18n} initialDevice={defaultSettings("UTC")}>
      <MemoryRouter initialEntries={[path]}>
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

describe("upgrade dialog", () => {
  it("opens from 'Go Pro' with both plans, the saving and the features; a lost session gets the product's message", async () => {
    const fetch = mockServer(() => FREE, {
      "POST /api/billing/checkout": () => ({
        status: 401,
        body: { error: "UNAUTHORIZED", message: "You need to sign in first." },
      }),
    });
    await renderApp("/profile");
    const user = userEvent.setup();
    // The first test also pays for the lazy signed-in layout's first load.
    const [goPro] = await screen.findAllByRole("button", { name: "Go Pro" }, { timeout: 10_000 });
    await user.click(goPro as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: /Upgrade to Premium/ });
    expect(await screen.findByText("$4.99")).toBeTruthy();
    expect(screen.getByText("$47.99")).toBeTruthy();
    expect(screen.getByText("Save 20%")).toBeTruthy();
    expect(dialog.textContent).toContain("Unlimited workout plan generation");
    expect(dialog.textContent).toContain("AI Coach access");

    await user.click(screen.getByRole("button", { name: "Choose Monthly" }));
    // The dialog's own alert (the profile page behind it may show its own about the details this mock leaves out).
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Must be logged in to make a purchase",
    );
    const checkout = fetch.mock.calls.find(
      ([input, init]) => String(input) === "/api/billing/checkout" && init,
    );
    expect(checkout?.[1]?.body).toBe('{"planId":"monthly"}');
  });

  it("opens on any 402 UPGRADE_REQUIRED, with the server's reason", async () => {
    mockServer(() => FREE, {
      "POST /api/plan": () => ({
        status: 402,
        body: { error: "UPGRADE_REQUIRED", message: "You have used this week's free plan generation." },
      }),
    });
    await renderApp("/settings");
    await screen.findAllByRole("button", { name: "Go Pro" });
    await act(async () => {
      await api("/api/plan", { method: "POST" }).catch(() => undefined);
    });
    expect(await screen.findByRole("dialog", { name: /Upgrade to Premium/ })).toBeTruthy();
    expect(screen.getByText("You have used this week's free plan generation.")).toBeTruthy();
  });

  it("shows Pro users the crown and 'Pro Member', and no 'Go Pro'", async () => {
    mockServer(() => PRO);
    await renderApp("/settings");
    expect((await screen.findAllByText("Pro Member")).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Account of Ana García, Pro Member" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Go Pro" })).toBeNull();
  });
});

describe("billing section on /profile", () => {
  it("shows the plan and renewal date and passes the portal's structured errors through", async () => {
    let portal: Answer = {
      status: 404,
      body: {
        error: "NO_CUSTOMER_FOUND",
        message: "No Stripe customer found. Please upgrade to Premium first to create your customer account.",
      },
    };
    mockServer(() => PRO, { "POST /api/billing/portal": () => portal });
    await renderApp("/profile");
    expect(await screen.findByText("Pro · Monthly", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Renews on January 31, 2030")).toBeTruthy();
    const user = userEvent.setup();
    // Among the page's alerts: its other cards read routes this fake server does not know, and whether their alerts
    // are up yet depends on timing.
    const alerts = () => screen.getAllByRole("alert").map((alert) => alert.textContent);
    await user.click(screen.getByRole("button", { name: "Manage billing" }));
    await waitFor(() =>
      expect(alerts()).toContain(
        "No Stripe customer found. Please upgrade to Premium first to create your customer account.",
      ),
    );
    portal = { status: 401, body: { error: "UNAUTHORIZED", message: "You need to sign in first." } };
    await user.click(screen.getByRole("button", { name: "Manage billing" }));
    await waitFor(() => expect(alerts()).toContain("Must be logged in to access billing portal"));
  });
});

describe("/subscription/success", () => {
  it("grants nothing itself: it waits, re-reads after 2 s and shows Pro once the webhook has landed", async () => {
    let webhookLanded = false;
    const fetch = mockServer(() => (webhookLanded ? PRO : FREE));
    await renderApp("/subscription/success");
    expect(await screen.findByText("Waiting for the payment provider to confirm your payment…")).toBeTruthy();
    const meCalls = () => fetch.mock.calls.filter(([input]) => String(input) === "/api/me").length;
    const before = meCalls();
    await waitFor(() => expect(meCalls()).toBeGreaterThan(before), { timeout: 3500 });
    expect(screen.queryByText(/You're on Pro/)).toBeNull();
    webhookLanded = true;
    expect(await screen.findByText(/You're on Pro/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
