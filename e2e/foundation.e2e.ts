import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, MOBILE, PASSWORD, register, uniqueEmail } from "./fixtures";

/** Waits for the slide-in animation to end, so a click lands on a link that no longer moves. */
const settled = (locator: Locator) =>
  locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

const browser = browserForFile();

describe("accounts and navigation", () => {
  it("registers and lands on the dashboard, with the register page replaced in history", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await register(page, "Dana Brooks");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Dana");
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe("/register");
  });

  it("sends a signed-out visit to /login and returns to the page asked for after sign-in", async () => {
    const page = await browser.newPage();
    const { email } = await register(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/settings");
    await page.waitForURL("**/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/settings");
    await expect.poll(() => page.getByRole("heading", { name: "Settings" }).isVisible()).toBe(true);
  });

  it("shows 'Invalid email or password' for a wrong password", async () => {
    const page = await browser.newPage();
    const { email } = await register(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByText("Invalid email or password").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("logs out to / and the dashboard is guarded again", async () => {
    const page = await browser.newPage();
    await register(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await expect.poll(() => page.getByRole("button", { name: "Sign in" }).isVisible()).toBe(true);
  });

  it("shows a not-found page for an unknown path", async () => {
    const page = await browser.newPage();
    await page.goto("/no-such-page");
    await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
  });

  it("shows the spinner text while a lazy page loads", async () => {
    const page = await browser.newPage();
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((r) => setTimeout(r, 150));
      await route.continue();
    });
    await page.goto("/login");
    await expect
      .poll(
        async () =>
          (await page.content()).includes("Loading Custom Fit...") ||
          (await page.getByLabel("Email").count()) > 0,
      )
      .toBe(true);
  });
});

describe("settings", () => {
  it("keeps the dark theme across a reload, applied before the app's code runs (no flash)", async () => {
    const page = await browser.newPage();
    await register(page);
    await page.goto("/settings");
    await page.locator("label", { has: page.getByRole("radio", { name: "Dark" }) }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    await expect.poll(() => page.getByText("Settings saved").count()).toBeGreaterThan(0);

    // With every app script blocked, only the small theme-init script runs: it alone must set the theme.
    browser.expectConsoleErrors(/ERR_FAILED/);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.unroute(/\/assets\/.*\.js$/);

    // And the server kept it: a fresh browser signed in as the same user gets dark too.
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
  });

  it("switches the whole UI to Spanish and keeps it after a reload", async () => {
    const page = await browser.newPage();
    await register(page);
    await page.goto("/settings");
    await page.getByLabel("Language").selectOption("es");
    await expect.poll(() => page.getByRole("heading", { name: "Ajustes" }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Ajustes" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Panel" }).first().isVisible()).toBe(true);
  });

  it("saves notification toggles to the account", async () => {
    const page = await browser.newPage();
    await register(page);
    await page.goto("/settings");
    const toggle = page.getByRole("switch", { name: "Progress updates" });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expect
      .poll(
        async () => (await page.request.get("/api/settings").then((r) => r.json())).notifications.progress,
      )
      .toBe(false);
  });
});

describe("mobile", () => {
  it("shows the bottom bar and opens and closes the drawer", async () => {
    const page = await browser.newPage({ viewport: MOBILE, isMobile: true });
    await register(page, "Mo Bile", uniqueEmail("mobile"));
    const bottom = page.getByRole("navigation", { name: "Quick links" });
    await expect.poll(() => bottom.isVisible()).toBe(true);
    for (const name of ["Dashboard", "Schedule", "Workouts", "History", "Coach"]) {
      expect(await bottom.getByRole("link", { name }).isVisible()).toBe(true);
    }
    await bottom.getByRole("link", { name: "History" }).click();
    await page.waitForURL("**/workout-history");
    // The URL changes at once, the page a moment later: the shell closes its drawer when the new page commits, so
    // a drawer opened in between would shut under the test's hand.
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /history/i }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await settled(drawer);
    await drawer.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/settings");
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);
  });
});
