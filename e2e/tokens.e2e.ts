import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  axeViolations,
  BASE_URL,
  browserForFile,
  DESKTOP,
  MOBILE,
  register,
  uniqueEmail,
} from "./fixtures";

// Personal access tokens in the profile (ADR 0075): made, seen once and copied, gone from the page after a reload,
// used by a client with no cookie, and revoked.

const browser = browserForFile();
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** A request as a script makes it: the token only, no cookie, no Origin. */
const withToken = (secret: string, path: string) =>
  fetch(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${secret}`, accept: "application/json" } });

async function openTokens(page: Page, heading = "API access") {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: heading });
  await poll(() => card.isVisible()).toBe(true);
  return card;
}

describe("personal access tokens", () => {
  it("creates a token, shows it once, and revokes it", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    await register(page, "Toni Vega", uniqueEmail("tokens"));
    const card = await openTokens(page);
    await poll(() => card.getByText("You have no tokens yet.").isVisible()).toBe(true);

    await card.getByLabel("Token name").fill("Spreadsheet");
    await card.getByLabel("Access").selectOption("read");
    await card.getByLabel("Expires in").selectOption("30");
    await card.getByRole("button", { name: "Create token" }).click();

    const secretBox = card.getByTestId("token-secret");
    await poll(() => secretBox.isVisible()).toBe(true);
    const secret = (await secretBox.textContent()) ?? "";
    expect(secret).toMatch(/^cf_pat_[A-Za-z0-9_-]{43}$/);
    await poll(() => card.getByTestId("token-row").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole("button", { name: "Copy" }).click();
    await poll(() => card.getByRole("button", { name: "Copied" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // The token works on its own, as a script would send it.
    expect((await withToken(secret, "/api/settings")).status).toBe(200);

    // After a reload the secret is nowhere on the page; the token is listed by name and hint.
    await page.reload();
    const again = await openTokens(page);
    await poll(() => again.getByText("Spreadsheet").isVisible()).toBe(true);
    expect(await again.getByTestId("token-secret").count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    await poll(() => again.getByText(/last used/).isVisible()).toBe(true);

    await again.getByRole("button", { name: "Revoke Spreadsheet" }).click();
    await poll(() => again.getByText("You have no tokens yet.").isVisible()).toBe(true);
    expect((await withToken(secret, "/api/settings")).status).toBe(401);
    await page.close();
  });

  it("serves the API reference page", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/api/docs");
    await poll(() => page.getByRole("heading", { name: "Tokens", level: 2 }).isVisible()).toBe(true);
    await page.getByText("/api/tokens", { exact: true }).first().click();
    expect(errors).toEqual([]);
    await page.close();
  });

  // Pictures to look at (E2E_SCREENSHOTS=1; E2E_SCREENSHOTS_DIR, default .tmp/screens): the card with a new token,
  // 1280×800 and 390×844, light and dark, English and Spanish, and the reference page.
  it.runIf(process.env.E2E_SCREENSHOTS)("takes screenshots of the tokens card", async () => {
    const dir = process.env.E2E_SCREENSHOTS_DIR ?? ".tmp/screens";
    mkdirSync(dir, { recursive: true });
    for (const language of ["en", "es"] as const) {
      for (const theme of ["light", "dark"] as const) {
        for (const [size, viewport] of [
          ["1280", DESKTOP],
          ["390", MOBILE],
        ] as const) {
          const page = await browser.newPage({ viewport, colorScheme: theme, isMobile: viewport === MOBILE });
          await register(page, "Toni Vega", uniqueEmail("tokens-shot"));
          expect((await apiCall(page, "/api/settings", "PATCH", { language, theme })).status).toBe(200);
          await apiCall(page, "/api/tokens", "POST", {
            name: "Garmin sync",
            scope: "read",
            expiresInDays: 365,
          });
          const card = await openTokens(page, language === "en" ? "API access" : "Acceso a la API");
          await card.getByRole("textbox").fill(language === "en" ? "Spreadsheet" : "Hoja de cálculo");
          await card.locator("select").first().selectOption("read_write");
          await card
            .getByRole("button", { name: language === "en" ? "Create token" : "Crear token" })
            .click();
          await poll(() => card.getByTestId("token-secret").isVisible()).toBe(true);
          await card.scrollIntoViewIfNeeded();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${dir}/tokens-${language}-${theme}-${size}.png` });
          await card.screenshot({ path: `${dir}/tokens-card-${language}-${theme}-${size}.png` });
          await page.close();
        }
      }
    }
    for (const theme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport: DESKTOP, colorScheme: theme });
      await page.goto("/api/docs");
      await poll(() => page.getByRole("heading", { name: "Tokens", level: 2 }).isVisible()).toBe(true);
      await page.getByText("/api/tokens", { exact: true }).first().click();
      await page.screenshot({ path: `${dir}/api-docs-${theme}.png`, fullPage: false });
      await page.close();
    }
  });
});
