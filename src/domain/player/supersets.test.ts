import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createPlayer,
  groupRange,
  type PlayerAction,
  type PlayerExercise,
  type PlayerState,
  playerReducer,
  remainingMs,
  restorePlayer,
  supersetLabel,
} from "./player-machine";

// ADR 0072: supersets and circuits, each exercise's own rest, and a rest that can be changed while it runs.

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);
const done = (now: number): PlayerAction => ({ type: "complete-set", now, reps: 8, weight: null });

const bench = { name: "Bench", sets: 3, reps: "8", group: "A", restSeconds: 120 };
const row = { name: "Row", sets: 3, reps: "10", group: "A", restSeconds: 90 };
const curl = { name: "Curl", sets: 2, reps: "12", restSeconds: 90 };

/** Every set done in turn (rests skipped): the exercise of each set, and whether a rest came before the next one. */
function walk(state: PlayerState): Array<{ exercise: number; round: number; restAfter: boolean }> {
  const steps: Array<{ exercise: number; round: number; restAfter: boolean }> = [];
  let current = state;
  let now = 0;
  while (current.phase !== "finished" && steps.length < 500) {
    const at = { exercise: current.exerciseIndex, round: current.setIndex };
    now += 1000;
    current = run(current, done(now));
    steps.push({ ...at, restAfter: current.phase === "rest" });
    if (current.phase === "rest") current = run(current, { type: "skip-rest", now });
  }
  return steps;
}

