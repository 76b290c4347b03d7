import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, PASSWORD, uniqueEmail } from "./fixtures";

// The sandbox end to end (no STRIPE_SECRET_KEY): a Free user uses up the weekly plan, the 402 opens the upgrade
// dialog, the local test checkout makes them Pro (badge and crown), and generating works again.

const browser = browserForFile();

/** Signs up and completes onboarding through the API, from the page (same origin, the browser's own cookies). */
async function onboardedUser(page: Page, name: string) {
  await page.goto("/");
  const email = uniqueEmail("billing");
  const status = await page.evaluate(
    async ({ name, email, password }) => {
      const json = { "Content-Type": "application/json" };
      const signUp = await fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ name, email, password }),
      });
      const preferences = await fetch("/api/preferences", {
        method: "PUT",
        headers: json,
        body: JSON.stringify({
          personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
          fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
          workoutPreferences: {
            duration: 45,
            frequency: 3,
            preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
            workoutTypes: ["Weight Training", "Cardio"],
          },
          schedule: [],
        }),
      });
      return [signUp.status, preferences.status];
    },
    { name, email, password: PASSWORD },
  );
  expect(status).toEqual([200, 200]);
}

describe("Pro through the sandbox checkout", () => {
  it("hits the plan quota, upgrades in the test checkout, gets the crown and generates again", async () => {
    const page = await browser.newPage();
    await onboardedUser(page, "Robin Pro");

    await page.goto("/workouts");
    const first = page.waitForResponse(
      (r) => r.url().endsWith("/api/plan") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Generate my plan" }).click();
    expect((await first).status()).toBe(201);

    // The free plan of this week is used: the second generation answers 402 and the upgrade dialog opens.
    browser.expectConsoleErrors(/402/);
    await page.getByRole("button", { name: "Generate new plan" }).click();
    const refused = page.waitForResponse(
      (r) => r.url().endsWith("/api/plan") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Replace plan" }).click();
    expect((await refused).status()).toBe(402);
    const dialog = page.getByRole("dialog", { name: /Upgrade to Premium/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText("Save 20%").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Choose Monthly" }).click();

    await page.waitForURL("**/billing/sandbox/checkout?session=*");
    await expect.poll(() => page.getByText("Test checkout — no real payment").isVisible()).toBe(true);
    // Nothing is granted by starting a checkout.
    expect(await page.evaluate(async () => (await (await fetch("/api/me")).json()).isPro)).toBe(false);
    await page.getByRole("button", { name: "Confirm test payment" }).click();

    await page.waitForURL("**/subscription/success");
    await expect.poll(() => page.getByText(/You're on Pro/).isVisible(), { timeout: 15_000 }).toBe(true);

    await page.goto("/workouts");
    await expect
      .poll(() => page.getByRole("link", { name: "Account of Robin Pro, Pro Member" }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("Pro Member", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Go Pro" }).count()).toBe(0);

    await page.getByRole("button", { name: "Generate new plan" }).click();
    const again = page.waitForResponse(
      (r) => r.url().endsWith("/api/plan") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Replace plan" }).click();
    expect((await again).status()).toBe(201);
  });
});
