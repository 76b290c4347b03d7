import ical, { type VEvent } from "node-ical";
import { MAX_RULE_WORK } from "./ics-budget";
import { unreadableRulePart } from "./ics-rule-check";
import {
  calendarText,
  IcsError,
  type KeptComponent,
  screenStructure,
  skippedComponent,
} from "./ics-structure";
import { type ZoneResolver, zoneResolver } from "./ics-zones";

// The text of an .ics file → node-ical's entries. The structure screen first drops components that cannot be read
// (ics-structure.ts); then each line is rewritten where node-ical must not see it as written (ADR 0024, ADR 0039):
// - A repeat rule whose BYHOUR × BYMINUTE × BYSECOND exceeds MAX_RULE_WORK is replaced by a marker: rrule-temporal's
//   constructor alone builds that many time slots (86,400 for a rule on every second), so 100 such rules cost seconds,
//   and longer lists gigabytes, before any budget could look at them. The entry is reported as skipped unread.
// - A repeat rule with a part that cannot be read is replaced by another marker: the library would throw for the
//   whole file, or drop the part (a dropped UNTIL repeats forever). The entry is read once, at its start.
// - TZID values and X-WR-TIMEZONE become IANA zones (ics-zones.ts), one spelling each (canonicalTimeZone): node-ical
//   keeps a validity entry, and an ICU formatter while checking, per spelling it sees, and reads a zone it does not
//   know as the server's local time.

/** Properties that stand in for a refused RRULE; node-ical hands them over without the X- prefix. */
const UNREAD_RULE_PROPERTY = "X-CUSTOMFIT-UNREAD-RULE";
const BAD_RULE_PROPERTY = "X-CUSTOMFIT-BAD-RULE";

const property = (event: VEvent, name: string) =>
  (event as unknown as Record<string, unknown>)[name.replace(/^X-/, "")];

export function hasUnreadRule(event: VEvent): boolean {
  return property(event, UNREAD_RULE_PROPERTY) !== undefined;
}

/** The rule part that could not be read, when the entry's RRULE was replaced for it. */
export function badRulePart(event: VEvent): string | null {
  const value = property(event, BAD_RULE_PROPERTY);
  if (value === undefined) return null;
  return String(typeof value === "object" && value !== null && "val" in value ? value.val : value);
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

/** `;TZID=value` parameters, with or without quotes. */
const TZID_PARAMETER = /;TZID=("?)([^";:]+)\1/gi;

function resolveZones(line: string, zones: ZoneResolver): string {
  const withParameters = line.replace(TZID_PARAMETER, (_whole, quote: string, zone: string) => {
    return `;TZID=${quote}${zones.resolve(zone)}${quote}`;
  });
  // A VTIMEZONE's own name and the calendar's zone are rewritten only when known: an unknown one warns only where an
  // entry uses it, and an unknown X-WR-TIMEZONE leaves floating times in the user's zone.
  const zoneProperty = /^(TZID|X-WR-TIMEZONE):(.*)$/i.exec(withParameters);
  const known = zoneProperty?.[2] ? zones.known(zoneProperty[2]) : null;
  return known ? `${zoneProperty?.[1]}:${known}` : withParameters;
}

/** Each VTIMEZONE's TZID → the TZOFFSETTO of its (first) STANDARD block, for zones no table knows. */
function standardOffsets(lines: string[]): Map<string, string> {
  const offsets = new Map<string, string>();
  let tzid: string | null = null;
  let inStandard = false;
  for (const line of lines) {
    const upper = line.toUpperCase();
    if (upper === "BEGIN:VTIMEZONE") tzid = null;
    else if (upper.startsWith("TZID:")) tzid = line.slice(5).trim();
    else if (upper === "BEGIN:STANDARD") inStandard = true;
    else if (upper === "END:STANDARD") inStandard = false;
    else if (inStandard && tzid && upper.startsWith("TZOFFSETTO:") && !offsets.has(tzid)) {
      offsets.set(tzid, line.slice(11).trim());
    }
  }
  return offsets;
}

function screenLine(line: string, zones: ZoneResolver): string {
  if (!/^RRULE[;:]/i.test(line)) return resolveZones(line, zones);
  const rule = line.slice(line.indexOf(":") + 1);
  const unreadable = unreadableRulePart(rule);
  if (unreadable !== null) return `${BAD_RULE_PROPERTY}:${unreadable.replace(/[\\;,]/g, " ")}`;
  return timeSlots(rule) > MAX_RULE_WORK ? `${UNREAD_RULE_PROPERTY}:1` : line;
}

export interface ParsedIcs {
  vevents: VEvent[];
  /** The calendar's X-WR-TIMEZONE as an IANA zone, or "". */
  calendarZone: string;
  /** VEVENTs the structure screen left out. */
  skipped: number;
  warnings: string[];
}

type Parsed = ReturnType<typeof ical.sync.parseICS>;

const veventsOf = (parsed: Parsed) =>
  Object.values(parsed).filter((item): item is VEvent => item?.type === "VEVENT");

/**
 * node-ical threw for the whole file: parse each VEVENT on its own, with the calendar's lines and zones, and skip the
 * ones that throw. Slower (the zones are read again for each entry), but only a file node-ical rejects pays for it.
 */
function parseOneByOne(header: string[], components: KeptComponent[], warnings: string[]) {
  const zones = components.filter((component) => component.kind === "VTIMEZONE");
  const vevents: VEvent[] = [];
  let calendarZone = "";
  let skipped = 0;
  for (const component of components) {
    if (component.kind !== "VEVENT") continue;
    try {
      const parsed = ical.sync.parseICS(calendarText(header, [...zones, component]));
      vevents.push(...veventsOf(parsed));
      calendarZone ||= String(parsed.vcalendar?.["WR-TIMEZONE"] ?? "");
    } catch (error) {
      const detail = error instanceof Error ? error.message.slice(0, 80) : "unknown error";
      warnings.push(`${skippedComponent(component)}: it could not be read (${detail}).`);
      skipped++;
    }
  }
  return { vevents, calendarZone, skipped };
}

/**
 * Screens the file and parses what can be read; throws IcsError when it is not iCalendar at all or has no VEVENT. A
 * file whose every VEVENT is broken gives no entries and the warnings.
 */
export function parseIcs(source: string): ParsedIcs {
  const screened = screenStructure(source);
  const all = [...screened.header, ...screened.components.flatMap((component) => component.lines)];
  const zones = zoneResolver(standardOffsets(all));
  const header = screened.header.map((line) => screenLine(line, zones));
  const components = screened.components.map((component) => ({
    ...component,
    lines: component.lines.map((line) => screenLine(line, zones)),
  }));
  const warnings = [...screened.warnings];
  let result: { vevents: VEvent[]; calendarZone: string; skipped: number };
  try {
    const parsed = ical.sync.parseICS(calendarText(header, components));
    const calendarZone = String(parsed.vcalendar?.["WR-TIMEZONE"] ?? "");
    result = { vevents: veventsOf(parsed), calendarZone, skipped: 0 };
  } catch {
    result = parseOneByOne(header, components, warnings);
  }
  if (result.vevents.length === 0 && !screened.hadEvents) {
    throw new IcsError("The file has no events (no VEVENT).");
  }
  return {
    vevents: result.vevents,
    calendarZone: result.calendarZone,
    skipped: screened.skipped + result.skipped,
    warnings: [...warnings, ...zones.warnings()],
  };
}
