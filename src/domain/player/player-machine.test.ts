import { describe, expect, it } from "vitest";
import {
  createPlayer,
  isTimerRunning,
  type PlayerAction,
  type PlayerState,
  playerProgress,
  playerReducer,
  remainingMs,
} from "./player-machine";

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);

const squats = { name: "Squats", sets: 2, reps: "10", notes: "" };
const plank = { name: "Plank", sets: 2, reps: "30 sec", notes: "" };

describe("createPlayer", () => {
  it("starts on the first set of the first exercise with the default rest", () => {
    const state = createPlayer([squats, plank]);
    expect(state).toMatchObject({
      phase: "work",
      exerciseIndex: 0,
      setIndex: 0,
      restSeconds: 60,
      timer: null,
    });
    expect(playerProgress(state)).toEqual({ done: 0, total: 4 });
  });

  it("prepares a paused countdown for a timed exercise", () => {
    const state = createPlayer([plank]);
    expect(state.timer).toEqual({ totalMs: 30_000, remainingMs: 30_000, endsAt: null });
    expect(isTimerRunning(state)).toBe(false);
  });

  it.each([
    [undefined, 60],
    [0, 0],
    [45.4, 45],
    [-10, 0],
    [100_000, 600],
  ])("rest option %s → %d s", (restSeconds, expected) => {
    expect(createPlayer([squats], { restSeconds }).restSeconds).toBe(expected);
  });

  it("is finished at once without exercises, and reads bad set counts as one", () => {
    expect(createPlayer([]).phase).toBe("finished");
    expect(createPlayer([{ ...squats, sets: 0 }]).exercises[0]!.sets).toBe(1);
  });
});

describe("counted sets and rests", () => {
  it("logs a set, rests, and moves to the next set when the rest runs out", () => {
    let state = run(createPlayer([squats, plank]), { type: "complete-set", now: 0, reps: 8, weight: 40 });
    expect(state.log[0]).toEqual([{ reps: 8, seconds: null, weight: 40, doneAt: 0 }]);
    expect(state).toMatchObject({ phase: "rest", exerciseIndex: 0, setIndex: 1 });
    expect(remainingMs(state, 10_000)).toBe(50_000);

    state = run(state, { type: "tick", now: 59_999 });
    expect(state.phase).toBe("rest");
    state = run(state, { type: "tick", now: 60_000 });
    expect(state).toMatchObject({ phase: "work", exerciseIndex: 0, setIndex: 1, timer: null });
    expect(state.cue?.kind).toBe("end");
  });

  it.each([
    {
      name: "no reps typed",
      reps: undefined,
      weight: undefined,
      logged: { reps: 10, seconds: null, weight: null },
    },
    {
      name: "zero reps and a negative weight",
      reps: 0,
      weight: -3,
      logged: { reps: 10, seconds: null, weight: null },
    },
    {
      name: "fractional reps and weight",
      reps: 7.6,
      weight: 22.5,
      logged: { reps: 8, seconds: null, weight: 22.5 },
    },
    {
      name: "not a number",
      reps: Number.NaN,
      weight: Number.NaN,
      logged: { reps: 10, seconds: null, weight: null },
    },
  ])("logs the prescription's count for $name", ({ reps, weight, logged }) => {
    const state = run(createPlayer([squats]), { type: "complete-set", now: 0, reps, weight });
    expect(state.log[0]).toEqual([{ ...logged, doneAt: 0 }]);
  });

  it("logs no count for a prescription that is not one", () => {
    const state = run(createPlayer([{ ...squats, reps: "AMRAP" }]), { type: "complete-set", now: 0 });
    expect(state.log[0]).toEqual([{ reps: null, seconds: null, weight: null, doneAt: 0 }]);
  });

  it("skips a rest on request", () => {
    const state = run(
      createPlayer([squats]),
      { type: "complete-set", now: 0 },
      { type: "skip-rest", now: 5 },
    );
    expect(state).toMatchObject({ phase: "work", setIndex: 1 });
  });

  it("goes straight to the next set when rest is 0", () => {
    const state = run(createPlayer([squats], { restSeconds: 0 }), { type: "complete-set", now: 0 });
    expect(state).toMatchObject({ phase: "work", setIndex: 1, timer: null });
  });

  it("applies a changed rest to the next rest", () => {
    const state = run(
      createPlayer([squats]),
      { type: "set-rest", seconds: 15 },
      { type: "complete-set", now: 1_000 },
    );
    expect(state.timer).toEqual({ totalMs: 15_000, remainingMs: 15_000, endsAt: 16_000 });
  });

  it("finishes after the last set without a rest", () => {
    const state = run(createPlayer([{ ...squats, sets: 1 }]), {
      type: "complete-set",
      now: 0,
      reps: 12,
      weight: null,
    });
    expect(state.phase).toBe("finished");
    expect(playerProgress(state)).toEqual({ done: 1, total: 1 });
  });

  it("ignores completing a set during a rest", () => {
    const resting = run(createPlayer([squats]), { type: "complete-set", now: 0 });
    expect(run(resting, { type: "complete-set", now: 1 })).toBe(resting);
  });
});

