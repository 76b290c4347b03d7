// @vitest-environment jsdom
import "../test/dom-timeouts";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { createI18n } from "../lib/i18n";
import { resetQueryClientsForTests } from "../lib/query-client";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

// /profile asks the user to confirm an unverified address and can mail the link again (ADR 0027).

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana García", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  billing: "sandbox",
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

function mockServer(verified: boolean, resendStatus = 200) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const answers: Record<string, { status: number; body: unknown }> = {
      "GET /api/auth/get-session": {
        status: 200,
        body: { session: { id: "s1" }, user: { id: "u1", email: ME.user.email, emailVerified: verified } },
      },
      "GET /api/me": { status: 200, body: ME },
      "GET /api/settings": { status: 200, body: defaultSettings("UTC") },
      "GET /api/preferences": { status: 404, body: { error: "PREFERENCES_NOT_SET", message: "x" } },
      "POST /api/auth/send-verification-email": {
        status: resendStatus,
        body: resendStatus === 200 ? { status: true } : { error: "RATE_LIMITED", message: "x" },
      },
    };
    const { status, body } = answers[`${method} ${url.pathname}`] ?? { status: 200, body: [] };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

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

const resendCalls = (fetch: ReturnType<typeof mockServer>) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith("/api/auth/send-verification-email"));

afterEach(() => {
  cleanup();
  resetQueryClientsForTests();
  vi.unstubAllGlobals();
});

describe("/profile e-mail verification notice", () => {
  it("asks to confirm an unverified address and mails the link again", async () => {
    const fetch = mockServer(false);
    await renderProfile();
    expect(
      await screen.findByRole("heading", { name: "Confirm your e-mail address" }, { timeout: 10_000 }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText("A new link is on its way to ana@example.com.")).toBeTruthy();
    const [call] = resendCalls(fetch);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: "ana@example.com" });
  });

  it("says to wait when the server limits resending", async () => {
    mockServer(false, 429);
    await renderProfile();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Resend the link" }, { timeout: 10_000 }));
    expect(await screen.findByText("Please wait a moment before asking for another link.")).toBeTruthy();
  });

  it("shows nothing once the address is verified", async () => {
    const fetch = mockServer(true);
    await renderProfile();
    expect(await screen.findByRole("heading", { name: "Account" }, { timeout: 10_000 })).toBeTruthy();
    // The session has been read (and answered) before we look.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).endsWith("/api/auth/get-session"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("heading", { name: "Confirm your e-mail address" })).toBeNull();
  });
});
