import { describe, expect, it } from "vitest";
import {
  activeMinutes,
  activeMs,
  createPlayer,
  MAX_ACTIVE_GAP_MS,
  type PlayerAction,
  type PlayerState,
  playerProgress,
  playerReducer,
  remainingMs,
  restorePlayer,
} from "./player-machine";

// The workout's own clock (real duration, ADR 0057) and resuming a kept workout.

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);
const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 28, 7, 0);

const squats = { name: "Squats", sets: 2, reps: "10", notes: "" };
const plank = { name: "Plank", sets: 2, reps: "30 sec", notes: "" };

describe("the workout's duration", () => {
  it("is the time from the start to the end, in minutes", () => {
    const state = run(
      createPlayer([squats], { now: T0, restSeconds: 0 }),
      { type: "complete-set", now: T0 + 2 * MIN },
      { type: "complete-set", now: T0 + 5 * MIN },
    );
    expect(state.phase).toBe("finished");
    expect(state.clock).toMatchObject({ startedAt: T0, finishedAt: T0 + 5 * MIN, activeMs: 5 * MIN });
    // The finish screen left open does not add to it.
    expect(activeMinutes(state, T0 + 60 * MIN)).toBe(5);
  });

  it("counts a workout done in seconds as one minute, not as the planned length", () => {
    const state = run(
      createPlayer([squats], { now: T0, restSeconds: 0 }),
      { type: "complete-set", now: T0 + 5_000 },
      { type: "finish", now: T0 + 10_000 },
    );
    expect(activeMinutes(state, T0 + 10_000)).toBe(1);
  });

  it("counts a long gap between two sets (the app put away) as at most MAX_ACTIVE_GAP_MS", () => {
    const state = run(
      createPlayer([squats], { now: T0, restSeconds: 0 }),
      { type: "complete-set", now: T0 + 3 * MIN },
      // Closed for two hours, then the last set.
      { type: "complete-set", now: T0 + 123 * MIN },
    );
    expect(state.clock.activeMs).toBe(3 * MIN + MAX_ACTIVE_GAP_MS);
    expect(activeMinutes(state, T0 + 200 * MIN)).toBe(18);
  });

  it("shows the elapsed time growing while the workout goes on, and stopping when it ends", () => {
    const started = createPlayer([squats], { now: T0 });
    expect(activeMs(started, T0 + 90_000)).toBe(90_000);
    const ended = run(started, { type: "finish", now: T0 + 4 * MIN });
    expect(activeMs(ended, T0 + 30 * MIN)).toBe(4 * MIN);
  });

  it("ends a timed set at its countdown's end, however late the tick sees it", () => {
    const state = run(
      createPlayer([{ ...plank, sets: 1 }], { now: T0 }),
      { type: "start-timer", now: T0 + MIN },
      { type: "tick", now: T0 + MIN + 30_000 + 5 * MIN },
    );
    expect(state.phase).toBe("finished");
    expect(state.clock.activeMs).toBe(MIN + 30_000);
  });

  it("counts a skipped exercise's time as a step too", () => {
    const state = run(
      createPlayer([squats, plank], { now: T0 }),
      { type: "skip-exercise", now: T0 + 2 * MIN },
      { type: "skip-exercise", now: T0 + 3 * MIN },
    );
    expect(state.clock).toMatchObject({ activeMs: 3 * MIN, finishedAt: T0 + 3 * MIN });
  });
});

describe("restorePlayer", () => {
  const kept = (state: PlayerState): unknown => JSON.parse(JSON.stringify(state));

  it("resumes at the same exercise and set with the sets logged", () => {
    const state = run(
      createPlayer([squats, plank], { now: T0, restSeconds: 90 }),
      { type: "complete-set", now: T0 + MIN, reps: 10, weight: 60 },
      { type: "skip-rest", now: T0 + MIN + 1 },
      { type: "complete-set", now: T0 + 3 * MIN, reps: 8, weight: 60 },
      { type: "skip-rest", now: T0 + 3 * MIN + 1 },
    );
    const restored = restorePlayer(kept(state), T0 + 10 * MIN);
    expect(restored).toMatchObject({ exerciseIndex: 1, setIndex: 0, phase: "work", restSeconds: 90 });
    expect(restored?.log[0]).toEqual([
      // Each set keeps when it was done (ADR 0098) through a reload.
      { reps: 10, seconds: null, weight: 60, doneAt: T0 + MIN },
      { reps: 8, seconds: null, weight: 60, doneAt: T0 + 3 * MIN },
    ]);
    expect(playerProgress(restored!)).toEqual({ done: 2, total: 4 });
    expect(restored?.clock).toEqual(state.clock);
  });

  it("keeps a rest running on the wall clock: over by now, the next set is up", () => {
    const resting = run(createPlayer([squats], { now: T0, restSeconds: 60 }), {
      type: "complete-set",
      now: T0 + MIN,
    });
    const early = restorePlayer(kept(resting), T0 + MIN + 20_000)!;
    expect(early.phase).toBe("rest");
    expect(remainingMs(early, T0 + MIN + 20_000)).toBe(40_000);
    const late = playerReducer(restorePlayer(kept(resting), T0 + 5 * MIN)!, {
      type: "tick",
      now: T0 + 5 * MIN,
    });
    expect(late).toMatchObject({ phase: "work", setIndex: 1 });
  });

  it("pauses a running countdown at what was left, so no timed set is logged while the app was closed", () => {
    const planking = run(createPlayer([plank], { now: T0 }), { type: "start-timer", now: T0 });
    const restored = restorePlayer(kept(planking), T0 + 10_000)!;
    expect(restored.timer).toEqual({ totalMs: 30_000, remainingMs: 20_000, endsAt: null });
    expect(playerProgress(restored).done).toBe(0);
  });

  it.each([
    ["nothing", undefined],
    ["not an object", "state"],
    ["no exercises", { ...createPlayer([squats]), exercises: [] }],
    ["a log that does not match", { ...createPlayer([squats]), log: [] }],
    ["a position past the end", { ...createPlayer([squats]), exerciseIndex: 3 }],
    ["a set past the exercise's sets", { ...createPlayer([squats]), setIndex: 2 }],
    ["an unknown phase", { ...createPlayer([squats]), phase: "paused" }],
    ["no clock (an older version's state)", { ...createPlayer([squats]), clock: undefined }],
    ["a damaged set", { ...createPlayer([squats]), log: [[{ reps: "ten" }]] }],
  ])("refuses %s", (_, saved) => {
    expect(restorePlayer(saved, T0)).toBeNull();
  });
});
