import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE_URL, browserForFile, register } from "./fixtures";

// docs/product.md §2 "Notification panel" and §4 "Notifications": a notification created for the user while the panel is open
// appears without a reload, clicking marks it read, and 'Clear all notifications' empties the list.

const browser = browserForFile();

async function createNotification(page: Page, title: string, message: string, type = "reminder") {
  const response = await page.request.post("/api/notifications/test", {
    data: { type, title, message },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(201);
}

async function serverList(page: Page) {
  const response = await page.request.get("/api/notifications");
  return (await response.json()) as { notifications: { read: boolean }[]; unreadCount: number };
}

describe("notifications", () => {
  it("shows a new notification live, marks it read on click, and clears the list", async () => {
    const page = await browser.newPage();
    // The server subscribes a stream before it answers, so once its response arrives a new notification is live.
    const streamOpen = page.waitForResponse((r) => r.url().endsWith("/api/notifications/stream"), {
      timeout: 20_000,
    });
    await register(page, "Nia Notify");
    const bell = page.getByRole("button", { name: /^notifications/i });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText("No notifications").waitFor();
    await panel.getByText("We'll notify you when something important happens").waitFor();
    expect((await streamOpen).status()).toBe(200);

    await createNotification(page, "Leg Day in 30 minutes", "Leg Day starts at 6:00 PM (in 30 minutes).");
    const item = panel.getByTestId("notification-item");
    await item.getByText("Leg Day in 30 minutes").waitFor({ timeout: 10_000 });
    expect(await item.getAttribute("data-read")).toBe("false");
    expect(await item.textContent()).toMatch(/Today at \d{1,2}:\d{2} (AM|PM)/);
    expect(await page.getByTestId("notification-badge").textContent()).toBe("1");
    expect(await bell.getAttribute("aria-label")).toBe("Notifications, 1 unread");

    await item.click();
    await panel.locator('[data-testid="notification-item"][data-read="true"]').waitFor();
    await page.getByTestId("notification-badge").waitFor({ state: "detached" });
    expect((await serverList(page)).unreadCount).toBe(0);

    await createNotification(page, "Plan ready", "Your plan has 4 workouts.", "workout");
    await panel.getByText("Plan ready").waitFor({ timeout: 10_000 });
    expect(await panel.getByTestId("notification-item").count()).toBe(2);

    await panel.getByRole("button", { name: "Clear all notifications" }).click();
    await panel.getByText("No notifications").waitFor();
    expect(await serverList(page)).toEqual({ notifications: [], unreadCount: 0 });

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
  });

  it("keeps Tab inside the open panel", async () => {
    const page = await browser.newPage();
    await register(page, "Tab Tester");
    await createNotification(page, "One", "First");
    await page.getByRole("button", { name: /^notifications/i }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText("One").waitFor({ timeout: 10_000 });
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});
