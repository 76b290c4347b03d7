import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../src/server/test/fake-openai";
import { type AppServer, startAppServer } from "./app-server";
import { BASE_URL, browserForFile, MOBILE, PASSWORD, SAMPLE_PREFERENCES, uniqueEmail } from "./fixtures";

// Issue #5 end to end: onboarding (through the API, with a recurring event) → generate a plan → the week avoids the
// event → regenerate one → edit one → run one through the player → it is in the history. Once with the offline
// planner (the suite's server), once with a language model at a local fake OpenAI-compatible server.

const browser = browserForFile();

const WORK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
/** Office hours on weekdays: the morning preference is blocked there, so those days use the evening. */
const SCHEDULE = WORK_DAYS.map((day) => ({
  name: "Office",
  day,
  startTime: "08:00",
  endTime: "18:00",
  isRecurring: true,
}));

interface ApiWorkout {
  id: string;
  name: string;
  day: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** Absolute URLs throughout, so the same flow runs against either server. */
async function signUpWithPreferences(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/register`);
  await page.getByLabel(/name/i).first().fill("Robin Flow");
  await page.getByLabel(/e-?mail/i).fill(uniqueEmail("plans"));
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /create account|sign up|register/i }).click();
  await page.waitForURL((url) => url.pathname !== "/register");
  // Same-origin fetch from the page: the browser sets the Origin header the server checks.
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/preferences", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { ...SAMPLE_PREFERENCES, schedule: SCHEDULE },
  );
  expect(status).toBe(200);
}

const apiWorkouts = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/workouts")).json()) as ApiWorkout[]);

const cards = (page: Page) => page.getByTestId("workout-card");

async function runPlanFlow(page: Page, base: string, options: { expectName?: RegExp } = {}): Promise<void> {
  await signUpWithPreferences(page, base);

  // Generate the plan from the empty workouts page.
  await page.goto(`${base}/workouts`);
  await page.getByRole("button", { name: "Generate my plan" }).click();
  await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(3);
  if (options.expectName) {
    await expect.poll(() => cards(page).first().textContent()).toMatch(options.expectName);
  }

  // No workout overlaps the office hours on a weekday.
  const planned = await apiWorkouts(page);
  expect(planned).toHaveLength(3);
  for (const workout of planned) {
    if (WORK_DAYS.includes(workout.day)) {
      expect(workout.endTime <= "08:00" || workout.startTime >= "18:00", JSON.stringify(workout)).toBe(true);
    }
  }
  expect(new Set(planned.map((w) => w.date)).size).toBe(3);

  // Regenerate the first: only its card is busy; it keeps its id, date and times.
  const first = planned[0]!;
  const regenerated = page.waitForResponse((r) => r.url().includes(`/api/workouts/${first.id}/regenerate`));
  await page.getByRole("button", { name: `Regenerate ${first.name}` }).click();
  expect((await regenerated).status()).toBe(200);
  await expect
    .poll(async () => (await apiWorkouts(page)).find((w) => w.id === first.id)?.startTime)
    .toBe(first.startTime);

  // Edit the second: a validation error next to the field, then a saved change.
  const second = planned[1]!;
  await page.getByRole("button", { name: `Edit ${second.name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect.poll(() => dialog.getByText("This field is required").isVisible()).toBe(true);
  await dialog.getByLabel("Name", { exact: true }).fill("Evening strength, my way");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect
    .poll(() => page.getByRole("heading", { name: "Evening strength, my way" }).isVisible())
    .toBe(true);
  expect((await apiWorkouts(page)).find((w) => w.id === second.id)?.name).toBe("Evening strength, my way");

  // Run the third through the player: no rest, every set marked done, a weight on the first.
  const third = (await apiWorkouts(page)).find((w) => w.id === planned[2]!.id)!;
  await page.getByRole("button", { name: `Start ${third.name}` }).click();
  const player = page.getByRole("dialog");
  await player.getByLabel("Rest between sets").selectOption("0");
  const weight = player.getByLabel(/^Weight/);
  if (await weight.isVisible()) await weight.fill("20");
  for (let step = 0; step < 200; step += 1) {
    if (await player.getByRole("button", { name: "Save to history" }).isVisible()) break;
    await player.getByRole("button", { name: "Done: next" }).click();
  }
  await expect.poll(() => player.getByRole("heading", { name: "Workout done!" }).isVisible()).toBe(true);
  await player.getByLabel("Notes (optional)").fill("Felt strong today");
  const completed = page.waitForResponse((r) => r.url().includes(`/api/workouts/${third.id}/complete`));
  await player.getByRole("button", { name: "Save to history" }).click();
  expect((await completed).status()).toBe(201);
  await expect.poll(() => page.getByText(/Nice work!/).isVisible()).toBe(true);
  await expect.poll(() => cards(page).count()).toBe(2);

  // It is in the history, with the note, and the charts render.
  await page.goto(`${base}/workout-history`);
  const item = page.getByTestId("history-item").filter({ hasText: third.name });
  await expect.poll(() => item.isVisible()).toBe(true);
  expect(await item.textContent()).toContain("Felt strong today");
  await expect.poll(() => page.getByText("Minutes per week").isVisible()).toBe(true);
  await expect.poll(() => page.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);

  // The dashboard counts it.
  await page.goto(`${base}/dashboard`);
  await expect.poll(() => page.getByTestId("week-done").textContent()).toMatch(/^1 \/ \d$/);
}

describe("plans, workouts and history (offline planner)", () => {
  it("runs the whole flow on desktop", async () => {
    const page = await browser.newPage();
    await runPlanFlow(page, BASE_URL);

    // Generate a new plan: confirmed first; then either a fresh week or, with quotas on, the upgrade notice.
    await page.goto(`${BASE_URL}/workouts`);
    await page.getByRole("button", { name: "Generate new plan" }).click();
    const confirm = page.getByRole("dialog", { name: "Replace this week's plan?" });
    await confirm.getByRole("button", { name: "Replace plan" }).click();
    await expect
      .poll(
        async () =>
          (await confirm.isVisible()) === false &&
          ((await cards(page).count()) === 3 ||
            (await page.getByText("You've reached this week's free limit").isVisible())),
      )
      .toBe(true);
    browser.expectConsoleErrors(/status of 402/);
  }, 120_000);

  it("runs the whole flow on a phone", async () => {
    const page = await browser.newPage({ viewport: MOBILE, isMobile: true });
    await runPlanFlow(page, BASE_URL);
  }, 120_000);

  it("shows the empty history state pointing to the plan", async () => {
    const page = await browser.newPage();
    await signUpWithPreferences(page, BASE_URL);
    await page.goto(`${BASE_URL}/workout-history`);
    await expect.poll(() => page.getByText("No completed workouts yet").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Go to my workouts" }).click();
    await page.waitForURL("**/workouts");
  }, 60_000);
});

describe("plans, workouts and history (language model at a fake server)", () => {
  let fake: FakeOpenAI;
  let server: AppServer;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: { kind: "plan" } });
    server = await startAppServer({
      name: "model",
      env: { OPENAI_API_KEY: "test", OPENAI_BASE_URL: fake.baseUrl },
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("runs the whole flow with the model's workouts", async () => {
    const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
    expect(health.ai).toBe("openai");
    const page = await browser.newPage();
    await runPlanFlow(page, server.baseUrl, { expectName: /Model workout/ });
    expect(fake.requests.length).toBeGreaterThanOrEqual(2); // the plan and the regeneration
    expect(fake.unexpected).toEqual([]);
  }, 120_000);

  it("shows the provider's error as text with a retry, and the retry works", async () => {
    fake.setReply([
      { kind: "text", content: "not json at all" },
      { kind: "text", content: "still not json" },
      { kind: "plan" },
    ]);
    const page = await browser.newPage();
    browser.expectConsoleErrors(/status of 502/);
    await signUpWithPreferences(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/workouts`);
    await page.getByRole("button", { name: "Generate my plan" }).click();
    const alert = page.getByRole("alert").filter({ hasText: /OpenAI|JSON/i });
    await expect.poll(() => alert.isVisible(), { timeout: 20_000 }).toBe(true);
    fake.setReply({ kind: "plan" });
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(3);
  }, 90_000);
});
