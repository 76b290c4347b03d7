import { createRequire } from "node:module";
import { canonicalTimeZone } from "#domain/scheduling/zoned-time";

// TZID names → IANA zones, before node-ical reads them (ADR 0039). Outlook and Exchange write Windows zone names
// ("W. Europe Standard Time", "(UTC+01:00) Amsterdam, Berlin, …"); node-ical maps those itself, but a name it cannot
// map becomes the *server's* local time, which would move events by whatever zone the server runs in. So every TZID
// is resolved here: an IANA name, else a Windows name (node-ical's own table, so the two never disagree), else the
// standard-time offset of the file's VTIMEZONE for it, else UTC; the last two with a warning.

interface WindowsZone {
  iana?: string[];
}

// node-ical ships the Unicode CLDR table of Windows zone names and display labels; it has no `exports` map, so the
// JSON file is part of its public files.
const windowsZones = createRequire(import.meta.url)("node-ical/windowsZones.json") as Record<
  string,
  WindowsZone
>;

const normalise = (label: string) => label.replace(/\s+/g, " ").trim().toLowerCase();

let windowsIndex: Map<string, string> | null = null;

/** Normalised label, the label without its "(UTC+01:00) " prefix, and each city of it → IANA, first one wins. */
function windowsTable(): Map<string, string> {
  if (windowsIndex) return windowsIndex;
  const index = new Map<string, string>();
  const add = (label: string, zone: string) => {
    const key = normalise(label);
    if (key !== "" && !index.has(key)) index.set(key, zone);
  };
  for (const [label, data] of Object.entries(windowsZones)) {
    const zone = data.iana?.[0];
    if (!zone) continue;
    add(label, zone);
    const cities = label.replace(/^\((?:utc|gmt)[^)]*\)\s*/i, "");
    if (cities !== label) {
      add(cities, zone);
      for (const city of cities.split(",")) add(city, zone);
    }
  }
  windowsIndex = index;
  return index;
}

function windowsZone(name: string): string | null {
  const table = windowsTable();
  const zone = table.get(normalise(name)) ?? null;
  return zone ? canonicalTimeZone(zone) : null;
}

/** "+0100" / "-0530" → minutes east of UTC. */
function offsetMinutes(value: string): number | null {
  const match = /^([+-])(\d{2})(\d{2})(?:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** A fixed-offset IANA zone for whole hours (Etc/GMT-1 is UTC+01:00: the sign is reversed by POSIX convention). */
function fixedZone(minutes: number): string | null {
  if (minutes % 60 !== 0 || Math.abs(minutes) > 14 * 60) return null;
  const hours = minutes / 60;
  return hours === 0 ? "UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}

export interface ZoneResolver {
  /** The IANA zone for an IANA or Windows name, or null; never warns (for VTIMEZONE and X-WR-TIMEZONE names). */
  known(name: string): string | null;
  /** The IANA zone to use for a TZID as written; remembers a warning when it had to guess. */
  resolve(name: string): string;
  warnings(): string[];
}

/** `standardOffsets`: each VTIMEZONE's TZID → its STANDARD TZOFFSETTO as written ("+0100"). */
export function zoneResolver(standardOffsets: Map<string, string>): ZoneResolver {
  const resolved = new Map<string, string>();
  const warnings: string[] = [];
  const guess = (name: string): string => {
    const known = canonicalTimeZone(name) ?? windowsZone(name);
    if (known) return known;
    const offset = offsetMinutes(standardOffsets.get(name) ?? "");
    const fixed = offset === null ? null : fixedZone(offset);
    const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
    if (fixed) {
      warnings.push(
        `The time zone '${shown}' is unknown; its times were read at the fixed offset the file gives for it (${fixed}), without summer time.`,
      );
      return fixed;
    }
    warnings.push(`The time zone '${shown}' is unknown; its times were read as UTC.`);
    return "UTC";
  };
  return {
    known: (name) => canonicalTimeZone(name) ?? windowsZone(name),
    resolve(name) {
      const key = name.trim();
      let zone = resolved.get(key);
      if (zone === undefined) {
        zone = guess(key);
        resolved.set(key, zone);
      }
      return zone;
    },
    warnings: () => [...warnings],
  };
}