describe("timed sets", () => {
  it("counts down only once started, pauses and resumes", () => {
    let state = createPlayer([plank]);
    state = run(state, { type: "tick", now: 10_000 });
    expect(remainingMs(state, 10_000)).toBe(30_000);

    state = run(state, { type: "start-timer", now: 10_000 }, { type: "tick", now: 20_000 });
    expect(remainingMs(state, 20_000)).toBe(20_000);
    state = run(state, { type: "pause-timer", now: 20_000 });
    expect(isTimerRunning(state)).toBe(false);
    expect(remainingMs(state, 99_000)).toBe(20_000);

    state = run(state, { type: "start-timer", now: 100_000 });
    expect(remainingMs(state, 110_000)).toBe(10_000);
  });

  it("logs the set as prescribed when the countdown ends, then rests", () => {
    const state = run(createPlayer([plank]), { type: "start-timer", now: 0 }, { type: "tick", now: 30_000 });
    // Done when the countdown ended (ADR 0098), whenever the tick saw it.
    expect(state.log[0]).toEqual([{ reps: null, seconds: 30, weight: null, doneAt: 30_000 }]);
    expect(state).toMatchObject({ phase: "rest", setIndex: 1 });
    expect(state.cue?.kind).toBe("end");
  });

  it("cues each of the last three seconds once, even with irregular ticks", () => {
    let state = run(createPlayer([plank]), { type: "start-timer", now: 0 });
    const cues: string[] = [];
    for (const now of [1_000, 26_500, 27_000, 27_200, 28_100, 29_000, 29_900]) {
      const before = state.cue?.id;
      state = run(state, { type: "tick", now });
      if (state.cue && state.cue.id !== before) cues.push(`${now}:${state.cue.kind}`);
    }
    expect(cues).toEqual(["27000:count", "28100:count", "29000:count"]);
  });

  it("a timed set can also be marked done early", () => {
    const state = run(
      createPlayer([plank]),
      { type: "start-timer", now: 0 },
      { type: "complete-set", now: 12_000 },
    );
    expect(state.log[0]).toEqual([{ reps: null, seconds: 12, weight: null, doneAt: 12_000 }]);
    expect(state.phase).toBe("rest");
  });

  it("a timed set marked done without starting the countdown logs the prescribed time", () => {
    const state = run(createPlayer([plank]), { type: "complete-set", now: 5 });
    expect(state.log[0]).toEqual([{ reps: null, seconds: 30, weight: null, doneAt: 5 }]);
  });

  it("a rest before a timed exercise leads to its paused countdown", () => {
    const state = run(
      createPlayer([{ ...squats, sets: 1 }, plank]),
      { type: "complete-set", now: 0 },
      { type: "tick", now: 60_000 },
    );
    expect(state).toMatchObject({ phase: "work", exerciseIndex: 1, setIndex: 0 });
    expect(state.timer).toEqual({ totalMs: 30_000, remainingMs: 30_000, endsAt: null });
  });
});

