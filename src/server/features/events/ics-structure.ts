import { isValidDate } from "#domain/scheduling/dates";

// A look at an .ics file before node-ical reads it (ADR 0039, lenient reading). node-ical silently drops a line it
// cannot read and keeps going, so a component with a mangled line would be imported half-read. Calendar apps instead
// drop the broken component and keep the rest, and so do we: a bad line, a date that does not exist, a control
// character or a block that never closes removes the top-level component it is in (the VEVENT, say) from the text
// node-ical gets, with a warning naming it and its line. Only a file that is not iCalendar at all is refused.

/** A file that is not readable iCalendar; the message is a sentence for the user. */
export class IcsError extends Error {
  override readonly name = "IcsError";
}

/** NAME, then ;PARAM=value or ;PARAM="quoted" (comma-separated lists allowed), then the colon that starts the value. */
const PROPERTY_LINE = /^[A-Za-z0-9-]+(?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*:/;
const BEGIN_OR_END = /^(BEGIN|END):(.*)$/i;
// Text is UTF-8 without control characters other than tab (RFC 5545 §3.3.11); PostgreSQL refuses NUL outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f]/g;
/** Properties holding dates or date-times; node-ical would keep a bad one as text or roll "25:00" into the next day. */
const DATE_PROPERTY = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE)[;:]/i;
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;
/** Components that sit directly in VCALENDAR: one of them opening means the one before never closed. */
const TOP_LEVEL = new Set(["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE", "VAVAILABILITY"]);

function isDateValue(value: string): boolean {
  const match = DATE_VALUE.exec(value.trim());
  if (!match) return false;
  const [, year, month, day, hours, minutes, seconds] = match;
  if (!isValidDate(`${year}-${month}-${day}`)) return false;
  return hours === undefined || (Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) <= 60);
}

/** The value after the first colon that is not inside a quoted parameter. */
function propertyValue(line: string): string {
  return line.slice((PROPERTY_LINE.exec(line)?.[0] ?? "").length);
}

interface ContentLine {
  /** 1-based line number in the file as sent, where the (unfolded) line starts. */
  number: number;
  text: string;
}

/** RFC 5545 §3.1: a line starting with a space or a tab continues the previous one. */
function unfold(text: string): ContentLine[] {
  const lines: ContentLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const last = lines[lines.length - 1];
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && last) last.text += raw.slice(1);
    else lines.push({ number: index + 1, text: raw.trimEnd() });
  });
  return lines.filter((line) => line.text.trim() !== "");
}

function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `"${short}"`;
}

/** Why one line cannot be read, or null when it is a readable property line. */
function lineProblem(line: ContentLine): string | null {
  if (CONTROL.test(line.text)) return `line ${line.number} contains a control character`;
  if (!PROPERTY_LINE.test(line.text)) {
    return `line ${line.number} is not a valid iCalendar line: ${quote(line.text)}`;
  }
  if (DATE_PROPERTY.test(line.text) && !propertyValue(line.text).split(",").every(isDateValue)) {
    return `line ${line.number} has a date that cannot be read: ${quote(line.text)}`;
  }
  return null;
}

/** A top-level component being read: its lines, the blocks open inside it and the first thing wrong with it. */
interface Component {
  kind: string;
  start: number;
  lines: string[];
  open: string[];
  problem: string | null;
}

/** A component that passed the screen, kept apart so a parser failure can be narrowed down to it. */
export interface KeptComponent {
  kind: string;
  /** Its BEGIN line in the file as sent. */
  start: number;
  /** How warnings name it: its SUMMARY, UID or TZID. */
  label: string;
  lines: string[];
}

export interface ScreenedIcs {
  /** Calendar-level lines, without BEGIN/END:VCALENDAR. */
  header: string[];
  components: KeptComponent[];
  /** VEVENTs left out. */
  skipped: number;
  warnings: string[];
  /** Whether the file had any VEVENT at all, broken or not. */
  hadEvents: boolean;
}

/** The first value of a property among a component's lines, e.g. its SUMMARY. */
function firstValue(lines: string[], name: string): string | null {
  const prefix = new RegExp(`^${name}[;:]`, "i");
  const line = lines.find((candidate) => prefix.test(candidate));
  // The name goes into a warning shown to the user: no control characters, whatever the line held.
  const value = line
    ? propertyValue(line)
        .replace(CONTROLS, "")
        .replace(/\\([,;\\])/g, "$1")
        .trim()
    : "";
  return value === "" ? null : value.slice(0, 60);
}

