import { describe, expect, it } from "vitest";
import { apiCall, axeViolations, BASE_URL, browserForFile, register } from "./fixtures";

// Issue #19 (the player with loads) end to end, once in kilograms and once in pounds: a target weight set in the
// edit form → the player pre-fills it, shows the plates per side and the optional warm-ups → the work sets are logged
// (the warm-ups are not) → the history holds them, in pounds on the wire and in the user's unit on the page → the
// next workout with the same lift shows last time's numbers.

const browser = browserForFile();

const LBS_PER_KG = 2.20462262;

interface ApiWorkout {
  id: string;
  name: string;
  date: string;
}

interface ApiHistoryPage {
  items: {
    workoutId: string;
    exercises: { name: string; loggedSets?: { reps: number | null; weight: number | null }[] }[];
  }[];
}

const CASES = [
  {
    unit: "metric" as const,
    symbol: "kg",
    target: "100",
    plates: "Each side: 25 + 15 kg, on a 20 kg bar.",
    warmups: ["20 kg × 10", "40 kg × 5", "60 kg × 3", "80 kg × 2"],
    pounds: Math.round(100 * LBS_PER_KG * 10) / 10,
  },
  {
    unit: "imperial" as const,
    symbol: "lbs",
    target: "225",
    plates: "Each side: 45 + 45 lbs, on a 45 lbs bar.",
    warmups: ["45 lbs × 10", "90 lbs × 5", "135 lbs × 3", "180 lbs × 2"],
    pounds: 225,
  },
];

describe("the player with loads", () => {
  for (const { unit, symbol, target, plates, warmups, pounds } of CASES) {
    it(`pre-fills the target, shows plates and warm-ups, and logs the work sets (${unit})`, async () => {
      const page = await browser.newPage();
      await register(page, "Lee Loads");
      expect((await apiCall(page, "/api/settings", "PATCH", { measurementUnit: unit })).status).toBe(200);
      const plan = await apiCall<{ workouts: ApiWorkout[] }>(page, "/api/plan", "POST", {});
      expect(plan.status).toBe(201);
      const [first, second] = plan.json.workouts;
      const lifts = [
        { name: "Barbell Back Squat", sets: 2, reps: "5", notes: "" },
        { name: "Dumbbell Biceps Curl", sets: 1, reps: "10", notes: "" },
      ];
      // Names of their own, so the buttons below find these two whatever the planner called them.
      for (const [workout, name] of [
        [first!, "Squat day A"],
        [second!, "Squat day B"],
      ] as const) {
        const patched = await apiCall(page, `/api/workouts/${workout.id}`, "PATCH", {
          name,
          exercises: lifts,
        });
        expect(patched.status).toBe(200);
        workout.name = name;
      }

      // The target weight and reps, set in the edit form.
      await page.goto(`${BASE_URL}/workouts`);
      await page
        .getByRole("button", { name: `Edit ${first!.name}` })
        .first()
        .click();
      const form = page.getByRole("dialog");
      await form.getByLabel(`Target weight (${symbol})`).first().fill(target);
      await form.getByLabel("Target reps").first().fill("5");
      await form.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => form.isVisible()).toBe(false);

      // The player: pre-filled, the plates behind a disclosure, the warm-ups on the first set.
      await page
        .getByRole("button", { name: `Start ${first!.name}` })
        .first()
        .click();
      const player = page.getByRole("dialog");
      await player.getByLabel("Rest between sets").selectOption("0");
      await expect.poll(() => player.getByLabel(`Weight (${symbol})`).inputValue()).toBe(target);
      expect(await player.getByLabel("Reps done").inputValue()).toBe("5");
      await player.getByText("Plates per side").click();
      await expect.poll(() => player.getByText(plates).isVisible()).toBe(true);
      const warmupList = player.getByRole("region", { name: "Warm-up sets (optional)" });
      await expect.poll(() => warmupList.isVisible()).toBe(true);
      expect((await warmupList.getByRole("listitem").allTextContents()).map((text) => text.trim())).toEqual(
        warmups,
      );
      await warmupList.getByRole("checkbox").first().check();
      // The dialog with its plates open and its warm-ups is accessible (WCAG 2.1 AA).
      expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      expect(await player.getByText("0 of 3 sets done").count()).toBeGreaterThan(0);

      await player.getByRole("button", { name: "Done: next" }).click();
      await player.getByRole("button", { name: "Done: next" }).click();
      // The curl has no target: an empty weight field that asks for one.
      await expect
        .poll(() => player.getByRole("heading", { name: "Dumbbell Biceps Curl" }).isVisible())
        .toBe(true);
      await expect.poll(() => player.getByLabel(`Weight (${symbol})`).inputValue()).toBe("");
      expect(
        await player
          .getByText("First time: choose a weight you can lift for every rep with good form.")
          .isVisible(),
      ).toBe(true);
      expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      await player.getByLabel(`Weight (${symbol})`).fill("12");
      await player.getByRole("button", { name: "Done: next" }).click();
      const completed = page.waitForResponse((r) => r.url().includes(`/api/workouts/${first!.id}/complete`));
      await player.getByRole("button", { name: "Save to history" }).click();
      expect((await completed).status()).toBe(201);

      // The history: two work sets (no warm-ups) in pounds on the wire, the user's unit on the page.
      const history = await apiCall<ApiHistoryPage>(page, "/api/history");
      const done = history.json.items.find((item) => item.workoutId === first!.id);
      expect(done?.exercises[0]?.loggedSets).toEqual([
        // Each with when it was ticked (ADR 0098).
        { reps: 5, weight: pounds, seconds: null, completedAt: expect.any(String) },
        { reps: 5, weight: pounds, seconds: null, completedAt: expect.any(String) },
      ]);
      await page.goto(`${BASE_URL}/workout-history`);
      const item = page.getByTestId("history-item").filter({ hasText: first!.name }).first();
      await expect.poll(() => item.textContent()).toContain(`5 reps @ ${target} ${symbol}`);

      // The next workout with the squat shows last time's numbers.
      await page.goto(`${BASE_URL}/workouts`);
      await page
        .getByRole("button", { name: `Start ${second!.name}` })
        .first()
        .click();
      await expect
        .poll(() => page.getByRole("dialog").getByText(`Last time: 2 × 5 @ ${target} ${symbol}`).isVisible())
        .toBe(true);
    }, 120_000);
  }
});
