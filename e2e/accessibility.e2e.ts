import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  axeViolations,
  BASE_URL,
  browserForFile,
  DESKTOP,
  MOBILE,
  PASSWORD,
  SAMPLE_PREFERENCES,
  uniqueEmail,
} from "./fixtures";

// Issue #10, accessibility: axe-core (WCAG 2.0/2.1 A and AA, and axe's best practices: heading order, landmarks)
// finds nothing on every page, with realistic content,
// in the light and the dark theme, on a desktop and on a phone. One browser context per theme × viewport; per theme
// one signed-in user with data (a plan, events, a completed workout, a notification) and one that has not finished
// onboarding. The dark theme comes from the settings (localStorage signed out, PATCH /api/settings signed in), never
// from the device's colour scheme, which stays light.

const browser = browserForFile();

type Theme = "light" | "dark";
interface Users {
  data: string;
  fresh: string;
}
const usersByTheme = new Map<Theme, Users>();

/** Runs fetches from the page (same origin: the browser sends the Origin the server checks, and keeps the cookie). */
async function call(page: Page, path: string, method = "GET", body?: unknown): Promise<unknown> {
  const result = await page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text };
    },
    { path, method, body },
  );
  if (result.status >= 300) throw new Error(`${method} ${path}: ${result.status} ${result.text}`);
  return result.text ? JSON.parse(result.text) : null;
}

async function signUp(page: Page, name: string, theme: Theme): Promise<string> {
  const email = uniqueEmail(`a11y-${theme}`);
  await call(page, "/api/auth/sign-up/email", "POST", { name, email, password: PASSWORD });
  await call(page, "/api/settings", "PATCH", { theme });
  return email;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await call(page, "/api/auth/sign-in/email", "POST", { email, password: PASSWORD });
}

/** The theme's two users, created on first use: one mid-onboarding, one with a week of data. */
async function usersFor(page: Page, theme: Theme): Promise<Users> {
  const known = usersByTheme.get(theme);
  if (known) return known;
  const fresh = await signUp(page, "Nova Newcomer", theme);
  await page.context().clearCookies();
  const data = await signUp(page, "Dana Data", theme);
  await call(page, "/api/preferences", "PUT", {
    ...SAMPLE_PREFERENCES,
    schedule: [
      { name: "Team standup", day: "Monday", startTime: "09:00", endTime: "09:30", isRecurring: true },
      { name: "Deep work", day: "Wednesday", startTime: "13:00", endTime: "16:00", isRecurring: true },
      { name: "Yoga class", day: "Thursday", startTime: "18:30", endTime: "19:30", isRecurring: true },
    ],
  });
  const plan = (await call(page, "/api/plan", "POST")) as { workouts?: { id: string }[] } | { id: string }[];
  const workouts = Array.isArray(plan) ? plan : (plan.workouts ?? []);
  const done = workouts[0] ?? ((await call(page, "/api/workouts")) as { id: string }[])[0];
  if (!done) throw new Error("the plan has no workouts");
  await call(page, `/api/workouts/${done.id}/complete`, "POST", { notes: "Felt strong today" });
  await call(page, "/api/notifications/test", "POST", {
    type: "reminder",
    title: "Leg Day in 30 minutes",
    message: "Leg Day starts at 6:00 PM (in 30 minutes).",
  });
  const users = { data, fresh };
  usersByTheme.set(theme, users);
  return users;
}

/** Waits until skeletons and in-button spinners are gone (first loads), then for the page's own sign of content. */
async function settle(page: Page, ready?: () => Promise<unknown>): Promise<void> {
  await page.locator("h1").first().waitFor({ timeout: 15_000 });
  if (ready) await ready();
  await page.waitForFunction(
    () => document.querySelectorAll(".animate-pulse, [aria-busy=true]").length === 0,
    undefined,
    { timeout: 15_000 },
  );
}

