import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createPlayer,
  type PlayerAction,
  playerReducer,
  RIR_CHOICES,
  RPE_CHOICES,
  restorePlayer,
  SET_TYPES,
} from "./player-machine";

// Effort, set types, notes and distance sets in the player (ADR 0086, ADR 0087).

const exercises = [
  { name: "Bench Press", sets: 2, reps: "8-12" },
  { name: "Easy Jog", sets: 1, reps: "20 minutes" },
];
const play = (...actions: PlayerAction[]) =>
  actions.reduce(playerReducer, createPlayer(exercises, { restSeconds: 0, now: 0 }));

describe("set details", () => {
  it("logs RPE, the set's type and note with the set; a work set carries no type", () => {
    const state = play(
      { type: "complete-set", now: 1, reps: 5, weight: 40, details: { type: "warmup", note: " easy " } },
      { type: "complete-set", now: 2, reps: 8, weight: 60, details: { rpe: 8, type: "work" } },
    );
    expect(state.log[0]).toEqual([
      { reps: 5, weight: 40, seconds: null, type: "warmup", note: "easy", doneAt: 1 },
      { reps: 8, weight: 60, seconds: null, rpe: 8, doneAt: 2 },
    ]);
  });

  it("logs a distance set's metres and time, and no reps or countdown", () => {
    const state = play(
      { type: "complete-set", now: 1, reps: 8 },
      { type: "complete-set", now: 2, reps: 8 },
      { type: "complete-set", now: 3, distance: { metres: 5000, seconds: 1500 } },
    );
    expect(state.log[1]).toEqual([{ reps: null, seconds: 1500, weight: null, distance: 5000, doneAt: 3 }]);
    expect(state.phase).toBe("finished");
  });

  it("keeps effort on the player's scales only, and one of RPE or RIR", () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -5, max: 15, noNaN: true }), { nil: undefined }),
        fc.option(fc.integer({ min: -3, max: 9 }), { nil: undefined }),
        fc.constantFrom(...SET_TYPES, undefined),
        fc.string({ maxLength: 300 }),
        (rpe, rir, type, note) => {
          const [set] = play({ type: "complete-set", now: 1, reps: 8, details: { rpe, rir, type, note } })
            .log[0]!;
          if (set!.rpe !== undefined) expect(RPE_CHOICES).toContain(set!.rpe);
          if (set!.rir !== undefined) expect(RIR_CHOICES).toContain(set!.rir);
          expect(set!.rpe !== undefined && set!.rir !== undefined).toBe(false);
          expect(set!.type).not.toBe("work");
          expect((set!.note ?? "").length).toBeLessThanOrEqual(200);
        },
      ),
    );
  });

  it("a kept workout with details resumes; a damaged detail is refused", () => {
    const state = play({ type: "complete-set", now: 1, reps: 8, details: { rir: 2, type: "failure" } });
    const kept = JSON.parse(JSON.stringify(state));
    expect(restorePlayer(kept, 2)?.log[0]).toEqual(state.log[0]);
    kept.log[0][0].type = "heavy";
    expect(restorePlayer(kept, 2)).toBeNull();
  });
});
