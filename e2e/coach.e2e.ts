import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, browserForFile, MOBILE, register } from "./fixtures";

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
    await page.getByRole("button", { name: "What's my next workout?" }).click();
    const response = await streamed;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/event-stream");

    const reply = page.getByTestId("coach-reply");
    await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toContain("built-in offline coach");
    expect(await reply.textContent()).toMatch(/workout/i);
    const conversation = page.getByRole("list", { name: "Conversation with the coach" });
    expect(await conversation.textContent()).toContain("What's my next workout?");

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

  it("offers questions about the user's own plan as chips, shows the messages left, and charges only answers", async () => {
    const page = await browser.newPage();
    await register(page, "Quinn Quota");
    await onboard(page);
    const plan = await apiCall<{ workouts: { date: string; exercises: { name: string }[] }[] }>(
      page,
      "/api/plan",
      "POST",
      {},
    );
    expect(plan.status).toBe(201);
    await page.goto("/coach");
    const left = page.getByTestId("coach-messages-left");
    await expect.poll(() => left.textContent(), { timeout: 10_000 }).toBe("3 free messages left");

    const chips = page.getByRole("list", { name: "Suggested questions" }).getByRole("button");
    await expect.poll(() => chips.count()).toBe(6);
    const labels = await chips.allTextContents();
    expect(labels).toEqual([
      "What's my next workout?",
      expect.stringMatching(/^Why am I doing .+\?$/),
      expect.stringMatching(/^Can I swap .+ for something else\?$/),
      "I only have 20 minutes today. What should I do?",
      "I'm sore today. Should I still do my next workout?",
      "I'm travelling this week with no gym. What can I do?",
    ]);

    // A question the offline coach cannot answer: it says so, and the count stays.
    const input = page.getByLabel("Message to the coach");
    await input.fill("What's the capital of Peru?");
    await input.press("Enter");
    const reply = page.getByTestId("coach-reply");
    await expect
      .poll(() => reply.textContent(), { timeout: 10_000 })
      .toContain("did not use up one of your messages");
    const usage = await apiCall<{ coachMessages: { used: number } }>(page, "/api/usage");
    expect(usage.json.coachMessages.used).toBe(0);
    expect(await left.textContent()).toBe("3 free messages left");

    await page.getByRole("button", { name: "New conversation" }).click();
    await page.getByRole("button", { name: "I'm sore today. Should I still do my next workout?" }).click();
    await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toMatch(/sharp pain/);
    await expect.poll(() => left.textContent(), { timeout: 10_000 }).toBe("2 free messages left");
  });
});
