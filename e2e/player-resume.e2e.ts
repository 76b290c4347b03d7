import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, axeViolations, BASE_URL, browserForFile, DESKTOP, MOBILE, register } from "./fixtures";

// Issue #30 §1 (ADR 0057) end to end: the player never loses a set. Two sets logged, the player closed with ✕ →
// "Workout in progress — Resume" on the workouts page and the dashboard → Resume opens it at the same exercise and set
// with the two sets done; a reload of the tab mid-workout → the same; End workout asks to save or discard; saved, the
// history shows the real (short) duration, not the planned one. At desktop size and at 390×844.

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
  duration: number;
}

const NAME = "Resume day";
const EXERCISES = [
  { name: "Push-up", sets: 2, reps: "10", notes: "" },
  { name: "Bodyweight Squat", sets: 2, reps: "12", notes: "" },
];

/** A signed-up user with a plan whose first workout is NAME (two exercises of two sets). */
async function setUp(page: Page): Promise<ApiWorkout> {
  await register(page, "Rae Resume");
  const plan = await apiCall<{ workouts: ApiWorkout[] }>(page, "/api/plan", "POST", {});
  expect(plan.status).toBe(201);
  const workout = plan.json.workouts[0]!;
  const patched = await apiCall(page, `/api/workouts/${workout.id}`, "PATCH", {
    name: NAME,
    exercises: EXERCISES,
  });
  expect(patched.status).toBe(200);
  expect(workout.duration).toBeGreaterThan(1);
  return { ...workout, name: NAME };
}

