import { createHash } from "node:crypto";
import ical, { type ParameterValue, type VEvent } from "node-ical";
import { type TEventInput, ZEventInput } from "#contracts/events";
import { addDays, weekdayOf } from "#domain/scheduling/dates";
import { canonicalTimeZone, instantOf } from "#domain/scheduling/zoned-time";
import {
  DEFAULT_EXPANSION_BUDGET_MS,
  type ExpansionBudget,
  MAX_EXPANDED_RULES,
  refuseExpansion,
} from "./ics-budget";
import { movedPieces, skippedDates } from "./ics-exceptions";
import { badRulePart, hasUnreadRule, parseIcs } from "./ics-parse";
import { type Occurrence, type Segment, type SegmentZones, segmentsOf } from "./ics-segments";
import { isPlainWeekly, weeklyCycle } from "./ics-weekly";

export { MAX_EXPANDED_RULES } from "./ics-budget";

// .ics text → our events (ADR 0006, 0024). Pure apart from parsing and the monotonic clock of the expansion budget:
// "today" and the zone come in as arguments.
// - A daily or weekly rule that runs past the import window becomes recurring events, one per weekday it falls on in
//   its own zone, with that zone and the dates it skips (EXDATE, moved occurrences); a moved occurrence becomes a
//   dated event of the same UID (ADR 0073). The engine places the series in the user's zone for each planned date.
// - Anything else (single entries, monthly and yearly rules, rules that end soon) becomes dated one-time events for
//   its occurrences inside the window, EXDATE and moved occurrences respected.
// - Cancelled entries and entries marked as free time (TRANSP:TRANSPARENT) block nothing and are skipped.
// - All-day entries block their whole days only when asked (allDayBlocks); otherwise they are left out and counted.
// - Reading is lenient (ADR 0039): an entry that cannot be read is skipped with a warning, the rest is imported.

export const IMPORT_PAST_DAYS = 1;
export const IMPORT_FUTURE_DAYS = 60;
const MAX_WARNINGS = 50;
const SUB_DAILY = new Set(["HOURLY", "MINUTELY", "SECONDLY"]);

export interface ImportedEvent extends TEventInput {
  icsUid: string;
  /** The weekday of a recurring piece or the date of a dated one: with icsUid, the identity across imports. */
  icsKey: string;
}

export interface IcsMapping {
  events: ImportedEvent[];
  /**
   * Every UID the file gave in full: events earlier imported from these UIDs are replaced by `events`. A UID skipped
   * unread (budget, a rule too costly or unreadable) is not here, so what it imported before stays.
   */
  uids: string[];
  skipped: number;
  warnings: string[];
}

export interface IcsMapOptions {
  /** The user's IANA zone. */
  timeZone: string;
  /** Today's date in that zone. */
  today: string;
  /** Whether all-day entries block 00:00–23:59 of each of their days; false leaves them out. */
  allDayBlocks?: boolean;
  /** Milliseconds all rule expansions of the file may take together (DEFAULT_EXPANSION_BUDGET_MS). */
  expansionBudgetMs?: number;
  /** A monotonic clock in milliseconds, for the budget; performance.now by default. */
  now?: () => number;
}

interface Window extends SegmentZones {
  budget: ExpansionBudget;
  allDayBlocks: boolean;
  firstDate: string;
  lastDate: string;
  from: Date;
  to: Date;
}

/** `unread`: the entry was skipped without being read in full, so its earlier events must stay. */
type Outcome =
  | { events: ImportedEvent[]; warnings: string[] }
  | { skip: string | null; unread?: boolean; allDay?: boolean };

function text(value: ParameterValue | undefined): string {
  if (value === undefined || value === null) return "";
  return String(typeof value === "object" ? value.val : value);
}

function nameOf(summary: ParameterValue | undefined): string {
  const name = text(summary).replace(/\s+/g, " ").trim();
  return name === "" ? "Busy" : name.slice(0, 100).trim();
}

function uidOf(event: VEvent): string {
  if (typeof event.uid === "string" && event.uid.trim() !== "") return event.uid.trim();
  // No UID: derive one from what the entry says, so importing the same file twice still matches it.
  const basis = `${text(event.summary)}|${event.start?.toISOString() ?? ""}`;
  return `no-uid-${createHash("sha256").update(basis).digest("hex").slice(0, 24)}`;
}

function checked(base: Omit<ImportedEvent, "icsUid" | "icsKey">, icsUid: string, icsKey: string) {
  const result = ZEventInput.safeParse(base);
  return result.success ? { ...result.data, icsUid, icsKey } : null;
}

