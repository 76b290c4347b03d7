import { describe, expect, it } from "vitest";
import { findExercise } from "#domain/planning/catalogue";
import { loadProfileOf } from "#domain/planning/catalogue/loading";
import { INCREMENTS, repRangeOf } from "#domain/planning/progression";
import { addDays } from "#domain/scheduling/dates";
import {
  apiCall,
  BASE_URL,
  browserForFile,
  completeOnboardingViaApi,
  registerNewUser,
  SAMPLE_PREFERENCES,
} from "./fixtures";

// Issue #19 end to end (ADRs 0050, 0051): a main lift of the first week is logged in the player at the top of its
// rep range; the next week of the training block brings the lift back, one increment heavier, on its workout card;
// the replace dialog starts a new block when asked.

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
  date: string;
  exercises: { name: string; sets: number; reps: string; notes: string }[];
}

describe("plans that progress", () => {
  it("logs a main lift at the top of its range; next week it comes back one increment heavier", async () => {
    const page = await browser.newPage();
    await registerNewUser(page, "Pat Progress");
    await completeOnboardingViaApi(page, {
      fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
      workoutPreferences: { ...SAMPLE_PREFERENCES.workoutPreferences, workoutTypes: ["Weight Training"] },
    });
    expect((await apiCall(page, "/api/settings", "PATCH", { measurementUnit: "metric" })).status).toBe(200);
    const week = await apiCall<{ workouts: ApiWorkout[]; block: { week: number } }>(
      page,
      "/api/plan",
      "POST",
      {},
    );
    expect(week.status).toBe(201);
    expect(week.json.block.week).toBe(1);
    const workout = [...week.json.workouts].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    // The mains: the first half of the training (timed parts, ADR 0077, are no catalogue exercises).
    const training = workout.exercises.filter((exercise) => !("part" in exercise) || !exercise.part);
    const main = training
      .slice(0, Math.ceil(training.length / 2))
      .find((exercise) => loadProfileOf(findExercise(exercise.name)!).loaded && repRangeOf(exercise.reps));
    expect(main, JSON.stringify(workout.exercises)).toBeDefined();
    const profile = loadProfileOf(findExercise(main!.name)!);
    const range = repRangeOf(main!.reps)!;
    const weight = profile.barbell ? 60 : 20;
    // Only the lift in this workout, in two sets, so the player below is short.
    const lift = { ...main!, sets: 2 };
    const patched = await apiCall(page, `/api/workouts/${workout.id}`, "PATCH", {
      name: "Lift day",
      exercises: [lift],
    });
    expect(patched.status).toBe(200);

    await page.goto(`${BASE_URL}/workouts`);
    await page.getByRole("button", { name: "Start Lift day" }).first().click();
    const player = page.getByRole("dialog");
    await player.getByLabel("Rest between sets").selectOption("0");
    await expect.poll(() => player.getByLabel("Weight (kg)").inputValue()).toBe("");
    for (let set = 0; set < 2; set += 1) {
      await player.getByLabel("Weight (kg)").fill(String(weight));
      // A one-sided lift asks for each side's reps (ADR 0057); the set's reps is the lower of the two.
      for (const label of ["Reps done", "Reps, left", "Reps, right"]) {
        const reps = player.getByLabel(label, { exact: true });
        if (await reps.isVisible()) await reps.fill(String(range.high));
      }
      await player.getByRole("button", { name: "Done: next" }).click();
    }
    const completed = page.waitForResponse((r) => r.url().includes(`/api/workouts/${workout.id}/complete`));
    await player.getByRole("button", { name: "Save to history" }).click();
    expect((await completed).status()).toBe(201);

    // Free makes one plan a week: Pro through the sandbox checkout (as a card payment would) for the next one.
    const checkout = await apiCall<{ url: string }>(page, "/api/billing/checkout", "POST", {
      planId: "monthly",
    });
    const session = new URL(checkout.json.url, BASE_URL).searchParams.get("session");
    expect((await apiCall(page, "/api/billing/sandbox/confirm", "POST", { session })).status).toBe(200);

    // Next week of the block: the lift is back as a main exercise, with its next target on its card.
    const next = await apiCall<{ workouts: ApiWorkout[]; block: { week: number } }>(
      page,
      "/api/plan",
      "POST",
      {
        startDate: addDays(workout.date, 7),
      },
    );
    expect(next.status).toBe(201);
    expect(next.json.block.week).toBe(2);
    const increment = profile.lowerBody ? INCREMENTS.metric.lower : INCREMENTS.metric.upper;
    await page.goto(`${BASE_URL}/workouts`);
    const card = page.getByTestId("workout-card").filter({ hasText: main!.name }).first();
    await expect
      .poll(() => card.textContent())
      .toContain(`Target ${range.low} @ ${String(weight + increment)} kg`);

    // A new block on demand: this week's plan again, starting a block rather than continuing week 1 of this one.
    await page.getByRole("button", { name: "Generate new plan" }).click();
    const confirm = page.getByRole("dialog", { name: "Replace this week's plan?" });
    await confirm.getByRole("switch", { name: "Start a new training block" }).click();
    const planned = page.waitForResponse((r) => r.url().endsWith("/api/plan"));
    await confirm.getByRole("button", { name: "Replace plan" }).click();
    expect((await planned).request().postDataJSON()).toEqual({ newBlock: true });
    await expect.poll(() => page.getByText("A new 6-week training block starts").isVisible()).toBe(true);
  }, 120_000);
});