function labelOf(component: Component): string {
  const label =
    firstValue(component.lines, "SUMMARY") ??
    firstValue(component.lines, "UID") ??
    firstValue(component.lines, "TZID");
  return label ? `'${label}'` : "an entry";
}

/** "Skipped 'Dentist' (line 12)": how a warning starts for a component it leaves out. */
export function skippedComponent(component: Pick<KeptComponent, "kind" | "label" | "start">): string {
  const what = component.kind === "VEVENT" ? "" : `${component.kind} `;
  return `Skipped ${what}${component.label} (line ${component.start})`;
}

/**
 * Drops the components of an .ics file that cannot be read, and says which. Throws IcsError only when the text is not
 * an iCalendar file at all (empty, or not starting with BEGIN:VCALENDAR: HTML, binary, JSON).
 */
export function screenStructure(source: string): ScreenedIcs {
  const lines = unfold(source.replace(/^\uFEFF/, ""));
  const first = lines[0];
  if (!first) throw new IcsError("The file is empty.");
  if (first.text.trim().toUpperCase() !== "BEGIN:VCALENDAR") {
    throw new IcsError("This is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.");
  }
  const header: string[] = [];
  const components: KeptComponent[] = [];
  const warnings: string[] = [];
  let skipped = 0;
  let hadEvents = false;
  let current: Component | null = null;

  const close = (component: Component, problem: string | null) => {
    const reason = component.problem ?? problem;
    const kept = {
      kind: component.kind,
      start: component.start,
      label: labelOf(component),
      lines: component.lines,
    };
    if (reason === null) {
      components.push(kept);
      return;
    }
    if (component.kind === "VEVENT") skipped++;
    warnings.push(`${skippedComponent(kept)}: ${reason}.`);
  };

  let index = 1;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const block = BEGIN_OR_END.exec(line.text);
    const kind = block?.[1]?.toUpperCase();
    const name = block?.[2]?.trim().toUpperCase() ?? "";
    if (kind === "END" && name === "VCALENDAR") {
      if (current) close(current, `it has no END:${current.kind}, so it may have been cut off`);
      current = null;
      break;
    }
    // At calendar level any block but another VCALENDAR starts a component (X- components included); inside one,
    // only a top-level kind does, and means the open one never closed.
    const starts = current === null ? name !== "VCALENDAR" : TOP_LEVEL.has(name);
    if (kind === "BEGIN" && starts) {
      if (current) close(current, `it has no END:${current.kind} before line ${line.number}`);
      if (name === "VEVENT") hadEvents = true;
      current = { kind: name, start: line.number, lines: [line.text], open: [], problem: null };
      continue;
    }
    if (!current) {
      // A calendar-level line (VERSION, X-WR-CALNAME…): one that cannot be read is left out on its own.
      const problem =
        lineProblem(line) ??
        (block ? `line ${line.number}, ${quote(line.text)}, which is out of place` : null);
      if (problem) warnings.push(`Ignored ${problem}.`);
      else header.push(line.text);
      continue;
    }
    current.lines.push(line.text);
    current.problem ??= lineProblem(line);
    if (kind === "BEGIN") {
      current.open.push(name);
    } else if (kind === "END") {
      if (current.open[current.open.length - 1] === name) {
        current.open.pop();
      } else if (current.open.length === 0 && name === current.kind) {
        close(current, null);
        current = null;
      } else {
        const expected = current.open[current.open.length - 1] ?? current.kind;
        current.problem ??= `line ${line.number}: END:${name} does not close BEGIN:${expected}`;
      }
    }
  }
  if (index >= lines.length) {
    if (current) close(current, `the file ends before its END:${current.kind}`);
    warnings.push("The file ends before END:VCALENDAR; it may have been cut off.");
  } else if (index < lines.length - 1) {
    warnings.push(`Ignored everything after END:VCALENDAR (from line ${lines[index + 1]!.number}).`);
  }
  return { header, components, skipped, warnings, hadEvents };
}

/** The calendar of these lines and components, one unfolded line each, CRLF-separated. */
export function calendarText(header: string[], components: KeptComponent[]): string {
  const lines = ["BEGIN:VCALENDAR", ...header, ...components.flatMap((component) => component.lines)];
  return [...lines, "END:VCALENDAR"].join("\r\n");
}
