import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, browserForFile, MOBILE, VIEWPORTS } from "./fixtures";
import { describeScreenshots } from "./fixtures/screenshots";
import { planWorkouts, signUpLifter } from "./fixtures/workout-user";

// Issue 34 §2 and §4 end to end: after a plan, the dashboard shows the week's dose (one line per major muscle group
// and one for cardio) and the workout cards their estimated length, on a desktop and a phone. With DOSE_SHOTS_DIR
// set, it also saves screenshots of the card (light/dark, en/es).

const browser = browserForFile();

async function plannedUser(page: Page, language: "en" | "es" = "en"): Promise<void> {
  await signUpLifter(page, "Dana Dose", { language });
  await planWorkouts(page);
}

const doseCard = (page: Page, language: "en" | "es" = "en") =>
  page.getByRole("region", { name: language === "es" ? "Dosis de la semana" : "This week's dose" });

describe.each(VIEWPORTS)("the week's dose (%s)", (_name, viewport) => {
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

describeScreenshots(process.env.DOSE_SHOTS_DIR, browser, async (page, { language, path }) => {
  await plannedUser(page, language);
  await page.goto("/dashboard");
  const card = doseCard(page, language);
  await card.waitFor();
  await card.screenshot({ path: path("dose") });
  await page.goto("/workouts");
  await page
    .locator('[data-testid="workout-card"]')
    .first()
    .screenshot({ path: path("card") });
  await page.close();
});
