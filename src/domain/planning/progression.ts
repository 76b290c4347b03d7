import { loadableAtOrAbove, nearestLoadable, type PlateKit } from "../player/plate-calculator";

// Double progression (ADR 0051): the next target of one exercise from its last sessions. Worked in the user's unit
// (kilograms or pounds) so increments and plates are round numbers there; the caller converts to and from the
// stored pounds. Rules:
// - all work sets at the top of the rep range → the weight goes up by one increment (2.5 kg / 5 lb upper body, 5 kg /
//   10 lb lower body; a barbell's next weight is the lightest the plates can load at or above that), reps back to
//   the bottom of the range;
// - reps missed (a set below its target) in the last two sessions at the same weight → about 10 % lighter (the
//   nearest weight the plates allow), reps back to the bottom; missed once → the same weight and target again;
// - otherwise the same weight, one rep more than the weakest set (within the range);
// - bodyweight exercises progress by reps and timed ones by seconds, in the same way; never done → no target;
// - a bodyweight exercise whose every work set reached HARDER_VARIANT_REPS (and 5 over the planned range's top)
//   makes way for its harder variant, when the catalogue has one (planning/harder-variant.ts);
// - effort (ADR 0086): a work set at the bottom of the range logged at RPE 9.5 or more, or 0 reps in reserve, was a
//   grind, not a success: it counts as a missed set (same weight again; twice in a row → the deload);
// - warm-up sets never count (ADR 0087).

export type Unit = "metric" | "imperial";

/** How an exercise is loaded (catalogue/loading.ts works it out from the catalogue). */
export interface LoadProfile {
  /** Takes an external load: targets are weights. */
  loaded: boolean;
  /** Loaded with a bar and plates: weights round to what the plates allow. */
  barbell: boolean;
  lowerBody: boolean;
  /** Counted in seconds rather than reps. */
  timed: boolean;
}

/** One logged set in the user's unit; missing values are null. */
export interface PerformedSet {
  reps: number | null;
  weight: number | null;
  seconds: number | null;
  /** Effort as logged (ADR 0086): RPE 6-10 or reps in reserve 0-5; absent when not logged. */
  rpe?: number | null;
  rir?: number | null;
  /** Absent: a work set. Warm-ups never count (ADR 0087). */
  type?: "warmup" | "work" | "drop" | "failure";
}

/**
 * RPE 9.5 means no further rep was possible (maybe a little more load), RPE 10 and 0 reps in reserve a set taken to
 * the limit (Zourdos et al. 2016; Helms et al. 2016, ADR 0086).
 */
export const AT_LIMIT_RPE = 9.5;

/** Logged at (or next to) the limit: RPE ≥ 9.5 or 0 reps in reserve. */
export function atLimit(set: Pick<PerformedSet, "rpe" | "rir">): boolean {
  return (set.rpe != null && set.rpe >= AT_LIMIT_RPE) || set.rir === 0;
}

/** One past session of the exercise: its sets and what it aimed for. */
export interface PerformedSession {
  date: string;
  /** The exercise's name as written that time (for prompts and messages). */
  name?: string;
  sets: readonly PerformedSet[];
  /** The target reps (seconds when timed) the session was planned with, when it had one. */
  targetReps: number | null;
}

/** `capped`: held under the place's heaviest load (load-caps.ts, ADR 0097). */
export type TargetReason =
  | "first-time"
  | "increase"
  | "repeat"
  | "missed"
  | "deload"
  | "more-reps"
  | "capped";

export interface ProgressionTarget {
  /** Work weight in the user's unit; null for bodyweight and timed exercises, and the first time. */
  weight: number | null;
  /** Reps per work set (seconds when timed); null the first time. */
  targetReps: number | null;
  reason: TargetReason;
}

export interface RepRange {
  low: number;
  high: number;
}

export const INCREMENTS: Record<Unit, { upper: number; lower: number }> = {
  metric: { upper: 2.5, lower: 5 },
  imperial: { upper: 5, lower: 10 },
};

/** Seconds added to a timed exercise whose every set reached its target. */
export const SECONDS_STEP = 5;
/** The deload after two missed sessions: 10 % off. */
export const DELOAD = 0.9;

