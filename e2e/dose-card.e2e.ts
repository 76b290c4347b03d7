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

// Issue 34 §2 and §4 end to end: after a plan, the dashboard shows the week's dose (one line per major muscle group
// and one for cardio) and the workout cards their estimated length, on a desktop and a phone. With DOSE_SHOTS_DIR
// set, it also saves screenshots of the card (light/dark, en/es).

const browser = browserForFile();

async function plannedUser(page: Page, language: "en" | "es" = "en"): Promise<void> {
  await registerNewUser(page, "Dana Dose");
  await completeOnboardingViaApi(page, {
    fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
    workoutPreferences: { ...SAMPLE_PREFERENCES.workoutPreferences, workoutTypes: ["Weight Training"] },
  });
  expect((await apiCall(page, "/api/settings", "PATCH", { language })).status).toBe(200);
  expect((await apiCall(page, "/api/plan", "POST", {})).status).toBe(201);
}

const doseCard = (page: Page, language: "en" | "es" = "en") =>
  page.getByRole("region", { name: language === "es" ? "Dosis de la semana" : "This week's dose" });

describe.each([
  ["desktop", DESKTOP],
  ["phone", MOBILE],
])("the week's dose (%s)", (_name, viewport) => {
  it("shows every group and cardio on the dashboard after a plan, within the screen's width", async () => {
    const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
    await plannedUser(page);
    const dose = await apiCall<{ groups: { group: string; planned: number }[] }>(page, "/api/workouts/dose");
    expect(dose.status).toBe(200);
    await page.goto("/dashboard");
    const card = doseCard(page);
    await card.waitFor();
    const items = card.getByRole("listitem");
    expect(await items.count()).toBe(8);
    const legs = dose.json.groups.find((group) => group.group === "legs")!;
    expect(await items.first().innerText()).toContain(`0/${legs.planned}`);
    expect(await items.last().innerText()).toContain("Cardio");
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await page.goto("/workouts");
    const first = page.locator('[data-testid="workout-card"]').first();
    expect(await first.innerText()).toMatch(/≈ \d+ min/);
    await page.close();
  });
});

const SHOTS = process.env.DOSE_SHOTS_DIR;

describe.skipIf(!SHOTS)("screenshots", () => {
  it.each(
    (["en", "es"] as const).flatMap((language) =>
      (["light", "dark"] as const).flatMap((scheme) =>
        ([DESKTOP, MOBILE] as const).map((viewport) => ({ language, scheme, viewport })),
      ),
    ),
  )("$language $scheme $viewport.width", async ({ language, scheme, viewport }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme, isMobile: viewport === MOBILE });
    await plannedUser(page, language);
    await page.goto("/dashboard");
    const card = doseCard(page, language);
    await card.waitFor();
    const tag = `${language}-${scheme}-${viewport.width}`;
    await card.screenshot({ path: `${SHOTS}/dose-${tag}.png` });
    await page.goto("/workouts");
    await page
      .locator('[data-testid="workout-card"]')
      .first()
      .screenshot({ path: `${SHOTS}/card-${tag}.png` });
    await page.close();
  });
});
