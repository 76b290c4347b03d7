import type { PushPayload } from "#contracts/push";
import type { ClaimedNotification } from "./push.repository";

// What a push message says, and which page its click opens (ADR 0045).

/** Push services accept about 4 KiB of encrypted payload; titles and bodies are cut well below that. */
const TITLE_MAX = 120;
const BODY_MAX = 600;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The page a notification is about, read from its kind and dedupe key: a reminder opens its workout in the player
 * (`/workouts?start=<id>`; key `reminder:<workout id>:<date>T<start>`), the weekly summary the history, other workout
 * news the schedule, anything else the dashboard.
 */
export function pushUrlOf(notification: Pick<ClaimedNotification, "type" | "dedupeKey">): string {
  const reminder = notification.dedupeKey.match(/^reminder:(.+):\d{4}-\d{2}-\d{2}T[\d:]+$/);
  if (notification.type === "reminder" && reminder?.[1])
    return `/workouts?start=${encodeURIComponent(reminder[1])}`;
  if (notification.dedupeKey.startsWith("weekly:")) return "/workout-history";
  if (notification.type === "workout") return "/schedule";
  return "/dashboard";
}

export function pushPayloadOf(notification: ClaimedNotification): PushPayload {
  return {
    title: cut(notification.title, TITLE_MAX),
    body: cut(notification.message, BODY_MAX),
    url: pushUrlOf(notification),
    tag: notification.id,
  };
}
