import { z } from "zod";

// Notifications (docs/api.md "Notifications", docs/product.md §3): one per row, newest first; the stream sends one per insert.

export const NOTIFICATION_TYPES = ["workout", "reminder", "other"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** ISO 8601 instant. */
  timestamp: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int().nonnegative(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** Body of the test-only route (POST /api/notifications/test, E2E_TEST_ROUTES=1 outside production). */
export const ZTestNotification = z
  .object({
    type: z.enum(NOTIFICATION_TYPES).default("other"),
    title: z.string().min(1).max(200),
    message: z.string().max(1000).default(""),
  })
  .strict();

// The SSE event name lives in a module without zod: the web app's stream needs the name, not the schema library.
export { NOTIFICATION_EVENT } from "./notification-event";
