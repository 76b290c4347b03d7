import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, BASE_URL, browserForFile, DESKTOP, MOBILE } from "./fixtures";
import { openPlayer, signUpWithWorkout } from "./fixtures/workout-user";

// ADR 0086 and 0087 end to end: RPE turned on in the settings, a warm-up marked, a set logged at RPE 8 with a note,
// a 5 km run logged in 25:00, and the history showing all of it, on a desktop and a phone.

const browser = browserForFile();
const NAME = "Bench and run";

const WORKOUT = {
  name: NAME,
  exercises: [
    { name: "Barbell Bench Press", sets: 2, reps: "8-12", notes: "" },
    { name: "Easy Jog", sets: 1, reps: "25 minutes", notes: "" },
  ],
};

const setUp = (page: Page, language: "en" | "es" = "en", theme: "light" | "dark" = "light") =>
  signUpWithWorkout(page, "Effie Effort", WORKOUT, { language, theme, measurementUnit: "metric" });

/** A radio drawn as a chip: the native input is visually hidden, so its label takes the click. */
async function pick(scope: Page | Locator, name: string): Promise<void> {
  await scope.getByRole("radio", { name, exact: true }).locator("xpath=..").click();
}

describe("effort, set types, notes and a run in the player", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`logs a warm-up, a set at RPE 8 with a note and a 5 km run in 25:00, and shows them in the history (${viewport.width} px)`, async () => {
      const page = await browser.newPage({ viewport });
      await setUp(page);

      await page.goto(`${BASE_URL}/settings`);
      await pick(page, "RPE");
      await expect
        .poll(async () => (await apiCall<{ effort: string }>(page, "/api/settings")).json.effort)
        .toBe("rpe");

      const player = await openPlayer(page, NAME, "Start");
      // Set 1: a warm-up, behind "…".
      await player.getByLabel("Reps done").fill("10");
      await player.getByLabel("Weight (kg)").fill("40");
      await player.getByRole("button", { name: "Set type and note" }).click();
      await pick(player, "Warm-up");
      await player.getByRole("button", { name: "Done: next" }).click();
      await player.getByRole("button", { name: "Skip rest" }).click();

      // Set 2: RPE 8 and a note.
      await player.getByText("Set 2 of 2").waitFor();
      await player.getByLabel("Reps done").fill("8");
      await player.getByLabel("Weight (kg)").fill("60");
      await pick(player, "8");
      await player.getByRole("button", { name: "Set type and note" }).click();
      await player.getByLabel("Note for this set").fill("Felt solid");
      await player.getByRole("button", { name: "Done: next" }).click();
      await player.getByRole("button", { name: "Skip rest" }).click();

      // The run: distance and time, no countdown.
      await player.getByLabel("Distance (km)").fill("5");
      await player.getByLabel("Time (mm:ss)").fill("25:00");
      expect(await player.getByRole("button", { name: "Start timer" }).count()).toBe(0);
      await player.getByRole("button", { name: "Done: next" }).click();
      await player.getByRole("button", { name: "Save to history" }).click();
      await player.waitFor({ state: "detached" });

      const history = await apiCall<{
        items: { exercises: { name: string; loggedSets: Record<string, unknown>[] }[] }[];
      }>(page, "/api/history");
      const [bench, jog] = history.json.items[0]!.exercises;
      expect(bench!.loggedSets).toEqual([
        { reps: 10, weight: 88.2, seconds: null, type: "warmup", completedAt: expect.any(String) },
        {
          reps: 8,
          weight: 132.3,
          seconds: null,
          rpe: 8,
          note: "Felt solid",
          completedAt: expect.any(String),
        },
      ]);
      expect(jog!.loggedSets).toEqual([
        { reps: null, weight: null, seconds: 1500, distance: 5000, completedAt: expect.any(String) },
      ]);

      await page.goto(`${BASE_URL}/workout-history`);
      const item = page.getByTestId("history-item").first();
      await item.getByText(/warm-up/).waitFor();
      const text = await item.textContent();
      expect(text).toContain("RPE 8");
      expect(text).toContain("“Felt solid”");
      expect(text).toContain("5 km · 25:00");
      if (process.env.E2E_SCREENSHOTS) {
        const dir = process.env.E2E_SHOTS_DIR ?? ".tmp/screens";
        mkdirSync(dir, { recursive: true });
        await item.screenshot({ path: `${dir}/effort-history-${viewport.width}.png` });
      }
      await page.close();
    });
  }

  // Pictures to look at by hand (E2E_SCREENSHOTS=1): the set row with effort on, and the distance row.
  it.runIf(process.env.E2E_SCREENSHOTS)("takes screenshots of the set row and the distance row", async () => {
    const dir = process.env.E2E_SHOTS_DIR ?? ".tmp/screens";
    mkdirSync(dir, { recursive: true });
    for (const language of ["en", "es"] as const) {
      for (const theme of ["light", "dark"] as const) {
        for (const viewport of [DESKTOP, MOBILE]) {
          const page = await browser.newPage({ viewport, colorScheme: theme });
          await setUp(page, language, theme);
          expect((await apiCall(page, "/api/settings", "PATCH", { effort: "rpe" })).status).toBe(200);
          const player = await openPlayer(page, NAME, language === "en" ? "Start" : "Empezar");
          const more = language === "en" ? "Set type and note" : "Tipo de serie y nota";
          await pick(player, "8");
          await player.getByRole("button", { name: more }).click();
          await page.waitForTimeout(300);
          const tag = `${language}-${theme}-${viewport.width}`;
          await page.screenshot({ path: `${dir}/effort-set-${tag}.png` });
          await player
            .getByRole("button", { name: language === "en" ? "Skip exercise" : "Saltar ejercicio" })
            .click();
          await player.getByLabel(language === "en" ? "Distance (km)" : "Distancia (km)").fill("5");
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${dir}/effort-distance-${tag}.png` });
          await page.close();
        }
      }
    }
  });
});
