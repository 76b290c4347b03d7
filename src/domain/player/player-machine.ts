import { parseRepCount, parseTimedReps } from "./timed-reps";

// The workout player's state as a pure reducer: set by set through the exercises, a countdown for timed exercises
// (started by the user), a rest timer between sets (started at once), and a log of what was actually done. Time
// comes in with each action (`now`, in ms), so tests drive it with plain numbers and the component with Date.now().
// Consecutive exercises that share a `group` are a superset or circuit (ADR 0072): the player alternates them
// (A1, B1, rest, A2, B2, rest...) with one rest after each round. Every timer is a deadline (`endsAt`), never a
// counter, so time goes on while the screen is locked or the app is in the background.

export const DEFAULT_REST_SECONDS = 60;
export const MAX_REST_SECONDS = 600;
/**
 * The longest stretch between two steps of a workout (its start, each set logged, its end) that counts in full
 * towards its duration: longer than the longest rest (10 min) plus a long set, so a real set always counts; a longer
 * gap means the player was put away (closed, the phone locked), and counts only this much (ADR 0057).
 */
export const MAX_ACTIVE_GAP_MS = 15 * 60_000;

export interface PlayerExercise {
  name: string;
  sets: number;
  reps: string;
  notes?: string;
  /** Exercises next to each other with the same group are done in rounds, one rest after each round. */
  group?: string;
  /** This exercise's own rest (rest-defaults.ts), used while the rest is automatic. */
  restSeconds?: number;
}

export interface LoggedSet {
  /** Repetitions done; null for a timed set or when the prescription is not a count. */
  reps: number | null;
  /** Seconds worked, for a timed set. */
  seconds: number | null;
  /** In the user's display unit (kg or lbs); null when no weight was used. */
  weight: number | null;
  /** A one-sided exercise's reps per side, when logged so (ADR 0057); `reps` is then the lower of the two. */
  left?: number | null;
  right?: number | null;
  /** Metres, for a distance exercise (a run, a row; ADR 0087); `seconds` is then its time. */
  distance?: number | null;
  /** Effort as logged (ADR 0086): RPE 6-10 in halves, or reps in reserve 0-5. */
  rpe?: number | null;
  rir?: number | null;
  /** Absent: a work set. */
  type?: SetType;
  /** The set's own note. */
  note?: string;
  /** When it was marked done (ms, the device's clock): the gaps between sets are the person's pace (ADR 0098). */
  doneAt?: number;
}

/** What a set was (ADR 0087); warm-ups never count toward progression or records. */
export const SET_TYPES = ["warmup", "work", "drop", "failure"] as const;
export type SetType = (typeof SET_TYPES)[number];
/** RPE as the player offers it: 6 to 10 in halves (ADR 0086). */
export const RPE_CHOICES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const;
/** Reps in reserve as the player offers them: 0 to 5 (ADR 0086). */
export const RIR_CHOICES = [0, 1, 2, 3, 4, 5] as const;
export const SET_NOTE_MAX = 200;

/** Effort, type and note of one set, as the player sends them with "Done". */
export interface SetDetails {
  rpe?: number | null;
  rir?: number | null;
  type?: SetType;
  note?: string;
}

export interface Timer {
  totalMs: number;
  /** Remaining time while paused; while running it is `endsAt - now`. */
  remainingMs: number;
  /** Set while running. */
  endsAt: number | null;
}

export type PlayerPhase = "work" | "rest" | "finished";

export interface PlayerState {
  exercises: (PlayerExercise & { timedSeconds: number | null })[];
  /** The set being done (work) or coming next (rest). */
  exerciseIndex: number;
  setIndex: number;
  phase: PlayerPhase;
  /** Work timer of a timed exercise, or the rest timer; null for a counted set. */
  timer: Timer | null;
  /** The rest the user chose for every set; while `autoRest` is on, only for exercises without their own. */
  restSeconds: number;
  /** Each exercise rests its own time (longer after heavy compound sets), the user's choice otherwise. */
  autoRest: boolean;
  /** Sets done, per exercise. */
  log: LoggedSet[][];
  /** A sound to play: a new id each time (the last seconds of a countdown, and its end). */
  cue: { id: number; kind: "count" | "end" } | null;
  /** The workout's own time (ADR 0057): when it began and how much of it counts as active. */
  clock: WorkoutClock;
}

