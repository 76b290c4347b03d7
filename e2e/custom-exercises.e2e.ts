import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  browserForFile,
  completeOnboardingViaApi,
  DESKTOP,
  MOBILE,
  registerNewUser,
  SAMPLE_PREFERENCES,
} from "./fixtures";

// Issue #33 §2, custom exercises (ADR 0091): create one in My exercises (settings), add it to a workout from the
// edit dialog's picker, see it on the card. On a desktop and a phone. With CUSTOM_SHOTS_DIR set, it also saves
// screenshots of My exercises (light/dark, en/es).

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
  date: string;
  exercises: { name: string; exerciseId?: string | null }[];
}

async function lifter(page: Page, language: "en" | "es" = "en"): Promise<ApiWorkout> {
  await registerNewUser(page, "Cam Custom");
  await completeOnboardingViaApi(page, {
    fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
    workoutPreferences: { ...SAMPLE_PREFERENCES.workoutPreferences, workoutTypes: ["Weight Training"] },
  });
  expect((await apiCall(page, "/api/settings", "PATCH", { language })).status).toBe(200);
  const plan = await apiCall<{ workouts: ApiWorkout[] }>(page, "/api/plan", "POST", {});
  expect(plan.status).toBe(201);
  const workout = [...plan.json.workouts].sort((a, b) => a.date.localeCompare(b.date))[0]!;
  const patched = await apiCall<ApiWorkout>(page, `/api/workouts/${workout.id}`, "PATCH", {
    name: "Own day",
    exercises: [{ name: "Barbell Back Squat", sets: 3, reps: "8-12", notes: "" }],
  });
  expect(patched.status).toBe(200);
  return patched.json;
}

const card = (page: Page, name: string) => page.locator('[data-testid="workout-card"]', { hasText: name });

describe.each([
  ["desktop", DESKTOP],
  ["phone", MOBILE],
])("custom exercises (%s)", (_name, viewport) => {
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

    await page.goto("/workouts");
    await card(page, "Own day").getByRole("button", { name: "Edit Own day" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Add exercise" }).click();
    const picker = dialog.getByTestId("exercise-picker");
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
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/workouts/${workout.id}`) && r.request().method() === "PATCH",
    );
    await dialog.getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    await card(page, "Own day").getByText("Tyre Flip", { exact: true }).waitFor();
    await card(page, "Own day").getByText("Sandbag Carry", { exact: true }).waitFor();
    const listed = await apiCall<ApiWorkout[]>(page, "/api/workouts");
    const ids = listed.json.find((w) => w.id === workout.id)!.exercises.map((e) => e.exerciseId ?? "");
    expect(ids[1]).toMatch(/^custom:/);
    expect(ids[2]).toMatch(/^custom:/);
  });
});

const SHOTS = process.env.CUSTOM_SHOTS_DIR;

describe.skipIf(!SHOTS)("screenshots", () => {
  it.each(
    (["en", "es"] as const).flatMap((language) =>
      (["light", "dark"] as const).flatMap((scheme) =>
        ([DESKTOP, MOBILE] as const).map((viewport) => ({ language, scheme, viewport })),
      ),
    ),
  )("$language $scheme $viewport.width", async ({ language, scheme, viewport }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme, isMobile: viewport === MOBILE });
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
    const tag = `${language}-${scheme}-${viewport.width}`;
    await page.screenshot({ path: `${SHOTS}/my-exercises-${tag}.png` });
    await mine.getByRole("button", { name: language === "es" ? "Nuevo ejercicio" : "New exercise" }).click();
    await page.mouse.move(0, 0);
    await mine
      .getByTestId("custom-exercise-form")
      .screenshot({ path: `${SHOTS}/my-exercises-form-${tag}.png` });
    // The edit dialog's picker: your own marked, and "Create your own" when nothing matches.
    await page.goto("/workouts");
    await card(page, "Own day")
      .getByRole("button", { name: language === "es" ? "Editar Own day" : "Edit Own day" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("button", { name: language === "es" ? "Añadir ejercicio" : "Add exercise" })
      .click();
    const picker = dialog.getByTestId("exercise-picker");
    await picker.getByRole("list").getByRole("button").first().waitFor();
    await picker.screenshot({ path: `${SHOTS}/picker-${tag}.png` });
    await picker.getByRole("searchbox").fill("zzz");
    await picker.getByText(language === "es" ? "Crear «zzz»" : "Create “zzz”").waitFor();
    await picker.screenshot({ path: `${SHOTS}/picker-empty-${tag}.png` });
  });
});
