import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, browserForFile, DESKTOP } from "./fixtures";
import { describeScreenshots } from "./fixtures/screenshots";
import { planWorkouts, signUpLifter } from "./fixtures/workout-user";

// Issue #34 §2–4 end to end (ADR 0094): a skipped workout's sets are carried into the week, and the receiving
// workout's card says so in one line, in English and Spanish. With CARRY_SHOTS_DIR set, it saves screenshots.

const browser = browserForFile();

async function skippedDay(page: Page, language: "en" | "es"): Promise<void> {
  await signUpLifter(page, "Cary Carry", { language });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [first] = await planWorkouts(page, { startDate: tomorrow });
  expect((await apiCall(page, `/api/workouts/${first!.id}/skip`, "POST")).status).toBe(200);
}

describe("a carried-in workout says why", () => {
  it.each([
    ["en", /^\d+ min: took in \d+ sets? of .+ from \w+/],
    ["es", /^\d+ min: suma \d+ series? de .+ del \w+/],
  ] as const)("in %s", async (language, line) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await skippedDay(page, language);
    await page.goto("/workouts");
    const said = page.getByTestId("workout-change").first();
    await said.waitFor();
    // The page may paint in English before the person's language arrives with their settings.
    await expect.poll(() => said.innerText()).toMatch(line);
  });
});

const WORDS = {
  en: {
    edit: "Edit preferences",
    dialog: "Workout preferences",
    tab: "Workouts",
    field: "Shortest useful session (minutes)",
  },
  es: {
    edit: "Editar preferencias",
    dialog: "Preferencias de entrenamiento",
    tab: "Entrenamientos",
    field: "Sesión útil más corta (minutos)",
  },
};

async function openWorkoutPreferences(page: Page, language: "en" | "es") {
  const words = WORDS[language];
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: words.edit }).click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await dialog.getByRole("tab", { name: words.tab }).click();
  return dialog.getByLabel(words.field);
}

describe("the shortest useful session preference", () => {
  it("is 20 unless said, and saved from the preferences dialog", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await skippedDay(page, "en");
    const field = await openWorkoutPreferences(page, "en");
    expect(await field.inputValue()).toBe("20");
    await field.fill("30");
    await page.getByRole("dialog").getByRole("button", { name: /^Save/ }).click();
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ workoutPreferences: { shortestSessionMinutes?: number } }>(
              page,
              "/api/preferences",
            )
          ).json.workoutPreferences.shortestSessionMinutes,
      )
      .toBe(30);
  });
});

describeScreenshots(process.env.CARRY_SHOTS_DIR, browser, async (page, { language, path }) => {
  await skippedDay(page, language);
  await page.goto("/workouts");
  const said = page.getByTestId("workout-change").first();
  await said.waitFor();
  await said.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path("card") });
  const field = await openWorkoutPreferences(page, language);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path("preferences") });
});