/** Milliseconds since the epoch; `activeMs` sums the gaps between steps up to `lastAt`, each capped. */
export interface WorkoutClock {
  startedAt: number;
  /** The last step: the start, or the last set logged or skipped. */
  lastAt: number;
  activeMs: number;
  /** When the last set was done or the workout was ended; null while it goes on. */
  finishedAt: number | null;
}

export type PlayerAction =
  | { type: "start-timer"; now: number }
  | { type: "pause-timer"; now: number }
  | { type: "tick"; now: number }
  | {
      type: "complete-set";
      now: number;
      reps?: number | null;
      weight?: number | null;
      /** Reps per side, for a one-sided exercise. */
      sides?: { left: number | null; right: number | null };
      /** A distance exercise's distance in metres and its time in seconds, typed by the user (ADR 0087). */
      distance?: { metres: number | null; seconds: number | null };
      details?: SetDetails;
    }
  | { type: "skip-rest"; now: number }
  | { type: "skip-exercise"; now: number }
  /** A number: every rest lasts that long; "auto": each exercise's own rest. */
  | { type: "set-rest"; seconds: number | "auto" }
  /** Each exercise's own rest, known once the catalogue has loaded (undefined: the user's rest). */
  | { type: "own-rests"; seconds: readonly (number | undefined)[] }
  /** Lengthens (or, negative, shortens) the rest that is running; a rest shortened to nothing ends. */
  | { type: "adjust-rest"; seconds: number; now: number }
  /**
   * Another exercise in this one's place (a swap, ADR 0085): only one not started yet (no set logged, not behind the
   * current one); it keeps the place's superset group.
   */
  | { type: "replace-exercise"; index: number; exercise: PlayerExercise }
  | { type: "finish"; now?: number };

function clampRest(seconds: number): number {
  if (!Number.isFinite(seconds)) return DEFAULT_REST_SECONDS;
  return Math.min(MAX_REST_SECONDS, Math.max(0, Math.round(seconds)));
}

function setsOf(exercise: PlayerExercise): number {
  return Math.max(1, Math.floor(exercise.sets) || 1);
}

function workTimer(state: PlayerState, exerciseIndex: number): Timer | null {
  const seconds = state.exercises[exerciseIndex]?.timedSeconds ?? null;
  return seconds === null ? null : { totalMs: seconds * 1000, remainingMs: seconds * 1000, endsAt: null };
}

export function createPlayer(
  exercises: readonly PlayerExercise[],
  options: { restSeconds?: number; autoRest?: boolean; now?: number } = {},
): PlayerState {
  const now = options.now ?? 0;
  const list = exercises.map((exercise) => ({
    ...exercise,
    sets: setsOf(exercise),
    timedSeconds: parseTimedReps(exercise.reps),
  }));
  const state: PlayerState = {
    exercises: list,
    exerciseIndex: 0,
    setIndex: 0,
    phase: list.length === 0 ? "finished" : "work",
    timer: null,
    restSeconds: clampRest(options.restSeconds ?? DEFAULT_REST_SECONDS),
    autoRest: options.autoRest ?? false,
    log: list.map(() => []),
    cue: null,
    clock: { startedAt: now, lastAt: now, activeMs: 0, finishedAt: list.length === 0 ? now : null },
  };
  return { ...state, timer: list.length === 0 ? null : workTimer(state, 0) };
}

/** Milliseconds left on the current timer at `now` (0 without one). */
export function remainingMs(state: PlayerState, now: number): number {
  const timer = state.timer;
  if (!timer) return 0;
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

export function isTimerRunning(state: PlayerState): boolean {
  return state.timer?.endsAt != null;
}

/** Sets done out of all sets, for the progress bar. */
export function playerProgress(state: PlayerState): { done: number; total: number } {
  const total = state.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);
  const done = state.log.reduce((sum, sets) => sum + sets.length, 0);
  return { done: Math.min(done, total), total };
}