const COUNT = /^(\d+)(?:\s*-\s*(\d+))?$/;
const TIME = /^(\d+)\s*(s|sec|secs|seconds?|segundos?|min|mins|minutes?|minutos?)$/i;

/** "8-12" → 8..12, "10" → 10..10; null when the text is not a count. */
export function repRangeOf(reps: string): RepRange | null {
  const match = COUNT.exec(reps.trim());
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2] ?? match[1]);
  return low >= 1 && high >= low ? { low, high } : null;
}

/** "30 seconds" → 30, "2 minutes" → 120 (English or Spanish); null otherwise. */
export function secondsOf(reps: string): number | null {
  const match = TIME.exec(reps.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return /^m/i.test(match[2] ?? "") ? value * 60 : value;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function incrementFor(profile: LoadProfile, unit: Unit): number {
  return profile.lowerBody ? INCREMENTS[unit].lower : INCREMENTS[unit].upper;
}

/** Without plates (dumbbells, machines) a deload rounds to half a kilogram or a whole pound. */
const DELOAD_GRID: Record<Unit, number> = { metric: 0.5, imperial: 1 };

function nextHeavier(weight: number, profile: LoadProfile, unit: Unit, kit: PlateKit | null): number {
  const raw = round2(weight + incrementFor(profile, unit));
  return profile.barbell && kit ? loadableAtOrAbove(raw, kit) : raw;
}

/** About 10 % lighter: the nearest weight the plates (or the grid) allow, and always lighter than before. */
function deloaded(weight: number, profile: LoadProfile, unit: Unit, kit: PlateKit | null): number {
  const raw = weight * DELOAD;
  if (profile.barbell && kit) {
    const nearest = nearestLoadable(raw, kit);
    return nearest < weight ? nearest : raw < weight ? round2(raw) : weight;
  }
  const grid = DELOAD_GRID[unit];
  const rounded = round2(Math.round(raw / grid) * grid);
  return rounded < weight ? rounded : round2(raw);
}

/** The amount each set did: seconds when timed, else reps. */
function amount(set: PerformedSet, timed: boolean): number | null {
  return timed ? set.seconds : set.reps;
}

/** The sets progression reads: all but warm-ups. */
function countedSets(session: PerformedSession): PerformedSet[] {
  return session.sets.filter((set) => set.type !== "warmup");
}

/** The heaviest weight of the session's sets that had an amount; null when none carried a weight. */
export function workWeightOf(session: PerformedSession, timed = false): number | null {
  let heaviest: number | null = null;
  for (const set of countedSets(session)) {
    if (amount(set, timed) === null || set.weight === null || set.weight <= 0) continue;
    if (heaviest === null || set.weight > heaviest) heaviest = set.weight;
  }
  return heaviest;
}

/** The work sets that count: no warm-ups, at the work weight (when weighted) and with an amount. */
function workSetsOf(session: PerformedSession, profile: LoadProfile): PerformedSet[] {
  const weight = profile.loaded ? workWeightOf(session, profile.timed) : null;
  return countedSets(session).filter((set) => {
    if (amount(set, profile.timed) === null) return false;
    return weight === null || (set.weight !== null && Math.abs(set.weight - weight) <= 0.01);
  });
}

/** The amounts (reps, or seconds when timed) of the work sets. */
function workSets(session: PerformedSession, profile: LoadProfile): number[] {
  return workSetsOf(session, profile).map((set) => amount(set, profile.timed) ?? 0);
}

/** A counted set at the bottom of the range (or below) logged at the limit: a grind, not a success (ADR 0086). */
function groundOut(set: PerformedSet, profile: LoadProfile, range: RepRange | null): boolean {
  if (profile.timed || range === null || set.reps === null) return false;
  return set.reps <= range.low && atLimit(set);
}

/**
 * A session missed when a work set fell short of its target (the session's own, else the range's bottom), or was
 * done at the bottom of the range at RPE ≥ 9.5 / 0 reps in reserve (ADR 0086).
 */
export function missed(session: PerformedSession, profile: LoadProfile, range: RepRange | null): boolean {
  const sets = workSetsOf(session, profile);
  if (sets.some((set) => groundOut(set, profile, range))) return true;
  const target = session.targetReps ?? range?.low ?? null;
  if (target === null) return false;
  return sets.some((set) => (amount(set, profile.timed) ?? 0) < target);
}

/** Every work set at the top of the range (or at the session's target when there is no range), none ground out. */
function reachedTop(session: PerformedSession, profile: LoadProfile, range: RepRange | null): boolean {
  const top = range?.high ?? session.targetReps;
  if (top === null || top === undefined) return false;
  const sets = workSetsOf(session, profile);
  return (
    sets.length > 0 &&
    sets.every((set) => (amount(set, profile.timed) ?? 0) >= top && !groundOut(set, profile, range))
  );
}

function sameWeight(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && Math.abs(a - b) <= Math.max(0.01, a * 0.01);
}

export interface ProgressionInput {
  profile: LoadProfile;
  /** The planned rep range (the exercise's reps text); null for timed exercises or free text. */
  range: RepRange | null;
  /** Past sessions of this exercise, oldest first; only the last two are read. */
  sessions: readonly PerformedSession[];
  unit: Unit;
  /** The user's bar and plates in `unit`, for barbell lifts; null rounds on the increment's grid instead. */
  kit: PlateKit | null;
}

/** Bodyweight and timed exercises: one more rep (or SECONDS_STEP more seconds) after every set reached its target. */
function countTarget(input: ProgressionInput, last: PerformedSession): ProgressionTarget {
  const { profile, range } = input;
  const sets = workSets(last, profile);
  if (sets.length === 0) return { weight: null, targetReps: null, reason: "first-time" };
  const target = last.targetReps ?? (profile.timed ? Math.min(...sets) : (range?.low ?? Math.min(...sets)));
  const ground = workSetsOf(last, profile).some((set) => groundOut(set, profile, range));
  if (ground || sets.some((done) => done < target))
    return { weight: null, targetReps: target, reason: "missed" };
  const step = profile.timed ? SECONDS_STEP : 1;
  return { weight: null, targetReps: Math.max(target, Math.min(...sets)) + step, reason: "more-reps" };
}

/** Reps every work set of a bodyweight exercise must reach before its harder variant takes over. */
export const HARDER_VARIANT_REPS = 20;

/**
 * Done for many reps last time: every work set reached HARDER_VARIANT_REPS and at least 5 over the top of the planned
 * range. Only counted bodyweight exercises qualify (loaded ones add weight, timed ones add seconds).
 */
export function harderVariantDue(input: Pick<ProgressionInput, "profile" | "range" | "sessions">): boolean {
  const { profile, range } = input;
  const last = input.sessions.at(-1);
  if (!last || profile.loaded || profile.timed) return false;
  const sets = workSets(last, profile);
  const needed = Math.max(HARDER_VARIANT_REPS, (range?.high ?? 0) + 5);
  return sets.length > 0 && sets.every((done) => done >= needed);
}

export function nextTarget(input: ProgressionInput): ProgressionTarget {
  const { profile, range, unit, kit } = input;
  const last = input.sessions.at(-1);
  if (!last) return { weight: null, targetReps: null, reason: "first-time" };
  const weight = profile.loaded ? workWeightOf(last, profile.timed) : null;
  if (weight === null) return countTarget(input, last);
  const low = range?.low ?? last.targetReps;
  if (reachedTop(last, profile, range)) {
    return { weight: nextHeavier(weight, profile, unit, kit), targetReps: low, reason: "increase" };
  }
  if (missed(last, profile, range)) {
    const before = input.sessions.at(-2);
    const twice =
      before !== undefined &&
      missed(before, profile, range) &&
      sameWeight(workWeightOf(before, profile.timed), weight);
    if (twice) return { weight: deloaded(weight, profile, unit, kit), targetReps: low, reason: "deload" };
    return { weight, targetReps: last.targetReps ?? low, reason: "missed" };
  }
  const sets = workSets(last, profile);
  const weakest = sets.length > 0 ? Math.min(...sets) : null;
  const high = range?.high ?? null;
  const more = weakest === null ? low : high === null ? weakest + 1 : Math.min(high, weakest + 1);
  return { weight, targetReps: more ?? null, reason: "repeat" };
}
