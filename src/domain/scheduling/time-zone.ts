import { LruMap } from "../lru-map";

// One spelling per time zone. Intl accepts zone names in any letter case ("europe/BERLIN"), and every spelling it
// accepts would otherwise become its own key in the caches below it (our formatters, @date-fns/tz's offset formats),
// each holding ICU data: 10,000 spellings of one zone cost ~600 MB. Settings store, and the import uses, the spelling
// Intl resolves to, so the set of keys is the runtime's zone list.

/** Longest zone name we look at; the longest IANA name is 32 characters. */
const MAX_ZONE_LENGTH = 64;
/**
 * Answers by lower-cased name. Every spelling of a zone shares one entry, so valid names fill at most a few hundred;
 * the bound is for names that are not zones.
 */
const resolved = new LruMap<string, string | null>(1_024);

function resolve(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The runtime's own spelling of an IANA zone name given in any letter case, or null when it is not a zone. */
export function canonicalTimeZone(value: string): string | null {
  const name = value.trim();
  if (name === "" || name.length > MAX_ZONE_LENGTH) return null;
  const key = name.toLowerCase();
  const known = resolved.get(key);
  if (known !== undefined) return known;
  const answer = resolve(key);
  resolved.set(key, answer);
  return answer;
}
