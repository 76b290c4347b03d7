import type { RRule, VEvent } from "node-ical";

// What expanding one repeat rule may cost, judged before the rule library runs (ADR 0024). rrule-temporal builds
// every candidate date-time of a period (a month of BYMONTHDAY × BYHOUR × BYMINUTE is 44,640 of them) before it keeps
// those inside our window, at roughly 0.1 ms each, and cannot be stopped halfway. So a rule is expanded only when the
// candidates it can produce in the periods the expansion touches stay under MAX_RULE_WORK; the time budget and the
// worker's deadline (ics-reader.ts) cover what this estimate misses.

/**
 * Candidate date-times one rule may make the library build. 1,000 is ~100 ms on a busy machine and lets through every
 * everyday rule: a yearly holiday by BYMONTH and BYDAY (732), weekdays at two times a month (248), up to 15 times a day
 * every day (975).
 */
export const MAX_RULE_WORK = 1_000;

const DAY_MS = 86_400_000;
/** Shortest length of each period, so the count of periods a span touches is never underestimated. */
const PERIOD_DAYS: Record<string, number> = { YEARLY: 365, MONTHLY: 28, WEEKLY: 7, DAILY: 1 };
/** Most days one period can hold. */
const DAYS_PER_PERIOD: Record<string, number> = { YEARLY: 366, MONTHLY: 31, WEEKLY: 7, DAILY: 1 };

function size(value: unknown): number {
  return Array.isArray(value) ? value.length : value === undefined || value === null ? 0 : 1;
}

/** Days a period may yield: all of them once any part picks days inside it, else one (or one per BYMONTH month). */
function daysPerPeriod(freq: string, options: RRule["options"]): number {
  const picksDays = ["byMonthDay", "byYearDay", "byWeekNo", "byDay", "byweekday"].some(
    (part) => size(options[part]) > 0,
  );
  if (picksDays) return DAYS_PER_PERIOD[freq] ?? 1;
  return freq === "YEARLY" ? Math.max(1, size(options.byMonth)) : 1;
}

/** BYHOUR × BYMINUTE × BYSECOND: times of day each kept day gets. */
function timesPerDay(options: RRule["options"]): number {
  return ["byHour", "byMinute", "bySecond"].reduce(
    (product, part) => product * Math.max(1, size(options[part])),
    1,
  );
}

/**
 * An upper estimate of the candidates expanding `rule` over [from, to] builds. Without COUNT the library jumps to the
 * period holding `from` (minus the entry's own length, as node-ical looks back for entries still running); with COUNT it
 * steps from DTSTART, at most COUNT periods when every period yields at least one occurrence.
 */
export function expansionWork(
  rule: RRule,
  span: { start: Date; durationMs: number; from: Date; to: Date },
): number {
  const { options } = rule;
  const freq = String(options.freq ?? "").toUpperCase();
  const periodDays = PERIOD_DAYS[freq];
  if (periodDays === undefined) return Number.POSITIVE_INFINITY;
  const count = typeof options.count === "number" ? options.count : null;
  const searchFrom =
    count === null ? span.from.getTime() - Math.max(0, span.durationMs) : span.start.getTime();
  const days = Math.max(0, (span.to.getTime() - Math.min(searchFrom, span.to.getTime())) / DAY_MS);
  let periods = Math.ceil(days / periodDays) + 1;
  if (count !== null) periods = Math.min(periods, Math.max(1, count));
  return periods * daysPerPeriod(freq, options) * timesPerDay(options);
}

/**
 * Rules other than plain weekly ones are expanded by node-ical, which steps through every occurrence since DTSTART
 * (up to ~25 ms for a daily rule from 1990). Capping them per file bounds how long one import can hold the server.
 */
export const MAX_EXPANDED_RULES = 100;

/** Default time all expansions of one file may take together; later rules are skipped (ICS_EXPANSION_BUDGET_MS). */
export const DEFAULT_EXPANSION_BUDGET_MS = 500;

/** What is left of one file's budgets: expansions (MAX_EXPANDED_RULES) and the clock time after which none start. */
export interface ExpansionBudget {
  expansions: number;
  until: number;
  now: () => number;
}

/** Why a rule the library must expand is not expanded, or null when it fits the file's budgets (and uses one). */
export function refuseExpansion(
  event: VEvent,
  rule: RRule,
  window: { budget: ExpansionBudget; from: Date; to: Date },
): string | null {
  const { budget } = window;
  if (budget.expansions <= 0) return `only the first ${MAX_EXPANDED_RULES} other repeating entries are read.`;
  if (budget.now() > budget.until)
    return "the file took too long to read, so later repeating entries were left out.";
  const durationMs = event.end ? event.end.getTime() - event.start.getTime() : 0;
  const span = { start: event.start, durationMs, from: window.from, to: window.to };
  if (expansionWork(rule, span) > MAX_RULE_WORK) return "its repeat rule has too many occurrences to read.";
  budget.expansions--;
  return null;
}