function runner(page: Page, theme: Theme, found: Record<string, string[]>) {
  /** `dialog`: only the open dialog is analysed (the page behind it has its own check). */
  return async (name: string, ready?: () => Promise<unknown>, dialog = false) => {
    const t0 = Date.now();
    await settle(page, ready);
    const t1 = Date.now();
    const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(dark, `${name}: the ${theme} theme is applied`).toBe(theme === "dark");
    const violations = await axeViolations(page, {
      bestPractice: true,
      ...(dialog ? { include: "[role=dialog]" } : {}),
    });
    if (violations.length > 0) found[name] = violations;
    if (process.env.A11Y_TIMING)
      console.log(`${theme} ${name}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  };
}

const visible = (page: Page, text: string | RegExp) => () =>
  page.getByText(text).first().waitFor({ timeout: 15_000 });

async function checkEveryPage(page: Page, theme: Theme, mobile: boolean): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const check = runner(page, theme, found);

  // Signed out: the theme from this browser's saved settings (public/theme-init.js reads them before first paint).
  await page.context().addInitScript(
    ([key, theme]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ theme }));
    },
    ["custom-fit:settings", theme] as const,
  );
  await page.goto("/");
  await check("landing", visible(page, /Custom Fit/));
  await page.goto("/pricing");
  await check("pricing", () => page.getByRole("table").waitFor());
  await page.goto("/blog");
  await check("blog", () => page.locator("main article, main li a").first().waitFor());
  await page.goto("/blog/how-the-planner-decides");
  await check("blog post", () => page.locator("main p").nth(2).waitFor());
  await page.goto("/login");
  await check("login");
  await page.goto("/register");
  await check("register");
  await page.goto("/forgot-password");
  await check("forgot password");
  await page.goto("/reset-password?token=x");
  await check("reset password");
  await page.goto("/no-such-page");
  await check("404");

  // A newcomer, step by step through onboarding (the errors of an empty step too).
  const users = await usersFor(page, theme);
  await signIn(page, users.fresh);
  await page.goto("/onboarding");
  await page.getByLabel("Age").waitFor();
  // The first step with its errors (same fields as the empty step, plus the messages and aria-invalid).
  await page.getByRole("button", { name: "Next" }).click();
  await check("onboarding: about you, with errors", () => page.getByText("Choose one").first().waitFor());
  await page.getByLabel("Age").fill("34");
  await page.getByLabel(/^Weight/).fill("154");
  await page
    .getByLabel(/^Height|^Feet/)
    .first()
    .fill("5");
  if (await page.getByLabel(/^Inches/).count()) await page.getByLabel(/^Inches/).fill("9");
  await page.locator("label", { has: page.getByRole("radio", { name: "Female" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await check("onboarding: goals", () => page.getByRole("heading", { level: 1, name: "Goals" }).waitFor());
  await page.locator("label", { has: page.getByRole("radio", { name: "Build muscle" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await check("onboarding: workouts", () =>
    page.getByRole("heading", { level: 1, name: "Workouts" }).waitFor(),
  );
  await page.locator("label", { has: page.getByRole("checkbox", { name: /^Morning/ }) }).click();
  await page.locator("label", { has: page.getByRole("checkbox", { name: "Weight training" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { level: 1, name: "Your week" }).waitFor();
  await page.getByRole("button", { name: "Add a weekly event" }).click();
  await page.getByLabel("Name").fill("Team standup");
  await check("onboarding: your week, with an event");

  // The user with a week of data, page by page.
  await signIn(page, users.data);
  await page.goto("/dashboard");
  await check("dashboard", () => page.getByTestId("week-done").waitFor());
  await page.goto("/schedule");
  await check("schedule", visible(page, "Team standup"));
  await page.goto("/workouts");
  const card = page.getByTestId("workout-card").first();
  await check("workouts", () => card.waitFor());
  await card.getByRole("button", { name: /^Edit / }).click();
  await check("edit workout dialog", () => page.getByRole("dialog").waitFor(), true);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await card.getByRole("button", { name: /^Start / }).click();
  await check("workout player", () => page.getByRole("button", { name: "Done: next" }).waitFor(), true);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await page.goto("/workout-history");
  await check("workout history", () => page.getByTestId("history-item").first().waitFor());
  await page.goto("/coach");
  await check("coach, empty", () => page.getByRole("button", { name: "What's my next workout?" }).waitFor());
  await page.getByRole("button", { name: "What's my next workout?" }).click();
  await check("coach, with an answer", async () => {
    await expect
      .poll(() => page.getByTestId("coach-reply").textContent(), { timeout: 15_000 })
      .toContain("built-in offline coach");
  });
  await page.goto("/profile");
  await check("profile");
  await page.goto("/settings");
  await check("settings", () => page.getByRole("radio").first().waitFor());

  await page.getByRole("button", { name: /^Notifications/ }).click();
  await check(
    "notifications panel",
    () => page.getByRole("dialog", { name: "Notifications" }).getByText("Leg Day in 30 minutes").waitFor(),
    true,
  );
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });

  if (mobile) {
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await check("menu drawer", () => page.getByRole("dialog").waitFor(), true);
  }
  await page.getByRole("button", { name: "Go Pro" }).click();
  await check(
    "upgrade dialog",
    () => page.getByRole("dialog", { name: /Upgrade to Premium/ }).waitFor(),
    true,
  );
  await page.keyboard.press("Escape");

  await page.goto("/subscription/success");
  await check("subscription success");
  await page.goto("/subscription/cancel");
  await check("subscription cancel");
  return found;
}

const VARIANTS = [
  { theme: "light", device: "desktop" },
  { theme: "dark", device: "desktop" },
  { theme: "light", device: "phone" },
  { theme: "dark", device: "phone" },
] as const;

describe("accessibility (axe: WCAG 2.1 A and AA, best practices)", () => {
  for (const { theme, device } of VARIANTS) {
    it(`finds no violation on any page, ${theme} theme, ${device}`, async () => {
      const mobile = device === "phone";
      const page = await browser.newPage({
        viewport: mobile ? MOBILE : DESKTOP,
        isMobile: mobile,
        colorScheme: "light",
      });
      // The signed-out reset page with a made-up token, and the success page polling a free account, log 4xx.
      browser.expectConsoleErrors(/status of 4\d\d/);
      await page.goto(BASE_URL);
      expect(await checkEveryPage(page, theme, mobile)).toEqual({});
    }, 150_000);
  }
});
