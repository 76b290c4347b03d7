import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  axeViolations,
  browserForFile,
  completeOnboardingViaApi,
  MOBILE,
  registerNewUser,
  uniqueEmail,
} from "./fixtures";

const browser = browserForFile();

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

describe("onboarding and schedule", () => {
  it("takes a new user through onboarding in metric units to a schedule with their week, and warns on a clash", async () => {
    // The 409 of the clash is logged by Chromium.
    browser.expectConsoleErrors(/status of 409/);
    const page = await browser.newPage();
    await registerNewUser(page, "Olivia Metric", uniqueEmail("onboarding"));

    // Step 1: nothing filled in: the errors sit next to the fields, and Next stays on the step.
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "About you" }).isVisible())
      .toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    const age = page.getByLabel("Age");
    await expect.poll(() => age.getAttribute("aria-invalid")).toBe("true");
    expect(await visible(page, "Choose one")).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("age");

    await page.locator("label", { has: page.getByRole("radio", { name: "Metric (kg, cm)" }) }).click();
    await age.fill("34");
    await page.getByLabel("Weight (kg)").fill("70");
    await page.getByLabel("Height (cm)").fill("175");
    await page.locator("label", { has: page.getByRole("radio", { name: "Female" }) }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Next" }).click();

    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Goals" }).isVisible()).toBe(true);
    await page.locator("label", { has: page.getByRole("radio", { name: "Build muscle" }) }).click();
    await page.getByRole("button", { name: "Next" }).click();

    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Workouts" }).isVisible()).toBe(true);
    await page.locator("label", { has: page.getByRole("checkbox", { name: /^Morning/ }) }).click();
    await page.locator("label", { has: page.getByRole("checkbox", { name: "Weight training" }) }).click();
    await page.getByRole("button", { name: "Next" }).click();

    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Your week" }).isVisible())
      .toBe(true);
    // Back keeps what was entered.
    await page.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => page.getByRole("checkbox", { name: "Weight training" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByRole("button", { name: "Add a weekly event" }).click();
    await page.getByLabel("Name").fill("Team standup");
    // Weekdays are chips (an event may repeat on several): Monday off, Tuesday on.
    await page.locator("label", { has: page.getByRole("checkbox", { name: "Mon" }) }).click();
    await page.locator("label", { has: page.getByRole("checkbox", { name: "Tue" }) }).click();
    await page.getByLabel("Starts").fill("09:00");
    await page.getByLabel("Ends").fill("09:30");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Finish" }).click();

    await expect.poll(() => page.getByRole("heading", { name: "You're all set" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Generate my first plan" }).isVisible()).toBe(true);
    const saved = await page.request.get("/api/preferences").then((r) => r.json());
    expect(saved.personalInfo).toEqual({ age: 34, weight: 154.3, height: 68.9, gender: "female" });
    expect(saved.schedule).toMatchObject([{ name: "Team standup", day: "Tuesday", startTime: "09:00" }]);
    const settings = await page.request.get("/api/settings").then((r) => r.json());
    expect(settings.measurementUnit).toBe("metric");

    await page.getByRole("link", { name: "Go to dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
    await page.waitForURL("**/schedule");
    await expect.poll(() => visible(page, "Team standup")).toBe(true);
    expect(await visible(page, "9:00 AM–9:30 AM")).toBe(true); // en-US: the 12-hour clock (clock-format.ts)
    expect(await axeViolations(page)).toEqual([]);

    // A clashing event: the warning in place, and "Add anyway" saves it.
    await page.getByRole("button", { name: "Add event" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add an event" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Name").fill("Dentist");
    // A weekly event's days are chips (an event on several weekdays is one entry, ADR 0058): Tuesday alone.
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]) {
      const chip = page.getByRole("checkbox", { name: day });
      if ((await dialog.getByRole("checkbox", { name: day }).isChecked()) !== (day === "Tue"))
        await dialog.locator("label", { has: chip }).click();
    }
    await dialog.getByLabel("Starts").fill("09:15");
    await dialog.getByLabel("Ends").fill("09:45");
    await dialog.getByRole("button", { name: "Add event" }).click();
    await expect
      .poll(() => dialog.getByText("Clashes with Team standup, 09:00–09:30").isVisible())
      .toBe(true);
    await dialog.getByRole("button", { name: "Add anyway" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => visible(page, "Dentist")).toBe(true);
    const events = await page.request.get("/api/events").then((r) => r.json());
    expect(events.map((e: { name: string }) => e.name).sort()).toEqual(["Dentist", "Team standup"]);

    // Week to week: a weekly event is there next week too; a registered user never sees onboarding again.
    await page.getByRole("button", { name: "Next week" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("week")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await visible(page, "Team standup")).toBe(true);
    await page.goto("/onboarding");
    await page.waitForURL("**/dashboard");
  });

  it("shows the week as a day list on a phone, with import and feed offered as Pro features", async () => {
    browser.expectConsoleErrors(/status of (404|500)/);
    const page = await browser.newPage({ viewport: MOBILE, isMobile: true });
    await registerNewUser(page, "Mo Phone", uniqueEmail("schedule-mobile"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await completeOnboardingViaApi(
      page,
      {
        schedule: [
          { name: "School run", day: "Monday", startTime: "08:00", endTime: "08:30", isRecurring: true },
          { name: "Yoga class", day: "Thursday", startTime: "18:00", endTime: "19:00", isRecurring: true },
        ],
      },
      "/schedule",
    );
    await expect.poll(() => visible(page, "School run")).toBe(true);
    expect(await visible(page, "Yoga class")).toBe(true);
    // A day list: Monday's card sits above Thursday's, full width (the first of each name: the week comes before the
    // list of weekly events).
    const monday = await page.getByText("School run", { exact: true }).first().boundingBox();
    const thursday = await page.getByText("Yoga class", { exact: true }).first().boundingBox();
    expect(monday && thursday && monday.y < thursday.y && Math.abs(monday.x - thursday.x) < 2).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // .ics import and the feed are Pro (docs/architecture.md §4): a free user gets a calm notice, not an error, and no 402 is asked
    // for; "See plans" opens the upgrade dialog.
    await expect.poll(() => page.getByText("Pro feature").count()).toBe(2);
    expect(await page.locator("input[type=file]").count()).toBe(0);
    await page.getByRole("button", { name: "See plans" }).first().click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
