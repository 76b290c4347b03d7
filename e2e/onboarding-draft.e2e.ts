import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, registerNewUser, uniqueEmail } from "./fixtures";

// The onboarding answers are the user's draft in this browser: a reload returns to the step the user was on with what
// they typed; finishing forgets the draft, and so does signing out (the next person at this computer sees none of it).

const browser = browserForFile();

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole("heading", { level: 1, name }).isVisible()).toBe(true);

/** The keys of localStorage that hold an onboarding draft. */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("onboarding")));

async function fillStepsOneAndTwo(page: Page) {
  await heading(page, "About you");
  await page.locator("label", { has: page.getByRole("radio", { name: "Metric (kg, cm)" }) }).click();
  await page.getByLabel("Age").fill("34");
  await page.getByLabel("Weight (kg)").fill("70");
  await page.getByLabel("Height (cm)").fill("175");
  await page.locator("label", { has: page.getByRole("radio", { name: "Female" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Goals");
  await page.locator("label", { has: page.getByRole("radio", { name: "Build muscle" }) }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await heading(page, "Workouts");
}

describe("onboarding draft", () => {
  it("survives a reload on step 3 with the answers, and is forgotten at finish", async () => {
    const page = await browser.newPage();
    await registerNewUser(page, "Rita Reload", uniqueEmail("draft"));
    await fillStepsOneAndTwo(page);
    await page.locator("label", { has: page.getByRole("checkbox", { name: /^Morning/ }) }).click();

    await page.reload();
    await heading(page, "Workouts");
    await expect.poll(() => page.getByRole("checkbox", { name: /^Morning/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, "Goals");
    expect(await page.getByRole("radio", { name: "Build muscle" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, "About you");
    expect(await page.getByLabel("Age").inputValue()).toBe("34");
    expect(await page.getByLabel("Weight (kg)").inputValue()).toBe("70");
    expect(await page.getByLabel("Height (cm)").inputValue()).toBe("175");
    expect(await page.getByRole("radio", { name: "Female" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Workouts");
    await page.locator("label", { has: page.getByRole("checkbox", { name: "Weight training" }) }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Your week");
    expect(await draftKeys(page)).toHaveLength(1);
    await page.getByRole("button", { name: "Finish" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "You're all set" }).isVisible()).toBe(true);
    expect(await draftKeys(page)).toEqual([]);
  });

  it("is forgotten at sign-out: the next user to sign up here starts on step 1 with empty fields", async () => {
    const page = await browser.newPage();
    await registerNewUser(page, "Sam Signout", uniqueEmail("draft"));
    await fillStepsOneAndTwo(page);
    expect(await draftKeys(page)).toHaveLength(1);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await draftKeys(page)).toEqual([]);

    await registerNewUser(page, "Nora Next", uniqueEmail("draft"));
    await heading(page, "About you");
    expect(await page.getByLabel("Age").inputValue()).toBe("");
    expect(await page.getByRole("radio", { name: "Female" }).isChecked()).toBe(false);
    await page.reload();
    await heading(page, "About you");
    expect(await page.getByLabel("Age").inputValue()).toBe("");
  });
});
