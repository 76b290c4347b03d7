import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { NOTIFICATION_EVENT } from "#contracts/notification-event";
import type { TNotification } from "#contracts/notifications";
import { useAuth } from "../../lib/auth";
import { invalidateNotifications, prependNotification } from "../../queries/notifications";

export const STREAM_URL = "/api/notifications/stream";

/** Reconnect delay after `attempt` failures in a row: 1 s doubling to 30 s, with ±20% jitter so tabs spread out. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function parseNotification(data: string): TNotification | null {
  try {
    const value = JSON.parse(data) as Partial<TNotification>;
    if (typeof value.id !== "string" || typeof value.title !== "string") return null;
    return {
      id: value.id,
      type: value.type === "workout" || value.type === "reminder" ? value.type : "other",
      title: value.title,
      message: typeof value.message === "string" ? value.message : "",
      timestamp: typeof value.timestamp === "string" ? value.timestamp : new Date().toISOString(),
      read: value.read === true,
    };
  } catch {
    return null;
  }
}

/**
 * Keeps the notifications cache live: an EventSource on the stream; each new notification is prepended and handed
 * to `onNew`. On every (re)connection the list is refetched, so whatever arrived while disconnected shows up. A
 * failed connection is closed and retried with backoff (the browser's own retry gives up on an HTTP error). The
 * stream is the signed-in user's: it is closed when nobody is signed in and opened anew when the user changes.
 */
export function useNotificationStream(onNew: (notification: TNotification) => void): void {
  const client = useQueryClient();
  const { state } = useAuth();
  const userId = state.status === "signed-in" ? state.me.user.id : null;
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    if (typeof EventSource === "undefined" || userId === null) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const onNotification = (event: MessageEvent<string>) => {
      const notification = parseNotification(event.data);
      if (notification && prependNotification(client, notification)) onNewRef.current(notification);
    };

    function connect() {
      const next = new EventSource(STREAM_URL, { withCredentials: true });
      source = next;
      next.addEventListener("open", () => {
        attempt = 0;
        void invalidateNotifications(client);
      });
      next.addEventListener(NOTIFICATION_EVENT, onNotification as EventListener);
      next.addEventListener("error", () => {
        next.close();
        if (source === next) source = null;
        if (stopped) return;
        clearTimeout(retry);
        retry = setTimeout(connect, backoffDelay(attempt));
        attempt += 1;
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client, userId]);
}
