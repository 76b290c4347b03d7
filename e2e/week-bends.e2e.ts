import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TPlanResponse } from "#contracts/workouts";
import { addDays, weekdayOf } from "#domain/scheduling/dates";
import {
  apiCall,
  browserForFile,
  completeOnboardingViaApi,
  DESKTOP,
  MOBILE,
  registerNewUser,
  SAMPLE_PREFERENCES,
} from "./fixtures";

// Issue 34 end to end (ADR 0099): a week whose calendar leaves one day only 30 free minutes and whose block has a
// week of all-day events. The plan's panel says, in the reader's language, that the short day gets a 30-minute
// session, which week is the lighter one and why, and what the week falls short of. With WEEKPLAN_SHOTS_DIR set, it
// saves screenshots of the panel (light/dark, en/es, desktop and phone).

const browser = browserForFile();

/** The next Monday after today (UTC), so every date below is ahead. */
function nextMonday(): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 1);
  while (weekdayOf(date) !== "Monday") date = addDays(date, 1);
  return date;
}

const busy = (date: string, startTime: string, endTime: string) => ({
  name: "Busy",
  startTime,
  endTime,
  isRecurring: false,
  specificDate: date,
});

async function plannedUser(page: Page, language: "en" | "es"): Promise<TPlanResponse> {
  const start = nextMonday();
  const wednesday = addDays(start, 2);
  const schedule = [
    ...[1, 3, 5, 6].map((offset) => busy(addDays(start, offset), "03:00", "23:30")),
    busy(wednesday, "03:00", "12:00"),
    busy(wednesday, "12:30", "23:30"),
    // Week 3's working days: a conference, all day.
    ...[14, 15, 16, 17, 18].map((offset) => busy(addDays(start, offset), "00:00", "23:59")),
  ];
  await registerNewUser(page, "Wendy Week");
  await completeOnboardingViaApi(
    page,
    {
      fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
      workoutPreferences: { ...SAMPLE_PREFERENCES.workoutPreferences, workoutTypes: ["Weight Training"] },
      schedule,
    },
    null,
  );
  expect((await apiCall(page, "/api/settings", "PATCH", { language })).status).toBe(200);
  const plan = await apiCall<TPlanResponse>(page, "/api/plan", "POST", { startDate: start });
  expect(plan.status).toBe(201);
  // What the app keeps after its own Generate button (queries/plan.ts), under the user's id (lib/user-storage.ts), so
  // the panel shows this plan's lines.
  const me = await apiCall<{ user: { id: string } }>(page, "/api/me", "GET");
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, JSON.stringify(value)), {
    key: `custom-fit:user:${me.json.user.id}:plan-warnings`,
    value: { warnings: plan.json.warnings, notices: plan.json.notices },
  });
  return plan.json;
}

const panel = (page: Page) => page.locator("section[aria-labelledby='plan-warnings-title']");

describe.each([
  ["desktop", DESKTOP],
  ["phone", MOBILE],
])("a week that bends (%s)", (_name, viewport) => {
  it.each(["en", "es"] as const)("says the short day and the lighter week in %s", async (language) => {
    const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
    const plan = await plannedUser(page, language);
    expect(plan.block.lighterWeek).toMatchObject({ week: 3, reason: "busiest", absentDays: 5 });
    await page.goto("/dashboard");
    await panel(page).waitFor();
    // The person's language arrives with their settings, just after the first paint.
    const text = () => panel(page).innerText();
    if (language === "en") {
      await expect.poll(text).toContain("a 30-minute session there keeps the main lifts");
      expect(await text()).toContain("Week 3 of 6 will be the lighter week of this block");
    } else {
      await expect.poll(text).toContain("una sesión de 30 minutos que mantiene los ejercicios principales");
      expect(await text()).toContain("La semana 3 de 6 será la semana más ligera de este bloque");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.close();
  });
});

const SHOTS = process.env.WEEKPLAN_SHOTS_DIR;

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
    await panel(page).waitFor();
    const title = language === "es" ? "no encaj" : "didn't fit";
    await expect.poll(() => panel(page).innerText()).toContain(title);
    const tag = `${language}-${scheme}-${viewport.width}`;
    await panel(page).screenshot({ path: `${SHOTS}/plan-notes-${tag}.png` });
    await page.screenshot({ path: `${SHOTS}/dashboard-${tag}.png` });
    await page.close();
  });
});
