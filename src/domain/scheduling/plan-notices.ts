// What the user should know about a plan that could not follow their preferences. Each notice is data (so the
// web app can translate it) plus an English sentence (for logs, e-mails and clients that do not translate).
import type { Weekday } from "../types";

export type PlanNotice =
  | { kind: "outside-preferred"; day: Weekday; date: string; startTime: string; endTime: string }
  | { kind: "fewer-workouts"; planned: number; requested: number; duration: number }
  | { kind: "day-unavailable"; day: Weekday; date: string; duration: number };

export function noticeText(notice: PlanNotice): string {
  switch (notice.kind) {
    case "outside-preferred":
      return (
        `${notice.day} ${notice.date}: none of your preferred times had a free slot long enough, ` +
        `so this workout is scheduled at ${notice.startTime}-${notice.endTime} instead.`
      );
    case "fewer-workouts":
      return (
        `Only ${notice.planned} of the ${notice.requested} workouts you asked for fit this week, ` +
        `because the other days have no free ${notice.duration}-minute slot.`
      );
    case "day-unavailable":
      return (
        `${notice.day} ${notice.date}: no free ${notice.duration}-minute slot between 03:00 and 23:30, ` +
        "so no workout could be scheduled that day."
      );
  }
}
