/** A calendar file for the abuse tests: each entry's lines inside a VEVENT, `header` lines before them. */
export function calendar(entries: string[][], header: string[] = []): string {
  const body = entries.map((lines) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"]);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//abuse//EN",
    ...header,
    ...body.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export const ICS = { "content-type": "text/calendar" };
