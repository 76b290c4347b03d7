import type { PushPayload } from "#contracts/push";

// The service worker's Web Push handlers (ADR 0045): show each push as a notification, and on a click bring
// the app forward on the page the notification is about. The service worker (src/web/sw/service-worker.ts, built by
// vite-plugin-pwa) calls registerPushHandlers(self). The scope is typed by what these handlers use, which a real
// ServiceWorkerGlobalScope is, so this module compiles under the DOM lib as well as WebWorker's.

/** The icon of every notification the app shows (as the open tab's, features/notifications/alerts.ts). */
const ICON = "/favicon.svg";
const FALLBACK_TITLE = "Custom Fit";

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}

interface NotificationLike {
  data?: unknown;
  close(): void;
}

interface NotificationEventLike extends ExtendableEventLike {
  notification: NotificationLike;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** What of a ServiceWorkerGlobalScope the handlers use. */
export interface PushScope {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options: { body: string; icon: string; tag?: string; data: { url: string } },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
}

/**
 * The payload the server sent (JSON {title, body, url, tag}); anything missing or malformed falls back, so a push is
 * always shown (browsers penalise a push that shows nothing).
 */
export function parsePushPayload(text: string | null | undefined): PushPayload {
  let value: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === "object") value = parsed as typeof value;
  } catch {
    // not JSON: shown as the body below
    return { title: FALLBACK_TITLE, body: text ?? "", url: "/", tag: "" };
  }
  const str = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() !== "" ? v : fallback);
  return {
    title: str(value.title, FALLBACK_TITLE),
    body: str(value.body, ""),
    url: str(value.url, "/"),
    tag: str(value.tag, ""),
  };
}

/** `url` as an absolute address on `origin`; any other origin (or nonsense) opens the app's start page instead. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const resolved = new URL(typeof url === "string" ? url : "/", origin);
    if (resolved.origin === origin) return resolved.href;
  } catch {
    // fall through
  }
  return new URL("/", origin).href;
}

async function openOrFocus(scope: PushScope, target: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    await open.focus();
    if (open.url === target) return;
    try {
      // navigate() works on windows this worker controls; an uncontrolled one gets a window of its own below.
      if (open.navigate) {
        await open.navigate(target);
        return;
      }
    } catch {
      // fall through
    }
  }
  await scope.clients.openWindow(target);
}

export function registerPushHandlers(scope: PushScope): void {
  scope.addEventListener("push", (event) => {
    const payload = parsePushPayload(event.data?.text());
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: ICON,
        // The open tab shows the same notification with the same tag (its id): the browser keeps one of them.
        ...(payload.tag ? { tag: payload.tag } : {}),
        data: { url: sameOriginUrl(payload.url, scope.location.origin) },
      }),
    );
  });
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    event.waitUntil(openOrFocus(scope, sameOriginUrl(data?.url, scope.location.origin)));
  });
}
