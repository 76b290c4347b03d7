import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, browserForFile, MOBILE, VIEWPORTS } from "./fixtures";
import { describeScreenshots } from "./fixtures/screenshots";
import { lifterWithWorkout, listedWorkout, openExercisePicker, saveEdit } from "./fixtures/workout-user";

// Issue #33 §2, custom exercises (ADR 0091): create one in My exercises (settings), add it to a workout from the
// edit dialog's picker, see it on the card. On a desktop and a phone. With CUSTOM_SHOTS_DIR set, it also saves
// screenshots of My exercises (light/dark, en/es).

const browser = browserForFile();

const lifter = (page: Page, language: "en" | "es" = "en") =>
  lifterWithWorkout(page, "Cam Custom", language, {
    name: "Own day",
    exercises: [{ name: "Barbell Back Squat", sets: 3, reps: "8-12", notes: "" }],
  });

const card = (page: Page, name: string) => page.locator('[data-testid="workout-card"]', { hasText: name });

describe.each(VIEWPORTS)("custom exercises (%s)", (_name, viewport) => {
  it("creates one in My exercises, adds it to a workout from the edit dialog and sees it on the card", async () => {
    const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
    const workout = await lifter(page);
    await page.goto("/settings");
    const mine = page.getByTestId("my-exercises");
    await mine.getByRole("button", { name: "New exercise" }).click();
    const form = mine.getByTestId("custom-exercise-form");
    await form.getByLabel("Name").fill("Tyre Flip");
    await form.getByText("Full body", { exact: true }).first().click();
    await mine.getByRole("button", { name: "Create exercise" }).click();
    await mine.getByText("Tyre Flip", { exact: true }).waitFor();
    // A second one with the same name, any case: the server's sentence under the name (its 409 is logged).
    browser.expectConsoleErrors(/status of 409/);
    await mine.getByRole("button", { name: "New exercise" }).click();
    await mine.getByLabel("Name").fill("tyre flip");
    await mine.getByTestId("custom-exercise-form").getByText("Quads", { exact: true }).first().click();
    await mine.getByRole("button", { name: "Create exercise" }).click();
    await mine.getByText('You already have an exercise called "tyre flip".').waitFor();
    await mine.getByRole("button", { name: "Cancel" }).click();

    const { dialog, picker } = await openExercisePicker(page, "Own day");
    await picker.getByLabel("Search exercises").fill("tyre");
    await picker.getByRole("button", { name: "Choose Tyre Flip" }).click();
    expect(await dialog.getByTestId("edit-exercise-name").allInnerTexts()).toEqual([
      "Barbell Back Squat",
      "Tyre Flip",
    ]);
    // Nothing found: "Create your own" makes one from the search and adds it.
    await dialog.getByRole("button", { name: "Add exercise" }).click();
    await picker.getByLabel("Search exercises").fill("Sandbag Carry");
    await picker.getByRole("button", { name: "Create “Sandbag Carry”" }).click();
    await dialog.getByText("Core", { exact: true }).first().click();
    await dialog.getByRole("button", { name: "Create exercise" }).click();
    await dialog.getByTestId("edit-exercise-name").nth(2).waitFor();
    expect(await dialog.getByTestId("edit-exercise-name").allInnerTexts()).toEqual([
      "Barbell Back Squat",
      "Tyre Flip",
      "Sandbag Carry",
    ]);
    expect(await saveEdit(page, dialog, workout.id)).toBe(200);
    await card(page, "Own day").getByText("Tyre Flip", { exact: true }).waitFor();
    await card(page, "Own day").getByText("Sandbag Carry", { exact: true }).waitFor();
    const ids = (await listedWorkout(page, workout.id)).exercises.map((e) => e.exerciseId ?? "");
    expect(ids[1]).toMatch(/^custom:/);
    expect(ids[2]).toMatch(/^custom:/);
  });
});

describeScreenshots(process.env.CUSTOM_SHOTS_DIR, browser, async (page, { language, path }) => {
  await lifter(page, language);
  for (const exercise of [
    {
      name: language === "es" ? "Volteo de neumático" : "Tyre Flip",
      primaryMuscles: ["full-body"],
      kind: "loaded",
    },
    {
      name: language === "es" ? "Paseo con saco" : "Sandbag Carry",
      primaryMuscles: ["core"],
      kit: [],
      kind: "distance",
    },
  ])
    expect((await apiCall(page, "/api/exercises/custom", "POST", exercise)).status).toBe(201);
  await page.goto("/settings");
  const mine = page.getByTestId("my-exercises");
  await mine.getByText(language === "es" ? "Paseo con saco" : "Sandbag Carry").waitFor();
  // The section's card at the top of the screen, under the sticky header.
  await page
    .getByRole("heading", { name: language === "es" ? "Mis ejercicios" : "My exercises" })
    .evaluate((heading) => {
      heading.scrollIntoView({ block: "start" });
      window.scrollBy(0, -96);
    });
  await page.screenshot({ path: path("my-exercises") });
  await mine.getByRole("button", { name: language === "es" ? "Nuevo ejercicio" : "New exercise" }).click();
  await page.mouse.move(0, 0);
  await mine.getByTestId("custom-exercise-form").screenshot({ path: path("my-exercises-form") });
  // The edit dialog's picker: your own marked, and "Create your own" when nothing matches.
  await page.goto("/workouts");
  await card(page, "Own day")
    .getByRole("button", { name: language === "es" ? "Editar Own day" : "Edit Own day" })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: language === "es" ? "Añadir ejercicio" : "Add exercise" }).click();
  const picker = dialog.getByTestId("exercise-picker");
  await picker.getByRole("list").getByRole("button").first().waitFor();
  await picker.screenshot({ path: path("picker") });
  await picker.getByRole("searchbox").fill("zzz");
  await picker.getByText(language === "es" ? "Crear «zzz»" : "Create “zzz”").waitFor();
  await picker.screenshot({ path: path("picker-empty") });
});