/** The clock moved on to a new step at `now`: the gap since the last one counts, up to MAX_ACTIVE_GAP_MS. */
function stepClock(clock: WorkoutClock, now: number): WorkoutClock {
  if (clock.finishedAt !== null) return clock;
  const gap = Math.min(MAX_ACTIVE_GAP_MS, Math.max(0, now - clock.lastAt));
  return { ...clock, lastAt: Math.max(clock.lastAt, now), activeMs: clock.activeMs + gap };
}

function finishClock(clock: WorkoutClock, now: number): WorkoutClock {
  if (clock.finishedAt !== null) return clock;
  const stepped = stepClock(clock, now);
  return { ...stepped, finishedAt: stepped.lastAt };
}

/** The workout's active time at `now`, for the elapsed-time display: what counted so far plus the running gap. */
export function activeMs(state: PlayerState, now: number): number {
  const { clock } = state;
  if (clock.finishedAt !== null) return clock.activeMs;
  return clock.activeMs + Math.min(MAX_ACTIVE_GAP_MS, Math.max(0, now - clock.lastAt));
}

/** The duration a finished workout stores: its active time in whole minutes (rounded), at least 1. */
export function activeMinutes(state: PlayerState, now: number): number {
  return Math.max(1, Math.round(activeMs(state, now) / 60_000));
}

function nextCue(state: PlayerState, kind: "count" | "end"): PlayerState["cue"] {
  return { id: (state.cue?.id ?? 0) + 1, kind };
}

interface Position {
  exerciseIndex: number;
  setIndex: number;
}

/** The first and last index of the group the exercise belongs to (itself alone when it has none). */
export function groupRange(
  state: Pick<PlayerState, "exercises">,
  index: number,
): { start: number; end: number } {
  const group = state.exercises[index]?.group;
  let start = index;
  let end = index;
  if (group === undefined) return { start, end };
  while (start > 0 && state.exercises[start - 1]!.group === group) start -= 1;
  while (end + 1 < state.exercises.length && state.exercises[end + 1]!.group === group) end += 1;
  return { start, end };
}

/**
 * "B1": the exercise's place in its superset (A, B, C... in the group's order) and the round; null outside a group
 * of two or more. Each member keeps its own kind of set: a timed hold has its own countdown when its turn comes.
 */
export function supersetLabel(
  state: Pick<PlayerState, "exercises">,
  index: number,
  round: number,
): string | null {
  const { start, end } = groupRange(state, index);
  if (start === end) return null;
  return `${String.fromCharCode(65 + index - start)}${round + 1}`;
}

/**
 * The position after the current set, and whether a rest comes first; null when it was the last set. In a group the
 * next exercise of the same round comes at once; after the round's last one, a rest and the next round.
 */
function following(state: PlayerState): { position: Position; rest: boolean } | null {
  const { exerciseIndex: index, setIndex: round } = state;
  const { start, end } = groupRange(state, index);
  for (let next = index + 1; next <= end; next++) {
    if (state.exercises[next]!.sets > round)
      return { position: { exerciseIndex: next, setIndex: round }, rest: false };
  }
  for (let next = start; next <= end; next++) {
    if (state.exercises[next]!.sets > round + 1)
      return { position: { exerciseIndex: next, setIndex: round + 1 }, rest: true };
  }
  if (end + 1 < state.exercises.length)
    return { position: { exerciseIndex: end + 1, setIndex: 0 }, rest: true };
  return null;
}

/** The rest after a set of this exercise (a round of its group): the longest own rest of the group while automatic. */
function restAfter(state: PlayerState, index: number): number {
  if (!state.autoRest) return state.restSeconds;
  const { start, end } = groupRange(state, index);
  let longest = 0;
  for (let i = start; i <= end; i++) {
    longest = Math.max(longest, clampRest(state.exercises[i]!.restSeconds ?? state.restSeconds));
  }
  return longest;
}

function startWork(state: PlayerState, position: { exerciseIndex: number; setIndex: number }): PlayerState {
  return { ...state, ...position, phase: "work", timer: workTimer(state, position.exerciseIndex) };
}

