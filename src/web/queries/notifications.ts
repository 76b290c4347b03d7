import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TNotification, TNotificationList } from "#contracts/notifications";
import { api } from "../lib/api";

// GET /api/notifications and its writes (docs/api.md, "Notifications"); the live stream adds to the same entry.

export const NOTIFICATIONS_KEY = ["notifications"] as const;
const EMPTY: TNotificationList = { notifications: [], unreadCount: 0 };

export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => api<TNotificationList>("/api/notifications", { signal }),
    // The stream keeps it current; a refetch happens when the stream (re)connects.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The stream (re)connected: what arrived while it was down is read again. */
export function invalidateNotifications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

/** Puts a notification that arrived live at the top of the cached list (once, whatever the order of arrival). */
export function prependNotification(client: QueryClient, notification: TNotification): boolean {
  let added = false;
  client.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, (current) => {
    const list = current ?? EMPTY;
    if (list.notifications.some((n) => n.id === notification.id)) return list;
    added = true;
    return {
      notifications: [notification, ...list.notifications],
      unreadCount: list.unreadCount + (notification.read ? 0 : 1),
    };
  });
  return added;
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<TNotification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = client.getQueryData<TNotificationList>(NOTIFICATIONS_KEY);
      client.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, (current) => {
        if (!current) return current;
        const target = current.notifications.find((n) => n.id === id);
        if (!target || target.read) return current;
        return {
          notifications: current.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
          unreadCount: Math.max(0, current.unreadCount - 1),
        };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) client.setQueryData(NOTIFICATIONS_KEY, context.previous);
    },
  });
}

export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TNotificationList>("/api/notifications/clear", { method: "POST" }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = client.getQueryData<TNotificationList>(NOTIFICATIONS_KEY);
      client.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, EMPTY);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(NOTIFICATIONS_KEY, context.previous);
    },
  });
}