function datedEvents(
  uid: string,
  pieces: { name: string; segment: Segment }[],
  window: Window,
  /** Keep pieces after the window too: a series' moved occurrences are few, and the series runs on (ADR 0073). */
  openEnded = false,
): ImportedEvent[] {
  const events: ImportedEvent[] = [];
  const keys = new Set<string>();
  for (const { name, segment } of pieces) {
    if (segment.date < window.firstDate || (!openEnded && segment.date > window.lastDate)) continue;
    const key = keys.has(segment.date) ? `${segment.date} ${segment.startTime}` : segment.date;
    if (keys.has(key)) continue;
    keys.add(key);
    const { date, startTime, endTime } = segment;
    const base = {
      name,
      day: weekdayOf(date),
      startTime,
      endTime,
      isRecurring: false,
      date,
      specificDate: date,
    };
    const event = checked({ ...base, type: null }, uid, key);
    if (event) events.push(event);
  }
  return events;
}

/** One weekly event per piece of the rule's week; a weekday with two pieces (overnight twice) keys the second by time. */
function weeklyEvents(
  uid: string,
  name: string,
  segments: Segment[],
  series: { skipDates: string[]; timeZone: string | null },
): ImportedEvent[] {
  const keys = new Set<string>();
  return segments.flatMap((segment) => {
    const day = weekdayOf(segment.date);
    const key = keys.has(day) ? `${day} ${segment.startTime}` : day;
    if (keys.has(key)) return [];
    keys.add(key);
    const { startTime, endTime } = segment;
    const base = {
      name,
      day,
      startTime,
      endTime,
      isRecurring: true,
      date: null,
      specificDate: null,
      type: null,
      skipDates: series.skipDates.filter((date) => weekdayOf(date) === day),
      timeZone: series.timeZone,
    };
    const event = checked(base, uid, key);
    return event ? [event] : [];
  });
}

/** Why an entry blocks no time (cancelled, or shown as free), or null when it is busy time. */
function freeBecause(event: VEvent): string | null {
  if (text(event.status).toUpperCase() === "CANCELLED") return "it is cancelled";
  if (text(event.transparency).toUpperCase() === "TRANSPARENT") return "it is marked as free time";
  // Outlook and Exchange say free time this way, sometimes without TRANSP.
  const busy = (event as unknown as Record<string, ParameterValue | undefined>)["MICROSOFT-CDO-BUSYSTATUS"];
  if (text(busy).toUpperCase() === "FREE") return "it is marked as free time";
  return null;
}

function mapEvent(event: VEvent, uid: string, window: Window): Outcome {
  const name = nameOf(event.summary);
  if (event.start === undefined) return { skip: `Skipped '${name}': no start time.` };
  if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) {
    return { skip: `Skipped '${name}': its start cannot be read.`, unread: true };
  }
  const free = freeBecause(event);
  if (free) return { skip: `Skipped '${name}': ${free}.` };
  if (hasUnreadRule(event)) {
    return { skip: `Skipped '${name}': its repeat rule has too many occurrences to read.`, unread: true };
  }
  if (event.datetype === "date" && !window.allDayBlocks) return { skip: null, allDay: true };
  const warnings: string[] = [];
  const badPart = badRulePart(event);
  if (badPart !== null) {
    warnings.push(
      `'${name}' has a repeat rule that cannot be read (${badPart}); it was read as a single entry at its start.`,
    );
  }
  const rule = event.rrule;
  const freq = String(rule?.options.freq ?? "").toUpperCase();
  if (SUB_DAILY.has(freq)) return { skip: `Skipped '${name}': it repeats more often than once a day.` };
  const weekly = rule !== undefined && isPlainWeekly(rule, window.to);
  if (rule && !weekly) {
    const unread = refuseExpansion(event, rule, window);
    if (unread) return { skip: `Skipped '${name}': ${unread}`, unread: true };
  }
  // A timed series from another zone is stored in its own zone, so it keeps its wall-clock time there (ADR 0073).
  const seriesZone = weekly ? zoneOf(event, window.timeZone) : null;
  const zones: SegmentZones = seriesZone ? { ...window, timeZone: seriesZone } : window;
  const instances: (Occurrence & { isOverride?: boolean; summary?: ParameterValue; event?: VEvent })[] =
    weekly
      ? weeklyCycle(event, window)
      : ical.expandRecurringEvent(event, { from: window.from, to: window.to, expandOngoing: true });
  const pieces: { name: string; segment: Segment }[] = [];
  let noDuration = false;
  for (const instance of instances) {
    // A moved occurrence that was cancelled or made free time blocks nothing.
    if (instance.isOverride && instance.event && freeBecause(instance.event)) continue;
    const result = segmentsOf(instance, zones);
    if (result.segments === null) {
      noDuration = true;
      continue;
    }
    if (result.truncated)
      warnings.push(`'${name}' lasts more than 14 days; only its first 14 days were imported.`);
    const instanceName = instance.isOverride ? nameOf(instance.summary) : name;
    for (const segment of result.segments) pieces.push({ name: instanceName, segment });
  }
  if (pieces.length === 0 && noDuration) return { skip: `Skipped '${name}': it has no duration.` };
  if (weekly) {
    const skipDates = skippedDates(event, zones, addDays(window.firstDate, -1));
    const series = weeklyEvents(
      uid,
      name,
      pieces.map((piece) => piece.segment),
      { skipDates, timeZone: seriesZone },
    );
    if (series.length === 0) return { skip: null };
    const moved = movedPieces(event, window, freeBecause, (override) =>
      text(override.summary).trim() === "" ? name : nameOf(override.summary),
    );
    return { events: [...series, ...datedEvents(uid, moved, window, true)], warnings };
  }
  const events = datedEvents(uid, pieces, window);
  if (events.length === 0 && badPart !== null) {
    return {
      skip: `Skipped '${name}': its repeat rule cannot be read (${badPart}), and its start is outside the window.`,
    };
  }
  if (events.length === 0) return { skip: null };
  return { events, warnings: [...new Set(warnings)] };
}

