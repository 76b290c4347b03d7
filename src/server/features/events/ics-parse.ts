import ical, { type VEvent } from "node-ical";
import { canonicalTimeZone } from "../../../domain/scheduling/zoned-time";
import { MAX_RULE_WORK } from "./ics-budget";
import { checkIcsStructure, IcsError } from "./ics-structure";

// The text of an .ics file → node-ical's entries, after two rewrites that node-ical must not see unrewritten
// (ADR 0024):
// - A repeat rule whose BYHOUR × BYMINUTE × BYSECOND exceeds MAX_RULE_WORK is replaced by a marker before parsing:
//   rrule-temporal's constructor alone builds that many time slots (86,400 for a rule on every second), so 100 such
//   rules cost seconds, and longer lists gigabytes, before any budget could look at them. No such rule could ever be
//   expanded anyway (ics-budget.ts); the entry is reported as skipped unread.
// - TZID values take their one spelling (canonicalTimeZone): node-ical keeps a validity entry, and an ICU formatter
//   while checking, per spelling it sees.

/** Property that stands in for a refused RRULE; node-ical hands it over as `event["CUSTOMFIT-UNREAD-RULE"]`. */
const UNREAD_RULE_PROPERTY = "X-CUSTOMFIT-UNREAD-RULE";

export function hasUnreadRule(event: VEvent): boolean {
  return (event as unknown as Record<string, unknown>)["CUSTOMFIT-UNREAD-RULE"] !== undefined;
}

/** BYHOUR × BYMINUTE × BYSECOND of an RRULE value (each part counts 1 when absent). */
function timeSlots(rule: string): number {
  let product = 1;
  for (const part of rule.split(";")) {
    const [name, value = ""] = part.split("=");
    if (/^BY(HOUR|MINUTE|SECOND)$/i.test(name?.trim() ?? "")) product *= Math.max(1, value.split(",").length);
  }
  return product;
}

/** `;TZID=value` parameters and `TZID:value` properties, with or without quotes. */
const TZID_PARAMETER = /;TZID=("?)([^";:]+)\1/gi;

function canonicalZones(line: string): string {
  const withParameters = line.replace(TZID_PARAMETER, (whole, quote: string, zone: string) => {
    const canonical = canonicalTimeZone(zone);
    return canonical ? `;TZID=${quote}${canonical}${quote}` : whole;
  });
  const property = /^TZID:(.*)$/i.exec(withParameters);
  const canonical = property?.[1] ? canonicalTimeZone(property[1]) : null;
  return canonical ? `TZID:${canonical}` : withParameters;
}

/** Rewrites the file line by line; continuation lines are joined first, so a folded rule is seen whole. */
export function screenIcs(source: string): string {
  const out: string[] = [];
  let logical: string | null = null;
  const flush = () => {
    if (logical === null) return;
    const rule = /^RRULE[;:]/i.test(logical) ? logical.slice(logical.indexOf(":") + 1) : null;
    out.push(
      rule !== null && timeSlots(rule) > MAX_RULE_WORK
        ? `${UNREAD_RULE_PROPERTY}:1`
        : canonicalZones(logical),
    );
    logical = null;
  };
  for (const raw of source.split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && logical !== null) {
      logical += raw.slice(1);
      continue;
    }
    flush();
    logical = raw;
  }
  flush();
  return out.join("\r\n");
}

/** Checks the file strictly, screens it and parses it; throws IcsError when it is not readable iCalendar. */
export function parseIcs(source: string): { vevents: VEvent[]; calendarZone: string } {
  const text = source.replace(/^\uFEFF/, "");
  checkIcsStructure(text);
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(screenIcs(text));
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : "unknown error";
    throw new IcsError(`The file could not be read as iCalendar (${detail}).`);
  }
  const vevents = Object.values(parsed).filter((item): item is VEvent => item?.type === "VEVENT");
  if (vevents.length === 0) throw new IcsError("The file has no events (no VEVENT).");
  return { vevents, calendarZone: String(parsed.vcalendar?.["WR-TIMEZONE"] ?? "") };
}
