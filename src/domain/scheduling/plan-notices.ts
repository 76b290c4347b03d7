// What the user should know about a plan that could not follow their preferences. Each notice is data (so the
// web app can translate it) plus an English sentence (for logs, e-mails and clients that do not translate).
import type { Weekday } from "../types";
import type { BodyArea } from "./day-order";

export type PlanNotice =
  | { kind: "outside-preferred"; day: Weekday; date: string; startTime: string; endTime: string }
  | { kind: "fewer-workouts"; planned: number; requested: number; duration: number }
  | { kind: "day-unavailable"; day: Weekday; date: string; duration: number }
  /** No free slot of the usual `duration` that day, but one of `minutes`: a shorter session, main lifts kept. */
  | { kind: "short-session"; day: Weekday; date: string; minutes: number; duration: number }
  /**
   * The week's free time holds less than the goal's weekly minimum (ADR 0078): sets short per muscle group, and
   * minutes of cardio short; what both planners could not fit.
   */
  | { kind: "dose-shortfall"; sets: Record<string, number>; cardioMinutes: number }
  /**
   * The block's lighter week (ADR 0099): week `week` of `weeks`, in the busiest week the calendars know (with its
   * figures) or the last by default; `thisWeek` when this plan is that week.
   */
  | {
      kind: "lighter-week";
      week: number;
      weeks: number;
      thisWeek: boolean;
      busiest: boolean;
      busyHours?: number;
      absentDays?: number;
    }
  /** The engine reordered the week so that this area rests a day between the listed days. */
  | { kind: "muscles-spaced"; area: BodyArea; days: { day: Weekday; date: string }[] }
  /** No order of the week's types avoids loading this area on two consecutive dates. */
  | {
      kind: "muscles-back-to-back";
      area: BodyArea;
      day: Weekday;
      date: string;
      nextDay: Weekday;
      nextDate: string;
    }
  /** The first workout loads an area that a completed workout of the day before loaded, and no order avoids it. */
  | { kind: "muscles-after-recent"; area: BodyArea; day: Weekday; date: string };

const AREA_TEXT: Record<BodyArea, string> = { "upper-body": "Upper body", legs: "Legs", core: "Core" };

function dayList(days: readonly { day: Weekday; date: string }[]): string {
  const names = days.map((entry) => `${entry.day} ${entry.date}`);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

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
    case "short-session":
      return (
        `${notice.day} ${notice.date}: no free ${notice.duration}-minute slot, so a ${notice.minutes}-minute ` +
        "session there keeps the main lifts and cuts or pairs the rest."
      );
    case "dose-shortfall": {
      const parts = [
        ...Object.entries(notice.sets).map(([group, sets]) => `${sets} fewer sets for ${group}`),
        ...(notice.cardioMinutes > 0 ? [`${notice.cardioMinutes} fewer minutes of cardio`] : []),
      ];
      return `This week falls short of your goal's minimum: ${parts.join(", ")}; there was no more free time.`;
    }
    case "lighter-week": {
      const why = notice.busiest
        ? `your calendar is busiest then (${busyDetails(notice.busyHours ?? 0, notice.absentDays ?? 0)})`
        : "the block's last week";
      return notice.thisWeek
        ? `This is the lighter week of your block (week ${notice.week} of ${notice.weeks}, ${why}): at most 2 sets an exercise.`
        : `Week ${notice.week} of ${notice.weeks} will be the lighter week of this block: ${why}.`;
    }
    case "muscles-spaced":
      return `${AREA_TEXT[notice.area]} on ${dayList(notice.days)}, to give them a rest day in between.`;
    case "muscles-back-to-back":
      return (
        `${AREA_TEXT[notice.area]} on ${notice.day} ${notice.date} and again on ${notice.nextDay} ${notice.nextDate}: ` +
        "no other order of this week's workouts gives them a rest day."
      );
    case "muscles-after-recent":
      return (
        `${AREA_TEXT[notice.area]} on ${notice.day} ${notice.date}, the day after you last trained them: ` +
        "no other order of this week's workouts gives them a rest day."
      );
  }
}

/** "12 busy hours, 2 days away": only the parts that are not zero. */
function busyDetails(hours: number, days: number): string {
  const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
  return [
    ...(hours > 0 || days === 0 ? [plural(hours, "busy hour", "busy hours")] : []),
    ...(days > 0 ? [plural(days, "day away", "days away")] : []),
  ].join(", ");
}
