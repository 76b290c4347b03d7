import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, BASE_URL, browserForFile, DESKTOP, MOBILE, register } from "./fixtures";

// ADR 0072 end to end: the rest after a heavy compound set is its own (3 minutes), − and + change it while it runs,
// and it keeps time from its deadline: a long stretch with no timer ticks (the tab in the background, the screen
// locked) ends it on the next tick, as the wall clock says.

const browser = browserForFile();
const NAME = "Heavy day";

async function setUp(
  page: Page,
  language: "en" | "es" = "en",
  theme: "light" | "dark" = "light",
): Promise<void> {
  await register(page, "Rhea Rest");
  const plan = await apiCall<{ workouts: Array<{ id: string }> }>(page, "/api/plan", "POST", {});
  expect(plan.status).toBe(201);
  const patched = await apiCall(page, `/api/workouts/${plan.json.workouts[0]!.id}`, "PATCH", {
    name: NAME,
    exercises: [
      { name: "Barbell Back Squat", sets: 3, reps: "5", notes: "" },
      { name: "Dumbbell Lateral Raise", sets: 2, reps: "12", notes: "" },
    ],
  });
  expect(patched.status).toBe(200);
  expect((await apiCall(page, "/api/settings", "PATCH", { language, theme })).status).toBe(200);
}

async function startAndLogOne(page: Page, start: string, done: string): Promise<void> {
  await page.goto(`${BASE_URL}/workouts`);
  await page
    .getByRole("button", { name: `${start} ${NAME}` })
    .first()
    .click();
  const player = page.getByRole("dialog", { name: NAME });
  await player.getByRole("button", { name: done }).click();
}

describe("the rest timer", () => {
  it("rests 3 minutes after a heavy squat, changes with − and +, and keeps time through a background stretch", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await setUp(page);
    // The page's clock from here on: it runs on its own, and the test can jump it (startAndLogOne reloads the page).
    await page.clock.install();
    await startAndLogOne(page, "Start", "Done: next");
    const player = page.getByRole("dialog", { name: NAME });
    const left = player.getByRole("timer", { name: "Rest time left" });
    await expect.poll(() => left.textContent()).toBe("3:00");
    expect(await player.getByLabel("Rest between sets").inputValue()).toBe("auto");

    // The clock runs meanwhile: a busy machine lets a second or two pass between a look and a click, so each change
    // is checked as a jump of 15 s less what ticked by (at most 3 s), not as an exact figure.
    const secondsLeft = async () => {
      const [minutes, seconds] = ((await left.textContent()) ?? "").split(":").map(Number);
      return (minutes ?? 0) * 60 + (seconds ?? 0);
    };
    const beforeAdding = await secondsLeft();
    await player.getByRole("button", { name: "Add 15 seconds to the rest" }).click();
    await expect.poll(secondsLeft).toBeGreaterThanOrEqual(beforeAdding + 12);
    const beforeTaking = await secondsLeft();
    expect(beforeTaking).toBeLessThanOrEqual(beforeAdding + 15);
    await player.getByRole("button", { name: "Take 15 seconds off the rest" }).click();
    await expect.poll(secondsLeft).toBeLessThanOrEqual(beforeTaking - 15);
    expect(await secondsLeft()).toBeGreaterThanOrEqual(beforeTaking - 18);

    // Four minutes pass with no timer running (the system clock jumps); the next tick sees the rest is over.
    await page.clock.setSystemTime(Date.now() + 4 * 60_000);
    await page.clock.runFor(1000);
    await expect.poll(() => player.getByText("Exercise 1 of 2 · Set 2 of 3").isVisible()).toBe(true);
    expect(await left.count()).toBe(0);
    await page.close();
  });

  // Pictures to look at by hand (E2E_SCREENSHOTS=1): the running rest, light and dark, English and Spanish.
  it.runIf(process.env.E2E_SCREENSHOTS)("takes screenshots of a running rest", async () => {
    mkdirSync(".tmp/screens", { recursive: true });
    for (const [language, theme, viewport] of [
      ["en", "light", DESKTOP],
      ["es", "dark", MOBILE],
      ["es", "light", DESKTOP],
      ["en", "dark", MOBILE],
    ] as const) {
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await setUp(page, language, theme);
      if (language === "en") await startAndLogOne(page, "Start", "Done: next");
      else await startAndLogOne(page, "Empezar", "Hecho: siguiente");
      await page.waitForTimeout(300);
      await page.screenshot({ path: `.tmp/screens/rest-${language}-${theme}-${viewport.width}.png` });
      await page.close();
    }
  });
});
