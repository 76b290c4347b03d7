// Reading an exercise's "reps" text for the workout player: timed prescriptions ("30 sec", "45s", "1 min",
// "1:30", "30 segundos") get a countdown; counts ("10", "8-12") pre-fill the logged reps. Distances ("400 m",
// "1 km") and anything else are neither: the user just marks the set done.

const UNIT_SECONDS: Record<string, number> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  seg: 1,
  segs: 1,
  segundo: 1,
  segundos: 1,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  minuto: 60,
  minutos: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  hora: 3600,
  horas: 3600,
};

/** A countdown longer than this is surely a misreading (or a run the user times themselves). */
export const MAX_TIMED_SECONDS = 3 * 3600;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const AMOUNT = new RegExp(String.raw`${NUMBER}(?:\s*(?:-|–|to|a)\s*${NUMBER})?\s*([a-záéíóú]+)\b`, "i");
const CLOCK = /(?:^|\s)(\d{1,2}):([0-5]\d)(?:\s|$)/;

function toNumber(text: string): number {
  return Number(text.replace(",", "."));
}

/**
 * Seconds of a timed prescription, or null when the text is not a time. A range ("30-45 seconds") takes its upper
 * end; "1:30" is minutes and seconds.
 */
export function parseTimedReps(reps: string): number | null {
  const text = reps.trim().toLowerCase();
  if (text === "") return null;
  const clock = CLOCK.exec(text);
  if (clock) {
    const seconds = Number(clock[1]) * 60 + Number(clock[2]);
    return seconds > 0 && seconds <= MAX_TIMED_SECONDS ? seconds : null;
  }
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const unit = UNIT_SECONDS[match[3]!];
  if (unit === undefined) return null;
  const amount = Math.max(toNumber(match[1]!), match[2] ? toNumber(match[2]) : 0);
  const seconds = Math.round(amount * unit);
  return seconds > 0 && seconds <= MAX_TIMED_SECONDS ? seconds : null;
}

/** The count to pre-fill for a set: "10" → 10, "8-12" → 12, "12 per side" → 12; null for times and free text. */
export function parseRepCount(reps: string): number | null {
  if (parseTimedReps(reps) !== null) return null;
  const match = /^\s*(\d+)(?:\s*[-–]\s*(\d+))?(?:\s|$)/.exec(reps);
  if (!match) return null;
  const count = Number(match[2] ?? match[1]);
  return count > 0 ? count : null;
}

/** "0:45", "1:30", "12:05": a countdown as the player shows it (whole seconds, rounded up). */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
