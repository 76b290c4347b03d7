import { describe, expect, it, vi } from "vitest";
import { maybeRequestNotificationPermission, NOTIFICATION_ASKED_KEY } from "./notification-permission";

function storage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

function host(permission: NotificationPermission) {
  return { Notification: { permission, requestPermission: vi.fn(async () => "granted" as const) } };
}

describe("maybeRequestNotificationPermission", () => {
  it("asks once when nothing was decided yet", () => {
    const browser = host("default");
    const store = storage();
    expect(maybeRequestNotificationPermission(browser, store)).toBe(true);
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(store.getItem(NOTIFICATION_ASKED_KEY)).not.toBeNull();
    expect(maybeRequestNotificationPermission(browser, store)).toBe(false);
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it("does not ask when the user already decided", () => {
    for (const permission of ["granted", "denied"] as const) {
      const browser = host(permission);
      expect(maybeRequestNotificationPermission(browser, storage())).toBe(false);
      expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    }
  });

  it("does nothing without the Notification API", () => {
    expect(maybeRequestNotificationPermission({}, storage())).toBe(false);
  });
});
