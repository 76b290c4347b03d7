import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, MOBILE, register } from "./fixtures";

// The coach page against the built-in offline coach (the e2e server runs without a model key).

const browser = browserForFile();

/** Saves preferences through the API (onboarding is not what these tests are about), optionally the language too. */
async function onboard(page: Page, language?: "es"): Promise<void> {
  const statuses = await page.evaluate(async (lang) => {
    const send = (path: string, method: string, body: unknown) =>
      fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const saved = await send("/api/preferences", "PUT", {
      personalInfo: { age: 31, weight: 150, height: 66, gender: "prefer-not-to-say" },
      fitnessGoals: { primaryGoal: "Improve overall health", secondaryGoals: [] },
      workoutPreferences: {
        duration: 30,
        frequency: 3,
        preferredTimes: ["Evening (5PM-8PM)"],
        workoutTypes: ["Bodyweight"],
      },
    });
    return [saved, lang ? await send("/api/settings", "PATCH", { language: lang }) : 200];
  }, language);
  expect(statuses).toEqual([200, 200]);
}

describe("AI coach", () => {
  it("asks a suggested question and shows the streamed answer, then starts a new conversation", async () => {
    const page = await browser.newPage();
    await register(page, "Casey Coach");
    await onboard(page);
    await page.goto("/coach");
    await expect.poll(() => page.getByRole("heading", { name: "AI Coach" }).isVisible()).toBe(true);

    const streamed = page.waitForResponse(
      (r) => r.url().endsWith("/api/coach") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "How should I warm up?" }).click();
    const response = await streamed;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/event-stream");

    const reply = page.getByTestId("coach-reply");
    await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toContain("built-in offline coach");
    expect(await reply.textContent()).toMatch(/warm|pulse/i);
    const conversation = page.getByRole("list", { name: "Conversation with the coach" });
    expect(await conversation.textContent()).toContain("How should I warm up?");

    // Shift+Enter adds a line; Enter sends.
    const input = page.getByLabel("Message to the coach");
    await input.fill("I only have 20 minutes");
    await input.press("Shift+Enter");
    await input.pressSequentially("today");
    expect(await input.inputValue()).toBe("I only have 20 minutes\ntoday");
    await input.press("Enter");
    await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => reply.nth(1).textContent()).toMatch(/15 to 20 minutes|circuit/);
    expect(await input.inputValue()).toBe("");

    await page.getByRole("button", { name: "New conversation" }).click();
    await expect.poll(() => reply.count()).toBe(0);
    expect(await page.getByRole("button", { name: "What's my next workout?" }).isVisible()).toBe(true);
  });

  it("works on a phone, in Spanish", async () => {
    const page = await browser.newPage({ viewport: MOBILE, isMobile: true });
    await register(page, "Marta Móvil");
    await onboard(page, "es");
    await page.goto("/coach");
    const input = page.getByRole("textbox", { name: "Mensaje para el entrenador" });
    await input.fill("¿Qué hago si tengo agujetas?");
    await page.getByRole("button", { name: "Enviar" }).click();
    const reply = page.getByTestId("coach-reply");
    await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toContain("agujetas");
    expect(await reply.textContent()).toContain("entrenador sin conexión");
    const box = await reply.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
  });
});
