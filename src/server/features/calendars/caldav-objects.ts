// Turns the objects of CalDAV calendars (one VCALENDAR text each) into one iCalendar text the events feature's .ics
// reader understands, leaving out the workouts this app wrote there itself (write-back): reading those back as busy
// time would make every workout clash with its own copy.

/** The UID prefix of every workout written back; nothing else in a calendar starts with it. */
export const WRITTEN_UID_PREFIX = "customfit-workout-";

/** RFC 5545 lines with folded continuations joined. */
function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

/** The components inside an object's VCALENDAR (VEVENT, VTIMEZONE, ...), or nothing when it is one of ours. */
function innerComponents(data: string): string[] {
  const lines = unfold(data);
  const uidLine = lines.find((line) => /^UID[;:]/i.test(line)) ?? "";
  const uid = uidLine.slice(uidLine.indexOf(":") + 1).trim();
  if (uid.startsWith(WRITTEN_UID_PREFIX)) return [];
  const kept: string[] = [];
  let depth = 0;
  for (const line of lines) {
    const upper = line.toUpperCase();
    if (upper === "BEGIN:VCALENDAR" || upper === "END:VCALENDAR") continue;
    if (upper.startsWith("BEGIN:")) depth++;
    if (depth > 0) kept.push(line);
    if (upper.startsWith("END:")) depth = Math.max(0, depth - 1);
  }
  return kept;
}

/** One VCALENDAR holding every object's components (time zones repeated per object are harmless). */
export function mergeCalendarObjects(objects: readonly { data: string }[]): string {
  const body = objects.flatMap((object) => innerComponents(object.data));
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Custom Fit//CalDAV sync//EN",
    ...body,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
