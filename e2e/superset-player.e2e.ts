import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, BASE_URL, browserForFile, DESKTOP, MOBILE, VIEWPORTS } from "./fixtures";
import { openPlayer, signUpWithWorkout } from "./fixtures/workout-user";

// Issue 33 §3 end to end (ADR 0072): two exercises grouped as a superset are played A1, B1, rest, A2, B2, rest: no
// rest between the pair, one rest after each round, and the history keeps the group.

const browser = browserForFile();
const NAME = "Push and pull";

const TIMED = "Row and hold";

async function setUp(page: Page, timed = false, hold = "3 s"): Promise<string> {
  const workout = await signUpWithWorkout(page, "Sam Superset", {
    name: timed ? TIMED : NAME,
    exercises: timed
      ? [
          { name: "Dumbbell Row", sets: 2, reps: "10", notes: "", group: "A" },
          // A short hold so the countdown runs out within the test.
          { name: "Plank", sets: 2, reps: hold, notes: "", group: "A" },
        ]
      : [
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

  it("gives a timed hold in the superset its own countdown, then one rest after the pair", async () => {
    const page = await browser.newPage({ viewport });
    await setUp(page, true);
    await page.goto(`${BASE_URL}/workouts`);
    await page
      .getByRole("button", { name: `Start ${TIMED}` })
      .first()
      .click();
    const player = page.getByRole("dialog", { name: TIMED });
    const rest = player.getByRole("timer", { name: "Rest time left" });
    const hold = player.getByRole("timer", { name: "Time left" });
    for (const round of [1, 2]) {
      await expect.poll(() => player.getByText(`Superset · A${round}`).isVisible()).toBe(true);
      expect(await hold.count()).toBe(0);
      await player.getByRole("button", { name: "Done: next" }).click();
      // The plank's turn: its own countdown, no rest between the row and the hold.
      await expect.poll(() => player.getByText(`Superset · B${round}`).isVisible()).toBe(true);
      expect(await rest.count()).toBe(0);
      expect(await hold.textContent()).toBe("0:03");
      await player.getByRole("button", { name: "Start timer" }).click();
      if (round === 1) {
        // The hold runs out by itself and the round's one rest begins.
        await expect.poll(() => rest.count(), { timeout: 15_000 }).toBe(1);
        await player.getByRole("button", { name: "Skip rest" }).click();
      }
    }
    await expect
      .poll(() => player.getByRole("button", { name: "Save to history" }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await player.getByRole("button", { name: "Save to history" }).click();
    await expect
      .poll(async () => {
        const history = await apiCall<{
          items: Array<{
            name: string;
            exercises: Array<{ group?: string; loggedSets?: Array<{ seconds: number | null }> }>;
          }>;
        }>(page, "/api/history", "GET");
        const item = history.json.items.find((entry) => entry.name === TIMED);
        return item?.exercises[1]?.loggedSets?.map((set) => set.seconds);
      })
      .toEqual([3, 3]);
    await page.close();
  });
});

const SHOTS = process.env.SHOTS_DIR;

describe.runIf(SHOTS)("screenshots of a timed hold in a superset", () => {
  const cases = [DESKTOP, MOBILE].flatMap((viewport) =>
    (["light", "dark"] as const).flatMap((scheme) =>
      (["en", "es"] as const).map((language) => ({ viewport, scheme, language })),
    ),
  );
  it.each(cases)("$viewport.width $scheme $language", async ({ viewport, scheme, language }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme, isMobile: viewport === MOBILE });
    await setUp(page, true, "45 s");
    expect((await apiCall(page, "/api/settings", "PATCH", { language })).status).toBe(200);
    await page.goto(`${BASE_URL}/workouts`);
    await page
      .getByRole("button", { name: language === "es" ? `Empezar ${TIMED}` : `Start ${TIMED}` })
      .first()
      .click();
    const player = page.getByRole("dialog", { name: TIMED });
    await player.locator("[data-main-action]").click();
    const label = language === "es" ? "Superserie · B1" : "Superset · B1";
    await expect.poll(() => player.getByText(label).isVisible()).toBe(true);
    await page.screenshot({
      path: `${SHOTS}/player-superset-hold-${viewport.width}-${scheme}-${language}.png`,
    });
    await page.close();
  });
});
