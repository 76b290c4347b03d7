import path from "node:path";
import { describe, expect, it } from "vitest";
import { axeViolations, BASE_URL, browserForFile, register } from "./fixtures";

// Issue #19 part 5: a Hevy export picked in the history page's import dialog → its preview → Import → the history
// shows the workouts, with names matched to the catalogue.

const browser = browserForFile();
const HEVY_FILE = path.join(import.meta.dirname, "fixtures/csv/hevy-kg.csv");

describe("history import", () => {
  it("imports a Hevy export through the dialog: preview, import, the history shows it", async () => {
    const page = await browser.newPage();
    await register(page);
    await page.goto(`${BASE_URL}/workout-history`);
    await page.getByRole("button", { name: "Import from Strong or Hevy" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Strong or Hevy" });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByLabel("Export file (.csv)").setInputFiles(HEVY_FILE);
    const preview = dialog.getByTestId("history-import-preview");
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.textContent()).toContain("Hevy export · Mar 15, 2024 – Mar 17, 2024");
    expect(await preview.getByText("Workouts in the file").locator("xpath=..").textContent()).toContain("2");
    expect(await preview.textContent()).toContain("2 warm-up sets are kept as warm-ups");
    expect(await preview.textContent()).toContain("1 row was not understood");
    expect(await preview.textContent()).toContain('Line 11: set_type "superset" is not understood');
    expect(await axeViolations(page, { include: "[role=dialog]" })).toEqual([]);

    await dialog.getByRole("button", { name: "Import 2 workouts" }).click();
    await expect
      .poll(() => dialog.getByText("2 workouts were added to your history.").isVisible())
      .toBe(true);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const items = page.getByTestId("history-item");
    await expect.poll(() => items.count()).toBe(2);
    const upper = items.filter({ hasText: "Upper A" });
    expect(await upper.textContent()).toContain("Barbell Bench Press");
    expect(await upper.textContent()).toContain("Good session");
    expect(await items.filter({ hasText: "Lower B" }).textContent()).toContain("Backyard Sled Drag");
    // What the file says is kept and shown: RPE, and the sled's distance beside its time (ADR 0060).
    expect(await upper.textContent()).toContain("(RPE 8)");
    // A distance set shows its time as a clock (ADR 0087): 90 s is 1:30.
    expect(await items.filter({ hasText: "Lower B" }).textContent()).toMatch(/(100 m|0\.06 mi) · 1:30/);

    // The same file again: nothing new, and the dialog says so.
    await page.getByRole("button", { name: "Import from Strong or Hevy" }).click();
    await dialog.getByLabel("Export file (.csv)").setInputFiles(HEVY_FILE);
    await expect
      .poll(() => dialog.getByText(/already in your history: importing it again/).isVisible())
      .toBe(true);
    expect(await dialog.getByRole("button", { name: "Import 0 workouts" }).isDisabled()).toBe(true);
  });
});
