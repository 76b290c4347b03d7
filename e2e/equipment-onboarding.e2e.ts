import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findExercise } from "#domain/planning/catalogue";
import { kitOf } from "#domain/planning/catalogue/kit";
import { levelAllows } from "#domain/planning/equipment";
import { apiCall, browserForFile, DESKTOP, MOBILE, PASSWORD, registerNewUser, uniqueEmail } from "./fixtures";

// Where the user trains and how experienced they are (ADR 0082): a new user onboards with a Home profile at "New to
// training", their first plan holds only exercises a home with dumbbells and a pull-up bar allows, and the level is
// changed later in the preferences dialog. With SHOTS_DIR set, the new section is photographed on the way.

const browser = browserForFile();
const poll = expect.poll;
const SHOTS = process.env.SHOTS_DIR;

const heading = (page: Page, name: string) =>
  poll(() => page.getByRole("heading", { level: 1, name }).isVisible()).toBe(true);

const chip = (page: Page, role: "radio" | "checkbox", name: string | RegExp) =>
  page.locator("label", { has: page.getByRole(role, { name }) });

interface ApiWorkout {
  name: string;
  exercises: { name: string; part?: string }[];
}

async function fillFirstSteps(page: Page) {
  await heading(page, "About you");
  await chip(page, "radio", "Metric (kg, cm)").click();
  await page.getByLabel("Age").fill("34");
  await page.getByLabel("Weight (kg)").fill("70");
  await page.getByLabel("Height (cm)").fill("175");
  await chip(page, "radio", "Female").click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Goals");
  await chip(page, "radio", "Build muscle").click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Workouts");
  await chip(page, "checkbox", /^Morning/).click();
  await chip(page, "checkbox", "Weight training").click();
  await chip(page, "checkbox", "Bodyweight").click();
}

describe.each([
  { label: "desktop", viewport: DESKTOP, isMobile: false },
  { label: "phone", viewport: MOBILE, isMobile: true },
])("equipment and experience in onboarding ($label)", ({ label, viewport, isMobile }) => {
  it("onboards at home as new to training, plans no barbell, and changes the level in the preferences", async () => {
    const page = await browser.newPage({ viewport, isMobile });
    await registerNewUser(page, "Hana Home", uniqueEmail(`equipment-${label}`));
    await fillFirstSteps(page);

    const section = page.getByRole("region", { name: "Where do you train?" });
    await poll(() => section.isVisible()).toBe(true);
    await section.getByRole("button", { name: /^Add Home/ }).click();
    const home = section.locator('[data-profile="Home"]');
    await home.getByRole("radio", { name: "Default place" }).check();
    await section.getByRole("button", { name: "Remove Gym" }).click();
    await poll(() => section.locator("[data-profile]").count()).toBe(1);
    await home.locator("summary").click();
    await poll(() => home.getByRole("checkbox", { name: "Dumbbells" }).isChecked()).toBe(true);
    expect(await home.getByRole("checkbox", { name: "Barbell" }).isChecked()).toBe(false);
    await chip(page, "radio", /^New to training/).click();
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/onboarding-${label}-light-en.png` });

    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Your week");
    await page.getByRole("button", { name: "Finish" }).click();
    await poll(() => page.getByRole("heading", { name: "You're all set" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: /Generate/ }).click();
    await page.waitForURL("**/workouts");

    const workouts = (await apiCall<ApiWorkout[]>(page, "/api/workouts")).json;
    expect(workouts.length).toBeGreaterThan(0);
    // Timed parts (a warm-up, a finisher: ADR 0077) are no catalogue exercises and need nothing.
    const names = workouts.flatMap((workout) =>
      workout.exercises.filter((exercise) => exercise.part === undefined).map((exercise) => exercise.name),
    );
    for (const name of names) {
      const entry = findExercise(name);
      expect(entry, name).toBeDefined();
      expect(
        kitOf(entry!).filter((item) => item !== "dumbbells" && item !== "pull-up-bar"),
        name,
      ).toEqual([]);
      expect(levelAllows("beginner", entry!), name).toBe(true);
    }
    // And on the page: no workout shows a barbell exercise.
    await poll(() => page.getByRole("main").getByText(workouts[0]!.name).first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole("main")
        .getByText(/barbell/i)
        .count(),
    ).toBe(0);

    await page.goto("/profile");
    await page.getByRole("main").getByRole("button", { name: "Edit preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Workout preferences" });
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("tab", { name: "Workouts" }).click();
    if (SHOTS) {
      const place = dialog.getByRole("region", { name: "Where do you train?" });
      await place.scrollIntoViewIfNeeded();
      await place.screenshot({ path: `${SHOTS}/preferences-${label}-light-en.png` });
    }
    await dialog.locator("label", { has: page.getByRole("radio", { name: /^Experienced/ }) }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await poll(
      async () => (await apiCall<{ experienceLevel: string }>(page, "/api/preferences")).json.experienceLevel,
    ).toBe("advanced");
    const saved = await apiCall<{ equipmentProfiles: { name: string; kit: string[] }[] }>(
      page,
      "/api/preferences",
    );
    expect(saved.json.equipmentProfiles).toEqual([
      expect.objectContaining({ name: "Home", kit: ["dumbbells", "pull-up-bar"], isDefault: true }),
    ]);
  });
});

describe.runIf(SHOTS)("screenshots of the new section", () => {
  // Only when photographing: 1280/390 × light/dark × English/Spanish.
  const cases = [DESKTOP, MOBILE].flatMap((viewport) =>
    (["light", "dark"] as const).flatMap((scheme) =>
      (["en-US", "es-ES"] as const).map((locale) => ({ viewport, scheme, locale })),
    ),
  );
  it.each(cases)("$viewport.width $scheme $locale", async ({ viewport, scheme, locale }) => {
    const page = await browser.newPage({
      viewport,
      colorScheme: scheme,
      locale,
      isMobile: viewport === MOBILE,
    });
    const lang = locale.slice(0, 2);
    if (lang === "es") {
      await page.goto("/register");
      await page
        .getByLabel(/nombre/i)
        .first()
        .fill("Shot Taker");
      await page.getByLabel(/correo/i).fill(uniqueEmail("equipment-shot"));
      await page.getByLabel(/^contraseña/i).fill(PASSWORD);
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await page.waitForURL("**/onboarding");
    } else await registerNewUser(page, "Shot Taker", uniqueEmail("equipment-shot"));
    const next = lang === "es" ? "Siguiente" : "Next";
    await chip(page, "radio", lang === "es" ? /^Métrico/ : "Metric (kg, cm)").click();
    await page.getByLabel(lang === "es" ? "Edad" : "Age").fill("34");
    await page.getByLabel(lang === "es" ? /Peso/ : "Weight (kg)").fill("70");
    await page.getByLabel(lang === "es" ? /Altura/ : "Height (cm)").fill("175");
    await page
      .locator("label", { has: page.getByRole("radio") })
      .nth(3)
      .click();
    await page.getByRole("button", { name: next }).click();
    await page
      .locator("label", { has: page.getByRole("radio") })
      .first()
      .click();
    await page.getByRole("button", { name: next }).click();
    const section = page.getByRole("region", {
      name: lang === "es" ? "¿Dónde entrenas?" : "Where do you train?",
    });
    await poll(() => section.isVisible()).toBe(true);
    await section.getByRole("button", { name: lang === "es" ? /^Añadir Casa/ : /^Add Home/ }).click();
    await section.locator("summary").last().click();
    await section.screenshot({ path: `${SHOTS}/onboarding-${viewport.width}-${scheme}-${lang}.png` });
  });
});
