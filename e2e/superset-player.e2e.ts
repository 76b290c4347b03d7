import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, browserForFile, VIEWPORTS } from "./fixtures";
import { openPlayer, signUpWithWorkout } from "./fixtures/workout-user";

// Issue 33 §3 end to end (ADR 0072): two exercises grouped as a superset are played A1, B1, rest, A2, B2, rest: no
// rest between the pair, one rest after each round, and the history keeps the group.

const browser = browserForFile();
const NAME = "Push and pull";

async function setUp(page: Page): Promise<string> {
  const workout = await signUpWithWorkout(page, "Sam Superset", {
    name: NAME,
    exercises: [
      { name: "Dumbbell Bench Press", sets: 2, reps: "10", notes: "", group: "A" },
      { name: "Dumbbell Row", sets: 2, reps: "10", notes: "", group: "A" },
    ],
  });
  return workout.id;
}

describe.each(VIEWPORTS)("a superset in the player (%s)", (_name, viewport) => {
  it("alternates the pair with one rest per round, and the history keeps the group", async () => {
    const page = await browser.newPage({ viewport });
    await setUp(page);
    const player = await openPlayer(page, NAME);
    const rest = player.getByRole("timer", { name: "Rest time left" });
    const at = (exercise: number, set: number) =>
      player.getByText(`Exercise ${exercise} of 2 · Set ${set} of 2`);

    for (const round of [1, 2]) {
      await expect.poll(() => at(1, round).isVisible()).toBe(true);
      await player.getByRole("button", { name: "Done: next" }).click();
      // Straight to the other exercise of the pair: no rest between A and B.
      await expect.poll(() => at(2, round).isVisible()).toBe(true);
      expect(await rest.count()).toBe(0);
      await player.getByRole("button", { name: "Done: next" }).click();
      if (round === 1) {
        // One rest after the round, then the pair again.
        await expect.poll(() => rest.count()).toBe(1);
        await player.getByRole("button", { name: "Skip rest" }).click();
      }
    }
    await player.getByRole("button", { name: "Save to history" }).click();
    await expect
      .poll(async () => {
        const history = await apiCall<{
          items: Array<{ name: string; exercises: Array<{ group?: string }> }>;
        }>(page, "/api/history", "GET");
        return history.json.items.find((item) => item.name === NAME)?.exercises.map((e) => e.group);
      })
      .toEqual(["A", "A"]);
    await page.close();
  });
});