describe("skipping and finishing early", () => {
  it("skips to the next exercise without logging the rest of the sets", () => {
    const state = run(createPlayer([squats, plank]), { type: "skip-exercise", now: 0 });
    expect(state).toMatchObject({ phase: "work", exerciseIndex: 1, setIndex: 0 });
    expect(state.log).toEqual([[], []]);
  });

  it("skipping the last exercise finishes", () => {
    expect(run(createPlayer([squats]), { type: "skip-exercise", now: 0 }).phase).toBe("finished");
  });

  it("finish keeps what was logged", () => {
    const state = run(createPlayer([squats]), { type: "complete-set", now: 0, reps: 9 }, { type: "finish" });
    expect(state.phase).toBe("finished");
    expect(state.timer).toBeNull();
    expect(state.log[0]).toEqual([{ reps: 9, seconds: null, weight: null, doneAt: 0 }]);
  });

  it("a finished player ignores ticks and timer actions", () => {
    const done = run(createPlayer([squats]), { type: "finish" });
    expect(
      run(done, { type: "tick", now: 1 }, { type: "start-timer", now: 1 }, { type: "skip-exercise", now: 1 }),
    ).toBe(done);
  });
});

describe("one-sided sets (ADR 0057)", () => {
  const splitSquat = { name: "Bulgarian Split Squat", sets: 3, reps: "10", notes: "" };

  it("logs each side and counts the set as the lower of the two", () => {
    const state = run(
      createPlayer([splitSquat], { restSeconds: 0 }),
      { type: "complete-set", now: 0, sides: { left: 10, right: 8 }, weight: 12 },
      { type: "complete-set", now: 60_000, sides: { left: null, right: 9 } },
      { type: "complete-set", now: 120_000, sides: { left: null, right: null } },
    );
    expect(state.log[0]).toEqual([
      { reps: 8, seconds: null, weight: 12, left: 10, right: 8, doneAt: 0 },
      // One side alone is the set's reps.
      { reps: 9, seconds: null, weight: null, left: null, right: 9, doneAt: 60_000 },
      // Neither side typed: the prescription, and no sides.
      { reps: 10, seconds: null, weight: null, doneAt: 120_000 },
    ]);
  });

  it("ignores sides on a timed set", () => {
    const state = run(createPlayer([{ ...plank, sets: 1 }]), {
      type: "complete-set",
      now: 0,
      sides: { left: 5, right: 5 },
    });
    expect(state.log[0]).toEqual([{ reps: null, seconds: 30, weight: null, doneAt: 0 }]);
  });
});

describe("replacing an exercise (a swap, ADR 0085)", () => {
  const lunges = { name: "Lunges", sets: 3, reps: "12", notes: "" };

  it("puts the new exercise in a place not started yet, with its own timer when it is timed", () => {
    const state = createPlayer([squats, lunges]);
    const timed = run(state, { type: "replace-exercise", index: 0, exercise: plank });
    expect(timed.exercises[0]).toMatchObject({ name: "Plank", sets: 2, timedSeconds: 30 });
    expect(timed.timer?.totalMs).toBe(30_000);
    const later = run(state, { type: "replace-exercise", index: 1, exercise: squats });
    expect(later.exercises.map((e) => e.name)).toEqual(["Squats", "Squats"]);
    expect(later.timer).toBeNull();
  });

  it("leaves a place alone once a set of it is logged, or when it is past", () => {
    const started = run(createPlayer([squats, lunges]), { type: "complete-set", now: 0, reps: 10 });
    expect(run(started, { type: "replace-exercise", index: 0, exercise: plank })).toBe(started);
    expect(run(started, { type: "replace-exercise", index: 5, exercise: plank })).toBe(started);
    expect(run(started, { type: "replace-exercise", index: 1, exercise: plank }).exercises[1]!.name).toBe(
      "Plank",
    );
  });
});
