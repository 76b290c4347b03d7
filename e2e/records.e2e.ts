import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  axeViolations,
  BASE_URL,
  browserForFile,
  completeOnboardingViaApi,
  registerNewUser,
  SAMPLE_PREFERENCES,
} from "./fixtures";

// Issue #19 part 3 end to end (ADR 0048): two workouts, the second heavier than the first → the
// player's finish screen lists the record, the bell has "New personal record", and the history's exercise view shows
// the e1RM chart and the record, in kilograms.

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
  exercises: { name: string; sets: number; reps: string; notes: string }[];
}

/** A mutation from the page itself: the browser sends the Origin the server checks. */
async function send(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
}

describe("personal records", () => {
  it("shows a beaten record after the workout, in the bell and in the history's exercise view", async () => {
    const page = await browser.newPage();
    await registerNewUser(page, "Rae Records");
    await completeOnboardingViaApi(page, {
      workoutPreferences: { ...SAMPLE_PREFERENCES.workoutPreferences, workoutTypes: ["Weight Training"] },
    });
    expect(await send(page, "PATCH", "/api/settings", { measurementUnit: "metric" })).toBe(200);
    expect(await send(page, "POST", "/api/plan", {})).toBe(201);
    const workouts = await page.evaluate(
      async () => (await (await fetch("/api/workouts")).json()) as ApiWorkout[],
    );
    const [first, second] = workouts as [ApiWorkout, ApiWorkout];

    // The first workout, done through the API: the second one's exercises, 20 kg × 5 each (sent in pounds).
    const light = second.exercises.map((exercise) => ({
      ...exercise,
      loggedSets: [{ reps: 5, weight: 44.1 }],
    }));
    expect(await send(page, "POST", `/api/workouts/${first.id}/complete`, { exercises: light })).toBe(201);

    // The second through the player: 30 kg × 5 on every set that takes a weight.
    await page.goto(`${BASE_URL}/workouts`);
    await page.getByRole("button", { name: `Start ${second.name}` }).click();
    const player = page.getByRole("dialog");
    await player.getByLabel("Rest between sets").selectOption("0");
    for (let step = 0; step < 200; step += 1) {
      if (await player.getByRole("button", { name: "Save to history" }).isVisible()) break;
      const weight = player.getByLabel(/^Weight/);
      if (await weight.isVisible()) {
        await weight.fill("30");
        // A one-sided exercise asks for each side's reps (ADR 0057).
        for (const label of ["Reps done", "Reps, left", "Reps, right"]) {
          const reps = player.getByLabel(label, { exact: true });
          if (await reps.isVisible()) await reps.fill("5");
        }
      }
      await player.getByRole("button", { name: "Done: next" }).click();
    }
    const completed = page.waitForResponse((r) => r.url().includes(`/api/workouts/${second.id}/complete`));
    await player.getByRole("button", { name: "Save to history" }).click();
    const response = await completed;
    expect(response.status()).toBe(201);
    const { records } = (await response.json()) as { records: { exercise: string; kind: string }[] };
    const beaten = records.find((record) => record.kind === "weight");
    expect(beaten, JSON.stringify(records)).toBeDefined();
    const exercise = beaten!.exercise;

    // The finish screen lists it, in kilograms.
    const summary = player.getByTestId("new-records");
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toContain(`${exercise}: heaviest weight 30 kg × 5 (was 20 kg)`);
    await player.getByRole("button", { name: "Done" }).click();
    await player.waitFor({ state: "detached" });

    // The bell has the notification.
    await page.getByRole("button", { name: /^notifications/i }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    const notice = panel.getByTestId("notification-item").filter({ hasText: "New personal record" });
    await expect.poll(() => notice.first().isVisible()).toBe(true);
    expect(await notice.first().textContent()).toContain(`${exercise} 30 kg × 5`);
    await page.keyboard.press("Escape");

    // The history's exercise view: the chart of the e1RM and the record.
    await page.goto(`${BASE_URL}/workout-history`);
    await page.getByRole("tab", { name: "Exercises" }).click();
    await page.getByLabel("Exercise", { exact: true }).selectOption(exercise);
    await expect
      .poll(() =>
        page
          .getByText(/e1RM \(Epley estimate\):/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.locator(".recharts-line").count()).toBeGreaterThan(0);
    const standing = page.getByTestId("exercise-records");
    await expect.poll(() => standing.textContent()).toContain("Heaviest weight: 30 kg × 5");
    expect(await page.getByTestId("muscle-volume").isVisible()).toBe(true);
    // The tabs, the chart's text equivalent and the tables pass the WCAG 2.1 A/AA checks.
    expect(await axeViolations(page)).toEqual([]);
    // The table beside the chart: one row per date, with the top set and the estimate.
    await page.getByText("Show as a table").click();
    await expect.poll(() => page.getByRole("cell", { name: "30 kg × 5" }).first().isVisible()).toBe(true);
  });
});
