import { describe, expect, it } from "vitest";
import { browserForFile, register } from "./fixtures";

// ADR 0020: a signed-in page opened with a session names its code and first reads in index.html. The browser must
// then use what it preloaded: each read goes over the network once, and nothing preloaded lies unused.

const browser = browserForFile();

describe("first load of a signed-in page", () => {
  it("takes the dashboard's code and reads from the preloads, asking for each read once", async () => {
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
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/workouts">');
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Robin");

    // Chromium warns a few seconds after the load event about a preload nobody used.
    await page.waitForTimeout(4000);
    expect(warnings.filter((text) => text.includes("preload"))).toEqual([]);
    for (const read of ["/api/me", "/api/workouts", "/api/history", "/api/settings"]) {
      expect(
        apiCalls.filter((path) => path === read),
        read,
      ).toHaveLength(1);
    }
    // The list from the preload, and maybe once more to catch up when the realtime stream opens after it arrived.
    const lists = apiCalls.filter((path) => path === "/api/notifications").length;
    expect(lists).toBeGreaterThanOrEqual(1);
    expect(lists).toBeLessThanOrEqual(2);
    // No session check besides /api/me: the page said there was a session (ADR 0019).
    expect(apiCalls).not.toContain("/api/auth/get-session");
  });
});
