import AxeBuilder from "@axe-core/playwright";
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
/** For `describe.each(VIEWPORTS)("… (%s)", (_name, viewport) => …)`: a spec run on a laptop and on a phone. */
export const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const;

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
        /** The browser's language (navigator.languages and Accept-Language); en-US unless given. */
        locale?: string;
        /** Another app server's address (e2e/app-server.ts); the one e2e/run.ts started unless given. */
        baseURL?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? BASE_URL,
        viewport: options.viewport ?? DESKTOP,
        colorScheme: options.colorScheme ?? "light",
        isMobile: options.isMobile,
        hasTouch: options.isMobile,
        locale: options.locale ?? "en-US",
        timezoneId: "Europe/Madrid",
      });
      contexts.push(context);
      // No <form> inside a <form> on any page a spec visits (HTML forbids it; the browser then submits the outer one):
      // one found is logged as a console error, which fails the test in afterEach above.
      await context.addInitScript(() => {
        let reported = false;
        new MutationObserver(() => {
          if (reported || !document.querySelector("form form")) return;
          reported = true;
          console.error(`Nested <form> elements on ${location.pathname}`);
        }).observe(document, { childList: true, subtree: true });
      });
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

/** Registers through the UI and waits for onboarding, where every new account starts. */
export async function registerNewUser(
  page: Page,
  name = "Alex Rivera",
  email = uniqueEmail(),
): Promise<{ email: string }> {
  await page.goto("/register");
  await page.getByLabel(/name/i).first().fill(name);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /create account|sign up|register/i }).click();
  await page.waitForURL("**/onboarding");
  return { email };
}

/** A complete PUT /api/preferences body (metric-free: lbs and inches), for suites that skip the onboarding form. */
export const SAMPLE_PREFERENCES = {
  personalInfo: { age: 34, weight: 154, height: 69, gender: "prefer-not-to-say" },
  fitnessGoals: { primaryGoal: "Improve overall health", secondaryGoals: [] },
  workoutPreferences: {
    duration: 45,
    frequency: 3,
    preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
    workoutTypes: ["Weight Training", "Cardio"],
  },
};

/**
 * Finishes onboarding for the signed-in user of `page` through the API (the session cookie is the context's; a
 * mutation needs the app's Origin), then reloads the app's idea of the user by opening `goTo` (default
 * /dashboard). `overrides` replace top-level parts of SAMPLE_PREFERENCES, e.g. `{schedule: [...]}`.
 */
export async function completeOnboardingViaApi(
  page: Page,
  overrides: Record<string, unknown> = {},
  goTo: string | null = "/dashboard",
): Promise<void> {
  const origin = new URL(page.url().startsWith("http") ? page.url() : BASE_URL).origin;
  const response = await page.request.put("/api/preferences", {
    data: { ...SAMPLE_PREFERENCES, ...overrides },
    headers: { Origin: origin },
  });
  if (!response.ok()) throw new Error(`PUT /api/preferences: ${response.status()} ${await response.text()}`);
  if (goTo) {
    await page.goto(goTo);
    await page.waitForURL(`**${goTo}`);
  }
}

/** A JSON call to the API from inside the page (its session cookie and Origin), answered with status and body. */
export async function apiCall<T>(
  page: Page,
  path: string,
  method = "GET",
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    },
    { path, method, body },
  );
}

/** Registers through the UI, completes onboarding through the API and waits for the dashboard. */
export async function register(
  page: Page,
  name = "Alex Rivera",
  email = uniqueEmail(),
): Promise<{ email: string }> {
  await registerNewUser(page, name, email);
  await completeOnboardingViaApi(page);
  return { email };
}

/**
 * WCAG 2.1 A/AA violations on the current page (ids and the first target), for a readable failure. Waits for running
 * animations first: a page fading in has, for a moment, text whose contrast axe measures against half-opacity.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; bestPractice?: boolean } = {},
): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Spinners loop for ever; only the finite ones (fades, slides) are waited for.
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // WCAG 2.0 and 2.1, A and AA (issue #10). Only the violations are detailed: much faster on large pages.
  const builder = new AxeBuilder({ page: page as never })
    .options({ resultTypes: ["violations"] }) // before withTags: options() replaces what withTags set
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      // Also axe's best practices (heading order, landmarks, regions), for the accessibility suite.
      ...(options.bestPractice ? ["best-practice"] : []),
    ]);
  // `include`: only that part of the page (e.g. an open dialog whose page was checked on its own already).
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
}

/**
 * Waits until the service worker, registered by a signed-in page once it has loaded (ADR 0052), controls `page`;
 * returns its script URL.
 */
export async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
}

/** A user with preferences, created outside the browser (sign-up and preferences through the API), so a tab only ever
 * signs in as them. */
export async function createUserOutsideBrowser(name: string, prefix = "outside"): Promise<{ email: string }> {
  const email = uniqueEmail(prefix);
  const headers = { "content-type": "application/json", origin: BASE_URL };
  const signUp = await fetch(`${BASE_URL}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const preferences = await fetch(`${BASE_URL}/api/preferences`, {
    method: "PUT",
    headers: { ...headers, cookie },
    body: JSON.stringify(SAMPLE_PREFERENCES),
  });
  expect(preferences.status).toBe(200);
  return { email };
}
