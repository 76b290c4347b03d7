import { parseRepCount, parseTimedReps } from "./timed-reps";

// The workout player's state as a pure reducer: set by set through the exercises, a countdown for timed exercises
// (started by the user), a rest timer between sets (started at once), and a log of what was actually done. Time
// comes in with each action (`now`, in ms), so tests drive it with plain numbers and the component with Date.now().

export const DEFAULT_REST_SECONDS = 60;
export const MAX_REST_SECONDS = 600;

export interface PlayerExercise {
  name: string;
  sets: number;
  reps: string;
  notes?: string;
}

export interface LoggedSet {
  /** Repetitions done; null for a timed set or when the prescription is not a count. */
  reps: number | null;
  /** Seconds worked, for a timed set. */
  seconds: number | null;
  /** In the user's display unit (kg or lbs); null when no weight was used. */
  weight: number | null;
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
  restSeconds: number;
  /** Sets done, per exercise. */
  log: LoggedSet[][];
  /** A sound to play: a new id each time (the last seconds of a countdown, and its end). */
  cue: { id: number; kind: "count" | "end" } | null;
}

export type PlayerAction =
  | { type: "start-timer"; now: number }
  | { type: "pause-timer"; now: number }
  | { type: "tick"; now: number }
  | { type: "complete-set"; now: number; reps?: number | null; weight?: number | null }
  | { type: "skip-rest"; now: number }
  | { type: "skip-exercise"; now: number }
  | { type: "set-rest"; seconds: number }
  | { type: "finish" };

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
  options: { restSeconds?: number } = {},
): PlayerState {
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
    log: list.map(() => []),
    cue: null,
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

function nextCue(state: PlayerState, kind: "count" | "end"): PlayerState["cue"] {
  return { id: (state.cue?.id ?? 0) + 1, kind };
}

/** The position after the current set, or null when it was the last one. */
function following(state: PlayerState): { exerciseIndex: number; setIndex: number } | null {
  const exercise = state.exercises[state.exerciseIndex]!;
  if (state.setIndex + 1 < exercise.sets)
    return { exerciseIndex: state.exerciseIndex, setIndex: state.setIndex + 1 };
  if (state.exerciseIndex + 1 < state.exercises.length)
    return { exerciseIndex: state.exerciseIndex + 1, setIndex: 0 };
  return null;
}

function startWork(state: PlayerState, position: { exerciseIndex: number; setIndex: number }): PlayerState {
  return { ...state, ...position, phase: "work", timer: workTimer(state, position.exerciseIndex) };
}

/** Moves on to `position` through a rest (when a rest is configured), or finishes. */
function moveOn(
  state: PlayerState,
  position: { exerciseIndex: number; setIndex: number } | null,
  now: number,
): PlayerState {
  if (position === null) return { ...state, phase: "finished", timer: null };
  if (state.restSeconds === 0) return startWork(state, position);
  const totalMs = state.restSeconds * 1000;
  return {
    ...state,
    ...position,
    phase: "rest",
    timer: { totalMs, remainingMs: totalMs, endsAt: now + totalMs },
  };
}

function logSet(state: PlayerState, set: LoggedSet): PlayerState {
  const log = state.log.map((sets, index) => (index === state.exerciseIndex ? [...sets, set] : sets));
  return { ...state, log };
}

function positive(value: number | null | undefined, whole: boolean): number | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return whole ? Math.round(value) : value;
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
  const logged = logSet(state, { reps: null, seconds: exercise.timedSeconds, weight: null });
  return { ...moveOn(logged, following(logged), now), cue };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
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
      const logged = logSet(state, {
        reps:
          exercise.timedSeconds === null
            ? (positive(action.reps, true) ?? parseRepCount(exercise.reps))
            : null,
        seconds: timedSecondsDone(state, action.now),
        weight: positive(action.weight, false),
      });
      return moveOn(logged, following(logged), action.now);
    }
    case "skip-rest":
      if (state.phase !== "rest") return state;
      return startWork(state, { exerciseIndex: state.exerciseIndex, setIndex: state.setIndex });
    case "skip-exercise": {
      if (state.phase === "finished") return state;
      const next = state.exerciseIndex + 1;
      if (next >= state.exercises.length) return { ...state, phase: "finished", timer: null };
      return startWork(state, { exerciseIndex: next, setIndex: 0 });
    }
    case "set-rest":
      return { ...state, restSeconds: clampRest(action.seconds) };
    case "finish":
      return { ...state, phase: "finished", timer: null };
  }
}
