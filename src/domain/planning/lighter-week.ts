// Which week of a training block is the lighter (deload) week (issue #34 §3): the busiest one when the connected
// calendars know the weeks ahead, else the block's last week, as planned so far. Reduced volume in a planned lighter
// week is a standard periodisation tool (ACSM position stand, Med Sci Sports Exerc 2009;41(3):687-708, on varying
// volume and intensity over time); putting it where life is busiest is the product's choice, so the week that would
// have lost sessions anyway is the one that asks for less.

import { addDays } from "../scheduling/dates";
import type { MinuteRange } from "../scheduling/time";

export interface WeekLoad {
  /** Minutes of events on the week's days (timed events, within waking hours as the caller counts them). */
  busyMinutes: number;
  /** Days away or taken by all-day events (travel, holidays). */
  absentDays: number;
}

/**
 * An all-day absence weighs as a full working day of busy time (8 hours): a travel day removes a training day as
 * surely as a day of meetings (assumption).
 */
export const ABSENT_DAY_MINUTES = 8 * 60;

export type LighterWeekReason =
  | { code: "busiest"; week: number; busyMinutes: number; absentDays: number }
  | { code: "default"; week: number };

function load(week: WeekLoad): number {
  return week.busyMinutes + week.absentDays * ABSENT_DAY_MINUTES;
}

/**
 * The index (0-based) of the block's lighter week and why. Without calendar knowledge (every week empty) it is the
 * last; otherwise the busiest, the later one on a tie (the body has trained longer by then). The first week is never
 * the lighter one: there is nothing to recover from yet.
 */
export function lighterWeek(weeks: readonly WeekLoad[]): LighterWeekReason {
  const last = Math.max(0, weeks.length - 1);
  let best = -1;
  for (let index = 1; index < weeks.length; index++) {
    if (load(weeks[index]!) > 0 && (best < 0 || load(weeks[index]!) >= load(weeks[best]!))) best = index;
  }
  // Weeks all alike (the same weekly meetings every week) name no busiest one: the default then.
  const least = Math.min(...weeks.slice(1).map(load));
  if (best < 0 || load(weeks[best]!) <= least) return { code: "default", week: last };
  const { busyMinutes, absentDays } = weeks[best]!;
  return { code: "busiest", week: best, busyMinutes, absentDays };
}

/** The standard day (05:00-23:00, the slot finder's standard windows): busy time outside it costs no training. */
const DAY_START = 5 * 60;
const DAY_END = 23 * 60;

/**
 * Each block week's load from the calendar (ADR 0099): per date, the busy minutes within the standard day, or an
 * absent day when the whole standard day is busy (an all-day entry blocks 00:00-23:59, ADR 0006). `busyOn` is the
 * event index of the block's span in the user's zone.
 */
export function blockWeekLoads(
  busyOn: (date: string) => readonly MinuteRange[],
  startDate: string,
  weeks: number,
): WeekLoad[] {
  return Array.from({ length: weeks }, (_, week) => {
    let busyMinutes = 0;
    let absentDays = 0;
    for (let day = 0; day < 7; day++) {
      let minutes = 0;
      for (const range of busyOn(addDays(startDate, week * 7 + day))) {
        minutes += Math.max(0, Math.min(range.end, DAY_END) - Math.max(range.start, DAY_START));
      }
      if (minutes >= DAY_END - DAY_START) absentDays += 1;
      else busyMinutes += minutes;
    }
    return { busyMinutes, absentDays };
  });
}
