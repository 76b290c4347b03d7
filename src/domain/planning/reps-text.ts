// Reading the reps a plan carries as text (a model writes "10 per side", "30-45 s", "8-12 slow", "AMRAP"; the
// normaliser keeps them, normalise-workout.ts) as the numbers the edit form shows, and writing them back (ADR 0097).
// Nothing is lost: a count or a time becomes numbers, "per side" a flag, other words after the numbers are given
// back as `extra` (the form puts them in the note), and text with no number at all is kept as written.

export type RepsReading =
  | { kind: "reps"; from: number; to: number | null; perSide: boolean; extra: string }
  | { kind: "seconds"; from: number; to: number | null; perSide: boolean; extra: string }
  | { kind: "text"; text: string };

/** "per side", "each leg", "/arm", "por lado", "cada pierna"... in English and Spanish. */
const SIDE =
  /\s*(?:,\s*)?(?:\b(?:per|each|a|an)\s+(?:side|leg|arm)|\/\s*(?:side|leg|arm|lado)|\b(?:por|cada)\s+(?:lado|pierna|brazo))\b/i;
const RANGE = String.raw`(\d+)(?:\s*(?:-|–|to|a)\s*(\d+))?`;
const TIME = new RegExp(
  String.raw`^${RANGE}\s*(s|secs?|seconds?|seg|segs?|segundos?|min|mins|minutes?|minutos?)\b\.?(.*)$`,
  "i",
);
const CLOCK = /^(\d{1,2}):([0-5]\d)\b(.*)$/;
const COUNT = new RegExp(
  String.raw`^${RANGE}\s*(?:x\s*)?(?:reps?|repetitions?|repeticiones|rep\.)?(?!\w)(.*)$`,
  "i",
);

/** What is left after the numbers, without joining punctuation ("+ dropset" → "dropset", ", slow" → "slow"). */
function leftover(text: string): string {
  return text.replace(/^[\s,;:+·.\-–()]+|[\s,;:+·\-–()]+$/g, "").trim();
}

/** A range's ends: the top only when above the bottom (15-15 is 15; 12-8 keeps 12 alone). */
function ends(from: string, to: string | undefined, scale = 1): { from: number; to: number | null } {
  const low = Number(from) * scale;
  const high = to === undefined ? null : Number(to) * scale;
  return { from: low, to: high !== null && high > low ? high : null };
}

/** The reps text as numbers where it has them; as written otherwise (and for an empty or zero prescription). */
export function readReps(written: string): RepsReading {
  const text = written.trim();
  const side = SIDE.exec(text);
  const perSide = side !== null;
  const rest = side ? `${text.slice(0, side.index)} ${text.slice(side.index + side[0].length)}`.trim() : text;
  const clock = CLOCK.exec(rest);
  if (clock) {
    const seconds = Number(clock[1]) * 60 + Number(clock[2]);
    if (seconds > 0)
      return { kind: "seconds", from: seconds, to: null, perSide, extra: leftover(clock[3] ?? "") };
  }
  const time = TIME.exec(rest);
  if (time) {
    const scale = /^m/i.test(time[3] ?? "") ? 60 : 1;
    const range = ends(time[1]!, time[2], scale);
    if (range.from > 0) return { kind: "seconds", ...range, perSide, extra: leftover(time[4] ?? "") };
  }
  const count = COUNT.exec(rest);
  if (count) {
    const range = ends(count[1]!, count[2]);
    if (range.from > 0) return { kind: "reps", ...range, perSide, extra: leftover(count[3] ?? "") };
  }
  return { kind: "text", text };
}

/** Numbers back as the reps text the API stores: "8-12", "10 per side", "30-45 seconds", "3 minutes". */
export function writeReps(
  reading:
    | { kind: "reps" | "seconds"; from: number; to: number | null; perSide: boolean }
    | { kind: "text"; text: string },
): string {
  if (reading.kind === "text") return reading.text.trim();
  const side = reading.perSide ? " per side" : "";
  const { from, to } = reading;
  if (reading.kind === "reps") return `${to === null ? from : `${from}-${to}`}${side}`;
  const minutes = from >= 120 && from % 60 === 0 && (to === null || (to % 60 === 0 && to >= 120));
  if (minutes) return `${to === null ? from / 60 : `${from / 60}-${to / 60}`} minutes${side}`;
  return `${to === null ? from : `${from}-${to}`} seconds${side}`;
}
