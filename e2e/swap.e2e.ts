import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, MOBILE, VIEWPORTS } from "./fixtures";
import { describeScreenshots } from "./fixtures/screenshots";
import { lifterWithWorkout, listedWorkout, openExercisePicker, saveEdit } from "./fixtures/workout-user";

// Issue #33 §2 end to end (ADR 0084, 0085): swap an exercise from the workout card and keep it across a reload; in
// the edit dialog, add an exercise from the catalogue search, move it up and save. On a desktop and a phone.
// With SWAP_SHOTS_DIR set, it also saves screenshots of the swap list and the edit dialog (light/dark, en/es).

const browser = browserForFile();

const swapDay = (page: Page, language: "en" | "es" = "en") =>
  lifterWithWorkout(page, "Sam Swap", language, {
    name: language === "es" ? "Día de cambios" : "Swap day",
    exercises: [
      { name: "Barbell Back Squat", sets: 3, reps: "8-12", notes: "" },
      { name: "Barbell Bench Press", sets: 3, reps: "6-8", notes: "" },
    ],
  });

const card = (page: Page, name: string) => page.locator('[data-testid="workout-card"]', { hasText: name });

async function exerciseNames(page: Page, id: string): Promise<string[]> {
  return (await listedWorkout(page, id)).exercises.map((e) => e.name);
}

describe.each(VIEWPORTS)("swaps and the catalogue in the edit dialog (%s)", (_name, viewport) => {
  it("swaps an exercise from the card, and the swap is still there after a reload", async () => {
    const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
    const workout = await swapDay(page);
    await page.goto("/workouts");
    const swapDayCard = card(page, "Swap day");
    await swapDayCard.getByRole("button", { name: "Swap Barbell Back Squat" }).click();
    const dialog = page.getByRole("dialog", { name: "Swap Barbell Back Squat" });
    await dialog.getByTestId("swap-list").waitFor();
    // Best first, each with its reason; the list filters as one types.
    expect(await dialog.getByTestId("swap-list").innerText()).toMatch(/Same muscles|Also trains/);
    await dialog.getByLabel("Search the list").fill("goblet");
    const swapped = page.waitForResponse((r) =>
      r.url().endsWith(`/api/workouts/${workout.id}/exercises/0/swap`),
    );
    await dialog.getByRole("button", { name: "Swap for Goblet Squat" }).click();
    // Optimistic: the card shows the new name before the answer.
    await swapDayCard.getByText("Goblet Squat", { exact: true }).waitFor();
    expect((await swapped).status()).toBe(200);
    expect(await exerciseNames(page, workout.id)).toEqual(["Goblet Squat", "Barbell Bench Press"]);
    await page.reload();
    await card(page, "Swap day").getByText("Goblet Squat", { exact: true }).waitFor();
    expect(await card(page, "Swap day").getByText("Barbell Back Squat").count()).toBe(0);

    // In the player, before its first set: the exercise on screen can be swapped too.
    await card(page, "Swap day").getByRole("button", { name: "Start Swap day" }).click();
    const player = page.getByRole("dialog");
    await player.getByRole("heading", { name: "Goblet Squat" }).waitFor();
    await player.getByRole("button", { name: "Swap Goblet Squat" }).click();
    const list = page.getByRole("dialog", { name: "Swap Goblet Squat" });
    await list.getByLabel("Search the list").fill("leg press");
    await list.getByRole("button", { name: "Swap for Leg Press" }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Leg Press" }).waitFor();
    await expect.poll(() => exerciseNames(page, workout.id)).toEqual(["Leg Press", "Barbell Bench Press"]);
  });

  it("adds an exercise from the catalogue search in the edit dialog, moves it up and saves", async () => {
    const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
    const workout = await swapDay(page);
    const { dialog, picker } = await openExercisePicker(page, "Swap day");
    await picker.getByLabel("Search exercises").fill("plank");
    await picker.getByRole("button", { name: "Choose Plank", exact: true }).click();
    expect(await dialog.getByTestId("edit-exercise-name").allInnerTexts()).toEqual([
      "Barbell Back Squat",
      "Barbell Bench Press",
      "Plank",
    ]);
    // Keyboard: the move button takes Enter.
    await dialog.getByRole("button", { name: "Move exercise 3 up" }).focus();
    await page.keyboard.press("Enter");
    expect(await dialog.getByTestId("edit-exercise-name").allInnerTexts()).toEqual([
      "Barbell Back Squat",
      "Plank",
      "Barbell Bench Press",
    ]);
    expect(await saveEdit(page, dialog, workout.id)).toBe(200);
    expect(await exerciseNames(page, workout.id)).toEqual([
      "Barbell Back Squat",
      "Plank",
      "Barbell Bench Press",
    ]);
    await card(page, "Swap day").getByText("Plank", { exact: true }).waitFor();
  });
});

describeScreenshots(process.env.SWAP_SHOTS_DIR, browser, async (page, { language, path }) => {
  await swapDay(page, language);
  await page.goto("/workouts");
  const name = language === "es" ? "Día de cambios" : "Swap day";
  const squat = language === "es" ? "Cambiar Sentadilla trasera con barra" : "Swap Barbell Back Squat";
  await card(page, name).getByRole("button", { name: squat }).click();
  await page.getByTestId("swap-list").waitFor();
  await page.screenshot({ path: path("swap") });
  await page.keyboard.press("Escape");
  await card(page, name)
    .getByRole("button", { name: language === "es" ? `Editar ${name}` : `Edit ${name}` })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: language === "es" ? "Añadir ejercicio" : "Add exercise" })
    .click();
  await page.getByTestId("exercise-picker").getByRole("list").waitFor();
  await page.screenshot({ path: path("edit") });
});
