import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

// Shared set-up for the end-to-end specs: one headless Chromium per file, a fresh context per test, and a test
// failure on any console.error or uncaught page error.

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:3000";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Registers the browser lifecycle hooks of a spec file and hands out pages that watch the console. */
export function browserForFile() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  const expected: RegExp[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    const found = problems.splice(0).filter((p) => !expected.some((pattern) => pattern.test(p)));
    expected.splice(0);
    expect(found, "the browser logged errors").toEqual([]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** For the current test only: console errors matching this pattern are expected (e.g. blocked scripts). */
    expectConsoleErrors(pattern: RegExp) {
      expected.push(pattern);
    },
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        colorScheme?: "light" | "dark";
        isMobile?: boolean;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: options.viewport ?? DESKTOP,
        colorScheme: options.colorScheme ?? "light",
        isMobile: options.isMobile,
        hasTouch: options.isMobile,
        locale: "en-US",
        timezoneId: "Europe/Madrid",
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on("console", (message) => {
        // A 401 from /api/me while signed out is expected and logged by Chromium as a failed resource.
        if (message.type() === "error" && !message.text().includes("401")) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      return page;
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = "a-long-test-passphrase";

/** Registers through the UI and waits for the dashboard. */
export async function register(
  page: Page,
  name = "Alex Rivera",
  email = uniqueEmail(),
): Promise<{ email: string }> {
  await page.goto("/register");
  await page.getByLabel(/name/i).first().fill(name);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /create account|sign up|register/i }).click();
  await page.waitForURL("**/dashboard");
  return { email };
}
