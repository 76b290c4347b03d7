// Which part of an RRULE value cannot be read (RFC 5545 §3.3.10), checked before node-ical sees the rule. A misspelt
// part (`UNTL=20250101`) or value (`FREQ=WEEKLYY`) would otherwise make the rule library throw for the whole file, or
// quietly drop the part: a rule whose UNTIL was dropped repeats forever. Such an entry is read once, at its start.

const WEEKDAY = "(?:MO|TU|WE|TH|FR|SA|SU)";
const DATE_OR_TIME = /^\d{8}(?:T\d{6}Z?)?$/;

/** Integers in [min, max], optionally signed, not zero unless min allows it. */
function integers(value: string, min: number, max: number, signed: boolean): boolean {
  return value.split(",").every((item) => {
    if (!/^[+-]?\d{1,3}$/.test(item) || (!signed && /^[+-]/.test(item))) return false;
    const n = Math.abs(Number(item));
    return n >= min && n <= max;
  });
}

const PARTS: Record<string, (value: string) => boolean> = {
  FREQ: (v) => /^(SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(v),
  UNTIL: (v) => DATE_OR_TIME.test(v),
  COUNT: (v) => /^\d{1,9}$/.test(v) && Number(v) > 0,
  INTERVAL: (v) => /^\d{1,9}$/.test(v) && Number(v) > 0,
  BYSECOND: (v) => integers(v, 0, 60, false),
  BYMINUTE: (v) => integers(v, 0, 59, false),
  BYHOUR: (v) => integers(v, 0, 23, false),
  BYDAY: (v) =>
    v.split(",").every((day) => new RegExp(`^(?:[+-]?(?:[1-9]|[1-4]\\d|5[0-3]))?${WEEKDAY}$`).test(day)),
  BYMONTHDAY: (v) => integers(v, 1, 31, true),
  BYYEARDAY: (v) => integers(v, 1, 366, true),
  BYWEEKNO: (v) => integers(v, 1, 53, true),
  BYMONTH: (v) => integers(v, 1, 12, false),
  BYSETPOS: (v) => integers(v, 1, 366, true),
  WKST: (v) => new RegExp(`^${WEEKDAY}$`).test(v),
};

/** The first part of `rule` that cannot be read, as written (`UNTL=20250101`), or null when every part is readable. */
export function unreadableRulePart(rule: string): string | null {
  const parts = rule
    .trim()
    .split(";")
    .filter((part) => part !== "");
  const seen = new Set<string>();
  for (const part of parts) {
    const [rawName = "", value = ""] = part.split("=", 2);
    const name = rawName.trim().toUpperCase();
    const check = PARTS[name];
    if (!check || seen.has(name) || !part.includes("=") || !check(value.trim().toUpperCase())) {
      return part.slice(0, 40);
    }
    seen.add(name);
  }
  if (!seen.has("FREQ")) return "FREQ (missing)";
  if (seen.has("UNTIL") && seen.has("COUNT")) return "UNTIL with COUNT";
  return null;
}
