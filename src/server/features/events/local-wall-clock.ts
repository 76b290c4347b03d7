import type { WallClock } from "#domain/scheduling/zoned-time";

// Kept out of src/domain: it reads the process's own zone (TZ), which is environment, not an argument.

/** The wall clock a Date shows in the process's own zone (how node-ical hands over all-day and floating values). */
export function localWallClock(value: Date): WallClock {
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    minutes: value.getHours() * 60 + value.getMinutes(),
  };
}
