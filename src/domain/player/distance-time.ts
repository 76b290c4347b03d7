// A distance set's numbers as the player reads and shows them (ADR 0087): the distance in the user's unit
// (kilometres or miles) and the time as mm:ss (or h:mm:ss); stored in metres and seconds.

export const METRES_PER_KM = 1000;
export const METRES_PER_MILE = 1609.344;
/** The contract's bounds: 1000 km, 24 hours. */
const MAX_METRES = 1_000_000;
const MAX_SECONDS = 86_400;

export type DistanceUnit = "km" | "mi";

/** "5", "5.2" or "5,2" in km or miles → metres (to the metre); null when empty, not a number or out of bounds. */
export function metresFrom(text: string, unit: DistanceUnit): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const metres = Math.round(Number(trimmed) * (unit === "km" ? METRES_PER_KM : METRES_PER_MILE));
  return metres > 0 && metres <= MAX_METRES ? metres : null;
}

/** Metres in the user's unit, to two decimals ("5", "3.11"). */
export function distanceIn(metres: number, unit: DistanceUnit): number {
  return Math.round((metres / (unit === "km" ? METRES_PER_KM : METRES_PER_MILE)) * 100) / 100;
}

/** "25:00", "1:05:30" or whole minutes "25" → seconds; null when not a time or over 24 hours. */
export function secondsFromClock(text: string): number | null {
  const trimmed = text.trim();
  let seconds: number;
  if (/^\d+$/.test(trimmed)) seconds = Number(trimmed) * 60;
  else {
    const match = /^(?:(\d+):)?(\d{1,3}):(\d{2})$/.exec(trimmed);
    if (!match) return null;
    const [, hours, minutes, secs] = match;
    if (Number(secs) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return null;
    seconds = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs);
  }
  return seconds > 0 && seconds <= MAX_SECONDS ? seconds : null;
}

/** Seconds as "25:00", or "1:05:30" from an hour up. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}