/** The zone a timed weekly series is written in, when it is not the user's; null keeps the user's zone. */
function zoneOf(event: VEvent, userZone: string): string | null {
  if (event.datetype === "date" || !event.start.tz) return null;
  const zone = canonicalTimeZone(event.start.tz);
  return zone !== null && zone !== canonicalTimeZone(userZone) ? zone : null;
}

function windowFor(options: IcsMapOptions, floatingZone: string): Window {
  const firstDate = addDays(options.today, -IMPORT_PAST_DAYS);
  const lastDate = addDays(options.today, IMPORT_FUTURE_DAYS);
  const from = instantOf({ date: firstDate, minutes: 0 }, options.timeZone);
  const to = new Date(instantOf({ date: addDays(lastDate, 1), minutes: 0 }, options.timeZone).getTime() - 1);
  const now = options.now ?? (() => performance.now());
  const budget = {
    expansions: MAX_EXPANDED_RULES,
    until: now() + (options.expansionBudgetMs ?? DEFAULT_EXPANSION_BUDGET_MS),
    now,
  };
  const allDayBlocks = options.allDayBlocks ?? false;
  return { budget, allDayBlocks, firstDate, lastDate, from, to, timeZone: options.timeZone, floatingZone };
}

/** Maps an .ics file to events, skipping what cannot be read; throws IcsError when it is not iCalendar at all. */
export function mapIcs(source: string, options: IcsMapOptions): IcsMapping {
  const parsed = parseIcs(source);
  const { vevents, calendarZone } = parsed;
  const floatingZone = (calendarZone !== "" && canonicalTimeZone(calendarZone)) || options.timeZone;
  const window = windowFor(options, floatingZone);
  const events: ImportedEvent[] = [];
  const uids = new Set<string>();
  const unread = new Set<string>();
  const warnings: string[] = [...parsed.warnings];
  let skipped = parsed.skipped;
  let outside = 0;
  let allDay = 0;
  for (const vevent of vevents) {
    const uid = uidOf(vevent);
    uids.add(uid);
    let outcome: Outcome;
    try {
      outcome = mapEvent(vevent, uid, window);
    } catch {
      const skip = `Skipped '${nameOf(vevent.summary)}': its repeat rule could not be read.`;
      outcome = { skip, unread: true };
    }
    if ("skip" in outcome) {
      skipped++;
      if (outcome.unread) unread.add(uid);
      if (outcome.allDay) allDay++;
      else if (outcome.skip === null) outside++;
      else warnings.push(outcome.skip);
    } else {
      events.push(...outcome.events);
      warnings.push(...outcome.warnings);
    }
  }
  if (outside > 0) {
    warnings.unshift(
      `${outside} ${outside === 1 ? "entry falls" : "entries fall"} outside ${window.firstDate} – ${window.lastDate} and ${outside === 1 ? "was" : "were"} skipped.`,
    );
  }
  if (allDay > 0) {
    warnings.unshift(`${allDay} all-day ${allDay === 1 ? "event was" : "events were"} left out.`);
  }
  const shown = warnings.slice(0, MAX_WARNINGS);
  if (warnings.length > MAX_WARNINGS) shown.push(`…and ${warnings.length - MAX_WARNINGS} more.`);
  const read = [...uids].filter((uid) => !unread.has(uid));
  return {
    events: events.filter((event) => !unread.has(event.icsUid)),
    uids: read,
    skipped,
    warnings: shown,
  };
}
