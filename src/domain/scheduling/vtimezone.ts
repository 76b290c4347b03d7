import { tzOffset, tzScan } from "@date-fns/tz";

// RFC 5545 wants a VTIMEZONE block for every TZID a file uses; Outlook refuses a feed without one. We derive it from
// the runtime's time-zone data (Intl, through @date-fns/tz) for the years the feed covers: one sub-component for the
// offset in force at the start, then one per clock change, each with its exact onset (no RRULE to get wrong).

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** Local wall-clock "YYYYMMDDTHHMMSS" of an instant under a fixed offset. */
function localStamp(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "");
}

function component(kind: "STANDARD" | "DAYLIGHT", onset: Date, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(onset, from)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
}

/** The VTIMEZONE block of an IANA zone for the calendar years fromYear..toYear. */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string {
  const start = new Date(Date.UTC(fromYear, 0, 1));
  const end = new Date(Date.UTC(toYear + 1, 0, 1));
  const initial = tzOffset(timeZone, start);
  const changes = tzScan(timeZone, { start, end });
  // At the start of the range the zone is on summer time if its first change sets the clocks back.
  const first = changes[0];
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  lines.push(
    ...component(first && first.offset < initial ? "DAYLIGHT" : "STANDARD", start, initial, initial),
  );
  let previous = initial;
  for (const change of changes) {
    lines.push(
      ...component(change.offset > previous ? "DAYLIGHT" : "STANDARD", change.date, previous, change.offset),
    );
    previous = change.offset;
  }
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}
