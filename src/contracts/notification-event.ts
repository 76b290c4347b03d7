/** The SSE event name carrying one TNotification (contracts/notifications.ts) as JSON. */
export const NOTIFICATION_EVENT = "notification";
