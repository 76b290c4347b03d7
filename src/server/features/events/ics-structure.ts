import { isValidDate } from "../../../domain/scheduling/dates";

// A strict look at an .ics file before node-ical reads it. node-ical is lenient: it silently drops a line it cannot
// read and keeps going, so a file cut off or mangled in transit would be imported half. We refuse such a file as a
// whole with a message that names the line, and nothing is stored.

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
/** Properties holding dates or date-times; node-ical would keep a bad one as text or roll "25:00" into the next day. */
const DATE_PROPERTY = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE)[;:]/i;
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

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
    else lines.push({ number: index + 1, text: raw });
  });
  return lines.filter((line) => line.text.trim() !== "");
}

function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `"${short}"`;
}

/** Throws IcsError unless every line is a property line and BEGIN/END blocks nest and close. */
export function checkIcsStructure(text: string): void {
  const lines = unfold(text.replace(/^\uFEFF/, ""));
  const first = lines[0];
  if (!first) throw new IcsError("The file is empty.");
  if (first.text.trim().toUpperCase() !== "BEGIN:VCALENDAR") {
    throw new IcsError("This is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.");
  }
  const open: string[] = [];
  for (const line of lines) {
    const content = line.text.trimEnd();
    if (open.length === 0 && content.toUpperCase() !== "BEGIN:VCALENDAR") {
      throw new IcsError(`Line ${line.number} comes after END:VCALENDAR: ${quote(content)}.`);
    }
    if (CONTROL.test(content)) {
      throw new IcsError(`Line ${line.number} contains a control character; the file may be damaged.`);
    }
    if (!PROPERTY_LINE.test(content)) {
      throw new IcsError(`Line ${line.number} is not a valid iCalendar line: ${quote(content)}.`);
    }
    if (DATE_PROPERTY.test(content) && !propertyValue(content).split(",").every(isDateValue)) {
      throw new IcsError(`Line ${line.number} has a date that cannot be read: ${quote(content)}.`);
    }
    const block = BEGIN_OR_END.exec(content);
    if (!block) continue;
    const kind = block[1]!.toUpperCase();
    const component = block[2]!.trim().toUpperCase();
    if (kind === "BEGIN") {
      open.push(component);
    } else if (open[open.length - 1] === component) {
      open.pop();
    } else {
      const expected = open[open.length - 1];
      throw new IcsError(
        `Line ${line.number}: END:${component} does not close ${expected ? `BEGIN:${expected}` : "anything"}.`,
      );
    }
  }
  const unclosed = open[open.length - 1];
  if (unclosed) throw new IcsError(`The file ends before END:${unclosed}; it may have been cut off.`);
}
