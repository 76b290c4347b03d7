// docs/product.md §4: on sign-in the app asks for the browser's notification permission. We ask once per browser.

export const NOTIFICATION_ASKED_KEY = "custom-fit:notification-permission-asked";

interface NotificationHost {
  Notification?: {
    permission: NotificationPermission;
    requestPermission: () => Promise<NotificationPermission>;
  };
}

/** Asks only if the API exists, nothing was decided yet, and we never asked before. Returns whether it asked. */
export function maybeRequestNotificationPermission(
  host: NotificationHost = window as unknown as NotificationHost,
  storage: Pick<Storage, "getItem" | "setItem"> | undefined = safeLocalStorage(),
): boolean {
  if (!("Notification" in host) || !host.Notification) return false;
  if (host.Notification.permission !== "default") return false;
  try {
    if (storage?.getItem(NOTIFICATION_ASKED_KEY)) return false;
    storage?.setItem(NOTIFICATION_ASKED_KEY, new Date().toISOString());
  } catch {
    return false; // without storage we could not remember, so do not nag
  }
  host.Notification.requestPermission().catch(() => undefined);
  return true;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
