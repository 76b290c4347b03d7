import { describe, expect, it } from "vitest";
import { browserForFile, register } from "./fixtures";

// ADR 0020 and 0021: a signed-in page opened with a session names its code in index.html and carries its first reads
// inside it. The browser must then use what it preloaded, and ask the network for none of those reads.

const browser = browserForFile();

describe("first load of a signed-in page", () => {
  it("takes the dashboard's code from the preloads and its first reads from the page itself", async () => {
    const page = await browser.newPage();
    await register(page, "Robin Hale");

    const apiCalls: string[] = [];
    const warnings: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") && !url.pathname.endsWith("/stream")) apiCalls.push(url.pathname);
    });
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/dashboard");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-');
    expect(html).toContain('<script type="application/json" id="custom-fit-first-reads">');
    expect(html).not.toContain('as="fetch"');
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Robin");

    // Chromium warns a few seconds after the load event about a preload nobody used.
    await page.waitForTimeout(4000);
    expect(warnings.filter((text) => text.includes("preload"))).toEqual([]);
    for (const read of ["/api/me", "/api/workouts", "/api/history", "/api/settings", "/api/preferences"]) {
      expect(
        apiCalls.filter((path) => path === read),
        read,
      ).toHaveLength(0);
    }
    // The list came with the page; it is asked again at most once, to catch up when the realtime stream opens.
    expect(apiCalls.filter((path) => path === "/api/notifications").length).toBeLessThanOrEqual(1);
    // No session check besides /api/me: the page said there was a session (ADR 0019).
    expect(apiCalls).not.toContain("/api/auth/get-session");
  });

  it("keeps its first reads in a browser that has stored nothing yet (a first visit, every Lighthouse run)", async () => {
    const registering = await browser.newPage();
    await register(registering, "Noa Fresh");
    // Another browser profile with only the session cookie: no record of whose state the storage holds (issue #32).
    const page = await browser.newPage();
    await page.context().addCookies(await registering.context().cookies());
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) apiCalls.push(url.pathname);
    });
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Noa");
    // The week is on screen: every read of the first render has been asked for by now, or taken from the page.
    await expect.poll(() => page.locator('[aria-labelledby="next-up"] [aria-busy="true"]').count()).toBe(0);
    for (const read of ["/api/me", "/api/workouts", "/api/history", "/api/settings"]) {
      expect(
        apiCalls.filter((path) => path === read),
        read,
      ).toHaveLength(0);
    }
  });
});