/** Moves on after the set of exercise `from`: through a rest (when one is due and configured), or finishes. */
function moveOn(
  state: PlayerState,
  next: { position: Position; rest: boolean } | null,
  now: number,
  from: number,
): PlayerState {
  if (next === null)
    return { ...state, phase: "finished", timer: null, clock: finishClock(state.clock, now) };
  const { position } = next;
  const seconds = next.rest ? restAfter(state, from) : 0;
  if (seconds === 0) return startWork(state, position);
  const totalMs = seconds * 1000;
  return {
    ...state,
    ...position,
    phase: "rest",
    timer: { totalMs, remainingMs: totalMs, endsAt: now + totalMs },
  };
}

function logSet(state: PlayerState, set: LoggedSet, now: number): PlayerState {
  const done = { ...set, doneAt: now };
  const log = state.log.map((sets, index) => (index === state.exerciseIndex ? [...sets, done] : sets));
  return { ...state, log, clock: stepClock(state.clock, now) };
}

function positive(value: number | null | undefined, whole: boolean): number | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return whole ? Math.round(value) : value;
}

function wholeCount(value: number | null): number | null {
  return value == null || !Number.isFinite(value) || value < 0 ? null : Math.round(value);
}

/**
 * A one-sided set's reps (ADR 0057): each side as typed, and the set's reps the lower of the two (what both sides
 * managed, as progression reads it); one side alone counts as the set's reps; neither gives null (the prescription).
 */
function sideReps(sides: { left: number | null; right: number | null }) {
  const left = wholeCount(sides.left);
  const right = wholeCount(sides.right);
  if (left === null && right === null) return null;
  return { left, right, reps: left === null ? right : right === null ? left : Math.min(left, right) };
}

/** The details that say something (ADR 0086, 0087): effort on the player's scales, a type other than work, a note. */
function cleanDetails(details: SetDetails | undefined): Partial<LoggedSet> {
  if (!details) return {};
  const out: Partial<LoggedSet> = {};
  const rpe = details.rpe;
  if (rpe != null && (RPE_CHOICES as readonly number[]).includes(rpe)) out.rpe = rpe;
  else if (details.rir != null && (RIR_CHOICES as readonly number[]).includes(details.rir))
    out.rir = details.rir;
  if (details.type && details.type !== "work" && SET_TYPES.includes(details.type)) out.type = details.type;
  const note = details.note?.trim().slice(0, SET_NOTE_MAX);
  if (note) out.note = note;
  return out;
}

/** Seconds worked on a timed set marked done by hand: the time run so far, or all of it if never started. */
function timedSecondsDone(state: PlayerState, now: number): number | null {
  const exercise = state.exercises[state.exerciseIndex]!;
  const timer = state.timer;
  if (exercise.timedSeconds === null || !timer) return null;
  const left = remainingMs(state, now);
  if (left === timer.totalMs) return exercise.timedSeconds;
  return Math.round((timer.totalMs - left) / 1000);
}

function tick(state: PlayerState, now: number): PlayerState {
  const timer = state.timer;
  if (!timer || timer.endsAt === null || state.phase === "finished") return state;
  const left = Math.max(0, timer.endsAt - now);
  if (left > 0) {
    const shownBefore = Math.ceil(timer.remainingMs / 1000);
    const shownNow = Math.ceil(left / 1000);
    const updated = { ...state, timer: { ...timer, remainingMs: left } };
    return shownNow < shownBefore && shownNow <= 3 ? { ...updated, cue: nextCue(state, "count") } : updated;
  }
  const cue = nextCue(state, "end");
  if (state.phase === "rest") {
    return { ...startWork(state, { exerciseIndex: state.exerciseIndex, setIndex: state.setIndex }), cue };
  }
  // A timed set ran out: it counts as done as prescribed.
  const exercise = state.exercises[state.exerciseIndex]!;
  // The set ended when its countdown did, whenever the tick saw it.
  const logged = logSet(state, { reps: null, seconds: exercise.timedSeconds, weight: null }, timer.endsAt);
  return { ...moveOn(logged, following(logged), timer.endsAt, state.exerciseIndex), cue };
}