async function startAndLogTwo(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/workouts`);
  await page
    .getByRole("button", { name: `Start ${NAME}` })
    .first()
    .click();
  const player = page.getByRole("dialog", { name: NAME });
  await player.getByLabel("Rest between sets").selectOption("0");
  await player.getByRole("button", { name: "Done: next" }).click();
  await player.getByRole("button", { name: "Done: next" }).click();
  await expect.poll(() => player.getByText("Exercise 2 of 2 · Set 1 of 2").isVisible()).toBe(true);
}

/** The player, resumed: two sets done, at the second exercise's first set. */
async function expectResumedAtSecondExercise(page: Page): Promise<void> {
  const player = page.getByRole("dialog", { name: NAME });
  await expect.poll(() => player.getByText("2 of 4 sets done").isVisible()).toBe(true);
  expect(await player.getByText("Exercise 2 of 2 · Set 1 of 2").isVisible()).toBe(true);
  expect(await player.getByRole("heading", { name: "Bodyweight Squat" }).isVisible()).toBe(true);
}

const banner = (page: Page) => page.getByRole("region", { name: "Workout in progress" });

describe("the player never loses a set", () => {
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["390×844", MOBILE],
  ] as const) {
    it(`resumes after ✕ and after a reload, asks at End, and stores the real duration (${size})`, async () => {
      const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
      const workout = await setUp(page);
      await startAndLogTwo(page);

      // ✕ closes without a question; the workouts page offers to resume.
      await page.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      expect(await banner(page).getByText(`${NAME} · 2 of 4 sets done`).isVisible()).toBe(true);
      // The workout's own card says Resume too, never Start: both open the sets kept.
      const workoutCard = page.getByTestId("workout-card").filter({ hasText: NAME });
      await expect
        .poll(() => workoutCard.getByRole("button", { name: `Resume ${NAME}` }).isVisible())
        .toBe(true);
      expect(await workoutCard.getByRole("button", { name: `Start ${NAME}` }).count()).toBe(0);
      // The banner is accessible (WCAG 2.1 AA), like the rest of the page.
      expect(await axeViolations(page)).toEqual([]);

      // The dashboard too; its Resume opens the player at the same place. The next workout is this one: its
      // summary says Resume as the banner does.
      await page.goto(`${BASE_URL}/dashboard`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("link", { name: `Resume ${NAME}` }).count()).toBe(2);
      expect(await page.getByRole("link", { name: `Start ${NAME}` }).count()).toBe(0);
      await banner(page)
        .getByRole("link", { name: `Resume ${NAME}` })
        .click();
      await expectResumedAtSecondExercise(page);

      // A reload of the tab mid-workout: the same again, from the workouts page's Resume.
      await page.reload();
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await banner(page)
        .getByRole("button", { name: `Resume ${NAME}` })
        .click();
      await expectResumedAtSecondExercise(page);

      // One more set, then End workout: save or discard.
      const player = page.getByRole("dialog", { name: NAME });
      await player.getByRole("button", { name: "Done: next" }).click();
      await expect.poll(() => player.getByText("3 of 4 sets done").isVisible()).toBe(true);
      await player.getByRole("button", { name: "End workout" }).click();
      const ask = page.getByRole("dialog", { name: "End this workout?" });
      await expect.poll(() => ask.isVisible()).toBe(true);
      expect(await ask.getByRole("button", { name: "Discard workout" }).isVisible()).toBe(true);
      expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      await ask.getByRole("button", { name: "Save what I did" }).click();
      const completed = page.waitForResponse((r) => r.url().includes(`/api/workouts/${workout.id}/complete`));
      await player.getByRole("button", { name: "Save to history" }).click();
      expect((await completed).status()).toBe(201);

      // Saved: nothing in progress any more, and the history holds the real minutes and start.
      await expect.poll(() => banner(page).count()).toBe(0);
      const history = await apiCall<{ items: { workoutId: string; duration: number; startedAt?: string }[] }>(
        page,
        "/api/history",
        "GET",
      );
      const entry = history.json.items.find((item) => item.workoutId === workout.id);
      expect(entry?.duration).toBe(1);
      expect(Date.parse(entry?.startedAt ?? "")).toBeGreaterThan(Date.now() - 10 * 60_000);
      await page.goto(`${BASE_URL}/workout-history`);
      const card = page.getByTestId("history-item").filter({ hasText: NAME });
      await expect.poll(() => card.getByText("1 min", { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(`${workout.duration} min`, { exact: true }).count()).toBe(0);
    });
  }

  it("discarding is the way to lose the sets", async () => {
    const page = await browser.newPage();
    await setUp(page);
    await startAndLogTwo(page);
    await page.getByRole("dialog", { name: NAME }).getByRole("button", { name: "End workout" }).click();
    await page
      .getByRole("dialog", { name: "End this workout?" })
      .getByRole("button", { name: "Discard workout" })
      .click();
    await expect.poll(() => page.getByRole("dialog", { name: NAME }).count()).toBe(0);
    expect(await banner(page).count()).toBe(0);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("button", { name: `Start ${NAME}` })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await banner(page).count()).toBe(0);
  });

  // Pictures to look at by hand (E2E_SCREENSHOTS=1): the banner and the player, light and dark, English and Spanish.
  it.runIf(process.env.E2E_SCREENSHOTS)("takes screenshots of the banner and the player", async () => {
    mkdirSync(".tmp/screens", { recursive: true });
    for (const [language, theme, viewport] of [
      ["en", "light", DESKTOP],
      ["es", "dark", MOBILE],
      ["es", "light", DESKTOP],
      ["en", "dark", MOBILE],
    ] as const) {
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await setUp(page);
      expect((await apiCall(page, "/api/settings", "PATCH", { language, theme })).status).toBe(200);
      await startAndLogTwoIn(page, language);
      await page.screenshot({ path: `.tmp/screens/player-${language}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.waitForTimeout(800);
      await page.screenshot({ path: `.tmp/screens/workouts-${language}-${theme}.png` });
      await page.goto(`${BASE_URL}/dashboard`);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `.tmp/screens/banner-${language}-${theme}.png` });
    }
  });
});

async function startAndLogTwoIn(page: Page, language: "en" | "es"): Promise<void> {
  if (language === "en") return startAndLogTwo(page);
  await page.goto(`${BASE_URL}/workouts`);
  await page
    .getByRole("button", { name: `Empezar ${NAME}` })
    .first()
    .click();
  const player = page.getByRole("dialog", { name: NAME });
  await player.getByLabel("Descanso entre series").selectOption("0");
  await player.getByRole("button", { name: "Hecho: siguiente" }).click();
  await player.getByRole("button", { name: "Hecho: siguiente" }).click();
  await page.waitForTimeout(1500);
}
