// @vitest-environment jsdom
import "../test/dom-timeouts";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "#contracts/settings-model";
import { createI18n, loadFeatureStrings } from "../lib/i18n";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

// /email-verified is where the sign-up e-mail's link lands after the server verified the address (or refused the
// link, adding ?error=…). It is public: the link may be opened in a browser that is not signed in.

async function renderAt(path: string, language: "en" | "es") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("null", { status: 200, headers: { "Content-Type": "application/json" } })),
  );
  const i18n = await createI18n(language);
  // The page loads its strings once per app; each render here makes a new i18next instance, which needs them too.
  await loadFeatureStrings(["auth"], i18n);
  return render(
    <AppProviders i18n={i18n} initialDevice={{ ...defaultSettings("UTC"), language }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/email-verified", () => {
  it("says the address is verified and links to the dashboard, in English and Spanish", async () => {
    await renderAt("/email-verified", "en");
    expect(await screen.findByRole("heading", { name: "Your e-mail address is verified" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    cleanup();
    await renderAt("/email-verified", "es");
    expect(
      await screen.findByRole("heading", { name: "Tu dirección de correo está verificada" }),
    ).toBeTruthy();
  });

  it("says so when the link was bad or expired", async () => {
    await renderAt("/email-verified?error=INVALID_TOKEN", "en");
    expect(
      await screen.findByRole("heading", { name: "We couldn't verify your e-mail address" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("invalid or has expired");
  });
});