function replaceExercise(state: PlayerState, index: number, exercise: PlayerExercise): PlayerState {
  const old = state.exercises[index];
  if (
    !old ||
    index < state.exerciseIndex ||
    (state.log[index]?.length ?? 0) > 0 ||
    state.phase === "finished"
  )
    return state;
  const { group: _group, restSeconds: _rest, ...fields } = exercise;
  const next = {
    ...fields,
    ...(old.group === undefined ? {} : { group: old.group }),
    sets: setsOf(exercise),
    timedSeconds: parseTimedReps(exercise.reps),
  };
  const replaced = { ...state, exercises: state.exercises.map((item, at) => (at === index ? next : item)) };
  const current = index === state.exerciseIndex && state.phase === "work";
  return current ? { ...replaced, timer: workTimer(replaced, index) } : replaced;
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case "replace-exercise":
      return replaceExercise(state, action.index, action.exercise);
    case "tick":
      return tick(state, action.now);
    case "start-timer": {
      const timer = state.timer;
      if (!timer || timer.endsAt !== null || state.phase === "finished") return state;
      return { ...state, timer: { ...timer, endsAt: action.now + timer.remainingMs } };
    }
    case "pause-timer": {
      const timer = state.timer;
      if (!timer || timer.endsAt === null) return state;
      return {
        ...state,
        timer: { ...timer, remainingMs: Math.max(0, timer.endsAt - action.now), endsAt: null },
      };
    }
    case "complete-set": {
      if (state.phase !== "work") return state;
      const exercise = state.exercises[state.exerciseIndex]!;
      const counted = exercise.timedSeconds === null;
      const sides = counted && action.sides ? sideReps(action.sides) : null;
      const details = cleanDetails(action.details);
      const ground = action.distance;
      const set: LoggedSet = ground
        ? {
            // A run, a row, a ride: its distance and time as typed, no reps (ADR 0087).
            reps: null,
            seconds: positive(ground.seconds, true),
            weight: null,
            distance: positive(ground.metres, false),
          }
        : {
            reps: counted
              ? (sides?.reps ?? positive(action.reps, true) ?? parseRepCount(exercise.reps))
              : null,
            seconds: timedSecondsDone(state, action.now),
            weight: positive(action.weight, false),
            ...(sides ? { left: sides.left, right: sides.right } : {}),
          };
      const logged = logSet(state, { ...set, ...details }, action.now);
      return moveOn(logged, following(logged), action.now, state.exerciseIndex);
    }
    case "skip-rest":
      if (state.phase !== "rest") return state;
      return startWork(state, { exerciseIndex: state.exerciseIndex, setIndex: state.setIndex });
    case "skip-exercise": {
      // In a group, the whole superset is skipped: its rounds make no sense with a part missing.
      if (state.phase === "finished") return state;
      const next = groupRange(state, state.exerciseIndex).end + 1;
      const clock = stepClock(state.clock, action.now);
      if (next >= state.exercises.length)
        return { ...state, phase: "finished", timer: null, clock: finishClock(clock, action.now) };
      return startWork({ ...state, clock }, { exerciseIndex: next, setIndex: 0 });
    }
    case "set-rest":
      if (action.seconds === "auto") return { ...state, autoRest: true };
      return { ...state, restSeconds: clampRest(action.seconds), autoRest: false };
    case "own-rests": {
      const exercises = state.exercises.map((exercise, index) => {
        const seconds = action.seconds[index];
        if (seconds === undefined || !Number.isFinite(seconds)) return exercise;
        return { ...exercise, restSeconds: clampRest(seconds) };
      });
      return { ...state, exercises };
    }
    case "adjust-rest": {
      const timer = state.timer;
      if (state.phase !== "rest" || !timer || !Number.isFinite(action.seconds)) return state;
      const left = remainingMs(state, action.now) + Math.round(action.seconds) * 1000;
      const capped = Math.min(MAX_REST_SECONDS * 1000, left);
      if (capped <= 0)
        return startWork(state, { exerciseIndex: state.exerciseIndex, setIndex: state.setIndex });
      return {
        ...state,
        timer: {
          totalMs: Math.max(timer.totalMs, capped),
          remainingMs: capped,
          endsAt: timer.endsAt === null ? null : action.now + capped,
        },
      };
    }
    case "finish":
      // Without a time (an older caller), the workout ends at its last step.
      return {
        ...state,
        phase: "finished",
        timer: null,
        clock: finishClock(state.clock, action.now ?? state.clock.lastAt),
      };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function isTime(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function isNullableNumber(value: unknown): boolean {
  return value === null || (typeof value === "number" && Number.isFinite(value));
}

function isLoggedSet(value: unknown): boolean {
  return (
    isObject(value) &&
    isNullableNumber(value.reps) &&
    isNullableNumber(value.seconds) &&
    isNullableNumber(value.weight) &&
    (value.left === undefined || isNullableNumber(value.left)) &&
    (value.right === undefined || isNullableNumber(value.right)) &&
    (value.distance === undefined || isNullableNumber(value.distance)) &&
    (value.rpe === undefined || isNullableNumber(value.rpe)) &&
    (value.rir === undefined || isNullableNumber(value.rir)) &&
    (value.type === undefined || (SET_TYPES as readonly unknown[]).includes(value.type)) &&
    (value.note === undefined || typeof value.note === "string") &&
    (value.doneAt === undefined || isTime(value.doneAt))
  );
}

function isTimer(value: unknown): value is Timer | null {
  if (value === null) return true;
  return (
    isObject(value) &&
    isTime(value.totalMs) &&
    isTime(value.remainingMs) &&
    (value.endsAt === null || isTime(value.endsAt))
  );
}

function isClock(value: unknown): value is WorkoutClock {
  return (
    isObject(value) &&
    isTime(value.startedAt) &&
    isTime(value.lastAt) &&
    isTime(value.activeMs) &&
    (value.finishedAt === null || isTime(value.finishedAt))
  );
}

/**
 * A workout in progress as it was kept (ADR 0057), ready to go on at `now`; null when what was kept is not a player
 * state this version can run (another version's shape, a damaged store). It resumes where it was: the same exercise,
 * set and log; a rest keeps running on the wall clock (the tick ends it if it is over); a running countdown of a
 * timed set is paused at what is left, so a set is never logged as done while the app was closed.
 */
export function restorePlayer(saved: unknown, now: number): PlayerState | null {
  if (!isObject(saved)) return null;
  const { exercises, log, exerciseIndex, setIndex, phase, timer, restSeconds, clock } = saved;
  if (!Array.isArray(exercises) || exercises.length === 0 || !Array.isArray(log)) return null;
  if (log.length !== exercises.length) return null;
  const validExercises = exercises.every(
    (exercise) =>
      isObject(exercise) &&
      typeof exercise.name === "string" &&
      typeof exercise.reps === "string" &&
      (exercise.group === undefined || typeof exercise.group === "string") &&
      (exercise.restSeconds === undefined || isCount(exercise.restSeconds)) &&
      isCount(exercise.sets) &&
      exercise.sets >= 1 &&
      (exercise.timedSeconds === null || isCount(exercise.timedSeconds)),
  );
  if (!validExercises) return null;
  if (!log.every((sets) => Array.isArray(sets) && sets.every(isLoggedSet))) return null;
  if (!isCount(exerciseIndex) || exerciseIndex >= exercises.length || !isCount(setIndex)) return null;
  if (phase !== "work" && phase !== "rest" && phase !== "finished") return null;
  if (!isTimer(timer) || !isCount(restSeconds) || !isClock(clock)) return null;
  if (saved.autoRest !== undefined && typeof saved.autoRest !== "boolean") return null;
  const state = saved as unknown as PlayerState;
  if (setIndex >= state.exercises[exerciseIndex]!.sets) return null;
  const pausedTimer =
    phase === "work" && timer?.endsAt != null
      ? { ...timer, remainingMs: Math.max(0, timer.endsAt - now), endsAt: null }
      : timer;
  return {
    ...state,
    timer: pausedTimer,
    restSeconds: clampRest(restSeconds),
    // Kept before automatic rests existed: the user's one rest, as it was.
    autoRest: state.autoRest ?? false,
    cue: state.cue ?? null,
  };
}
