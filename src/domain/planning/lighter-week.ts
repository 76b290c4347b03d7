// Which week of a training block is the lighter (deload) week (issue #34 §3): the busiest one when the connected
// calendars know the weeks ahead, else the block's last week, as planned so far. Reduced volume in a planned lighter
// week is a standard periodisation tool (ACSM position stand, Med Sci Sports Exerc 2009;41(3):687-708, on varying
// volume and intensity over time); putting it where life is busiest is the product's choice, so the week that would
// have lost sessions anyway is the one that asks for less.

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
  if (best < 0) return { code: "default", week: last };
  const { busyMinutes, absentDays } = weeks[best]!;
  return { code: "busiest", week: best, busyMinutes, absentDays };
}