describe("supersets", () => {
  it("alternates the group's exercises (A1, B1, rest, A2, B2...) with one rest after each round", () => {
    const steps = walk(createPlayer([bench, row, curl], { restSeconds: 60 }));
    expect(steps.map((s) => `${s.exercise}:${s.round}${s.restAfter ? " rest" : ""}`)).toEqual([
      "0:0",
      "1:0 rest",
      "0:1",
      "1:1 rest",
      "0:2",
      "1:2 rest",
      "2:0 rest",
      "2:1",
    ]);
  });

  it("rests the group's longest own rest while automatic, the user's rest otherwise", () => {
    const auto = run(createPlayer([bench, row], { restSeconds: 30, autoRest: true }), done(0), done(1000));
    expect(auto.phase).toBe("rest");
    expect(remainingMs(auto, 1000)).toBe(120_000);
    const fixed = run(createPlayer([bench, row], { restSeconds: 30 }), done(0), done(1000));
    expect(remainingMs(fixed, 1000)).toBe(30_000);
    const switched = run(fixed, { type: "skip-rest", now: 1000 }, { type: "set-rest", seconds: "auto" });
    expect(run(switched, done(2000), done(3000)).timer?.totalMs).toBe(120_000);
  });

  it("takes each exercise's own rest once the catalogue has it", () => {
    const plain = createPlayer([{ name: "Squat", sets: 2, reps: "5" }], { autoRest: true, restSeconds: 45 });
    expect(run(plain, done(0)).timer?.totalMs).toBe(45_000);
    const known = run(plain, { type: "own-rests", seconds: [180] }, done(0));
    expect(known.timer?.totalMs).toBe(180_000);
  });

  it("does every set exactly once and finishes, whatever the groups and set counts (property)", () => {
    const exercise = fc.record({
      name: fc.constantFrom("A", "B", "C"),
      sets: fc.integer({ min: 1, max: 5 }),
      reps: fc.constantFrom("8", "10", "30 seconds"),
      group: fc.option(fc.constantFrom("x", "y"), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(exercise, { minLength: 1, maxLength: 7 }), (list) => {
        const exercises: PlayerExercise[] = list.map(({ group, ...rest }) =>
          group ? { ...rest, group } : rest,
        );
        const state = createPlayer(exercises, { restSeconds: 45 });
        const steps = walk(state);
        const counts = exercises.map((_, index) => steps.filter((s) => s.exercise === index).length);
        expect(counts).toEqual(state.exercises.map((e) => e.sets));
        // Rounds of one exercise come in order, and a rest follows only the last exercise of a round.
        for (const [index] of exercises.entries()) {
          const rounds = steps.filter((s) => s.exercise === index).map((s) => s.round);
          expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
        }
        steps.forEach((step, i) => {
          const next = steps[i + 1];
          if (!step.restAfter || next === undefined) return;
          const { start, end } = groupRange(state, step.exercise);
          const sameRoundLeft = state.exercises
            .slice(step.exercise + 1, end + 1)
            .some((e) => e.sets > step.round);
          expect(sameRoundLeft).toBe(false);
          expect(next.exercise < start || next.exercise > step.exercise || next.round > step.round).toBe(
            true,
          );
        });
      }),
    );
  });

  it("skips the whole group with Skip", () => {
    const state = run(createPlayer([bench, row, curl]), { type: "skip-exercise", now: 0 });
    expect(state).toMatchObject({ exerciseIndex: 2, setIndex: 0, phase: "work" });
  });
});

describe("a rest changed while it runs", () => {
  it("adds and takes away time from a running rest, and ends it when nothing is left", () => {
    const resting = run(createPlayer([curl], { restSeconds: 60 }), done(0));
    const longer = run(resting, { type: "adjust-rest", seconds: 15, now: 10_000 });
    expect(remainingMs(longer, 10_000)).toBe(65_000);
    const shorter = run(longer, { type: "adjust-rest", seconds: -15, now: 20_000 });
    expect(remainingMs(shorter, 20_000)).toBe(40_000);
    expect(run(shorter, { type: "adjust-rest", seconds: -60, now: 20_000 })).toMatchObject({
      phase: "work",
      setIndex: 1,
    });
  });

  it("keeps time from the deadline across a long background gap: the next tick ends the rest", () => {
    const resting = run(createPlayer([curl], { restSeconds: 60 }), done(0));
    expect(run(resting, { type: "tick", now: 5 * 60_000 })).toMatchObject({ phase: "work", setIndex: 1 });
  });

  it("restores a kept superset with its groups and automatic rest, and an older kept state without them", () => {
    const state = run(createPlayer([bench, row], { autoRest: true }), done(0));
    const kept = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    expect(restorePlayer(kept, 1000)).toMatchObject({ exerciseIndex: 1, autoRest: true });
    const { autoRest: _, ...older } = kept;
    expect(restorePlayer(older, 1000)?.autoRest).toBe(false);
    expect(restorePlayer({ ...kept, autoRest: "yes" }, 1000)).toBeNull();
  });
});

describe("a timed hold in a superset (issue 33 §3)", () => {
  const plank = { name: "Plank", sets: 2, reps: "45 s", group: "A" };
  const rowFirst = { name: "Row", sets: 2, reps: "10", group: "A" };

  it("gets its own countdown when its turn comes: A1 row, B1 plank 45 s, one rest after the pair", () => {
    const start = createPlayer([rowFirst, plank, curl], { restSeconds: 60, now: 0 });
    expect(start.timer).toBeNull();
    expect(supersetLabel(start, 0, 0)).toBe("A1");
    const b1 = run(start, done(1000));
    // Straight to the plank, no rest between: its own 45 s countdown, waiting for Start.
    expect(b1).toMatchObject({ phase: "work", exerciseIndex: 1, setIndex: 0 });
    expect(supersetLabel(b1, 1, 0)).toBe("B1");
    expect(b1.timer).toEqual({ totalMs: 45_000, remainingMs: 45_000, endsAt: null });
    const holding = run(b1, { type: "start-timer", now: 2000 });
    // A deadline, not a counter: no tick for 30 s (screen locked), the time left is read from the clock.
    expect(remainingMs(holding, 32_000)).toBe(15_000);
    // Its time up, the hold counts as done as prescribed and the round's one rest starts from when it ended.
    const rested = run(holding, { type: "tick", now: 50_000 });
    expect(rested.log[1]).toEqual([{ reps: null, seconds: 45, weight: null, doneAt: 47_000 }]);
    expect(rested).toMatchObject({ phase: "rest", exerciseIndex: 0, setIndex: 1 });
    expect(rested.timer?.endsAt).toBe(47_000 + 60_000);
    // A2 after the rest, then B2 with a fresh countdown.
    const b2 = run(rested, { type: "skip-rest", now: 51_000 }, done(52_000));
    expect(b2).toMatchObject({ phase: "work", exerciseIndex: 1, setIndex: 1 });
    expect(supersetLabel(b2, 1, 1)).toBe("B2");
    expect(b2.timer).toEqual({ totalMs: 45_000, remainingMs: 45_000, endsAt: null });
    // Outside a group there is no label.
    expect(supersetLabel(b2, 2, 0)).toBeNull();
  });
});
