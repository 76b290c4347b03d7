import { addDays, type ZoneSpan } from "#domain/scheduling";

// The dates a move or a reschedule may look at: from the earlier of today and the plan's first workout to two weeks
// after it (findNextFreeSlot stays in the plan's week; a moved workout's new date is in it). Events from another
// zone are placed for these dates (ADR 0073).
export function planningSpan(week: readonly { date: string }[], today: string, timeZone: string): ZoneSpan {
  const first = week.map((w) => w.date).reduce((a, b) => (b < a ? b : a), today);
  const last = week.map((w) => w.date).reduce((a, b) => (b > a ? b : a), today);
  return { firstDate: first < today ? first : today, lastDate: addDays(last, 14), timeZone };
}
