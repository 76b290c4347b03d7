import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, createUserOutsideBrowser, PASSWORD, register } from "./fixtures";

// A shared computer, one tab, no reload: what the browser kept for user A (the coach conversation, the query cache,
// the settings, storage) must be gone when B signs in through the app's own links: the signed-in pages and their cache
// are each user's own, and what is stored is under the user id and swept at sign-out (ADR 0096).

const browser = browserForFile();

async function call(page: Page, path: string, method: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, method, body }) =>
      (
        await fetch(path, {
          method,
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    { path, method, body },
  );
}

async function openCoach(page: Page): Promise<void> {
  await page.getByRole("link", { name: "AI Coach" }).first().click();
  await page.waitForURL("**/coach");
  await expect.poll(() => page.getByRole("heading", { name: "AI Coach" }).isVisible()).toBe(true);
}

describe("per-user state in the browser", () => {
  it("shows B nothing of A's, and sends nothing of A's, after A signs out and B signs in without a reload", async () => {
    const bob = await createUserOutsideBrowser("Bob Second", "per-user");
    const page = await browser.newPage();
    await register(page, "Alice Private");
    expect(
      await call(page, "/api/settings", "PATCH", { measurementUnit: "metric", soundEffects: false }),
    ).toBe(200);
    expect(await call(page, "/api/plan", "POST")).toBe(201);
    await page.reload();
    await expect.poll(() => page.getByText("Alice Private").first().isVisible()).toBe(true);
    const aliceWorkouts = await page.evaluate(async () => {
      const workouts = (await (await fetch("/api/workouts")).json()) as { name?: string }[];
      return workouts.map((w) => w.name ?? "").filter(Boolean);
    });

    // A asks the coach something private.
    const secret = "My private knee injury from skiing in Chamonix";
    await openCoach(page);
    await page.getByLabel("Message to the coach").fill(secret);
    await page.getByLabel("Message to the coach").press("Enter");
    const reply = page.getByTestId("coach-reply");
    await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toContain("built-in offline coach");

    const aliceId = await page.evaluate(
      async () => ((await (await fetch("/api/me")).json()) as { user: { id: string } }).user.id,
    );
    expect(
      await page.evaluate((id) => Object.keys(localStorage).some((key) => key.includes(id)), aliceId),
    ).toBe(true);

    // A signs out through the app; B signs in through the app's own links. Same tab, same document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    // Signed out, the settings mirror keeps the device's theme and language but none of A's other choices.
    const mirror = await page.evaluate(() => localStorage.getItem("custom-fit:settings"));
    // A chose metric; the defaults are back. (Read as JSON: the default barbell kits are keyed "metric" and
    // "imperial", so the text always holds the word.)
    expect((JSON.parse(mirror ?? "{}") as { measurementUnit?: string }).measurementUnit).not.toBe("metric");
    await page.getByRole("link", { name: "Sign in" }).first().click();
    await page.waitForURL("**/login");
    await page.getByLabel(/e-?mail/i).fill(bob.email);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole("button", { name: /sign in|log in/i }).click();
    await page.waitForURL("**/dashboard");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // B's dashboard: B's name, none of A's name or plan.
    await expect.poll(() => page.getByText("Bob Second").first().isVisible()).toBe(true);
    const dashboard = (await page.locator("main").textContent()) ?? "";
    expect(dashboard).not.toContain("Alice Private");
    expect(await page.getByText("Alice Private").count()).toBe(0);
    for (const title of aliceWorkouts) expect(dashboard).not.toContain(title);

    // What the browser stores for the device may stay; what belongs to A may not.
    const stored = await page.evaluate(() => ({
      settings: localStorage.getItem("custom-fit:settings"),
      keys: [...Object.keys(localStorage), ...Object.keys(sessionStorage)],
    }));
    expect(stored.keys.filter((key) => key.includes(aliceId))).toEqual([]);
    expect((JSON.parse(stored.settings ?? "{}") as { measurementUnit?: string }).measurementUnit).not.toBe(
      "metric",
    );

    // B opens the coach: A's conversation is not on screen, and B's first request carries none of it.
    const coachBodies: string[] = [];
    page.on("request", (request: Request) => {
      if (request.url().endsWith("/api/coach") && request.method() === "POST")
        coachBodies.push(request.postData() ?? "");
    });
    await openCoach(page);
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await reply.count()).toBe(0);
    await page.getByLabel("Message to the coach").fill("How should I warm up?");
    await page.getByLabel("Message to the coach").press("Enter");
    await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => coachBodies.length).toBe(1);
    const body = JSON.parse(coachBodies[0] ?? "{}") as { messages: { role: string; content: string }[] };
    expect(body.messages).toEqual([{ role: "user", content: "How should I warm up?" }]);
    expect(coachBodies[0]).not.toContain("Chamonix");
    expect(await page.getByText(secret).count()).toBe(0);
  });
});
