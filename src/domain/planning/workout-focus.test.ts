import { describe, expect, it } from "vitest";
import type { MuscleGroup } from "./catalogue/types";
import { mulberry32 } from "./prng";
import { chooseFocus, focusMuscles, inferFocus, SPLIT_FOCI, type WorkoutFocus } from "./workout-focus";

const none = new Map<WorkoutFocus, number>();

describe("split foci", () => {
  it("never share a muscle group", () => {
    for (const a of SPLIT_FOCI) {
      for (const b of SPLIT_FOCI) {
        if (a === b) continue;
        const shared = (focusMuscles(a) ?? []).filter((m) => (focusMuscles(b) ?? []).includes(m));
        expect(shared).toEqual([]);
      }
    }
  });

  it("gives non-strength types the general focus", () => {
    const random = mulberry32(1);
    for (const type of ["Cardio", "HIIT", "Yoga", "Sports"] as const) {
      expect(chooseFocus({ type, blocked: new Set(), usage: none, random })).toBe("general");
      expect(inferFocus(type, ["quads"])).toBe("general");
    }
  });

  it.each<[MuscleGroup[], WorkoutFocus[]]>([
    [
      ["chest", "back"],
      ["lower", "total"],
    ],
    [["quads"], ["upper", "total"]],
    [
      ["core", "full-body"],
      ["upper", "lower"],
    ],
    [["chest", "quads"], ["total"]],
  ])("avoids foci that clash with %o", (blocked, allowed) => {
    for (let seed = 0; seed < 30; seed++) {
      const focus = chooseFocus({
        type: "Weight Training",
        blocked: new Set(blocked),
        usage: none,
        random: mulberry32(seed),
      });
      expect(allowed).toContain(focus);
    }
  });

  it("balances the week, then moves away from the focus being replaced", () => {
    const usage = new Map<WorkoutFocus, number>([
      ["upper", 1],
      ["lower", 1],
    ]);
    expect(chooseFocus({ type: "Bodyweight", blocked: new Set(), usage, random: mulberry32(3) })).toBe(
      "total",
    );
    for (let seed = 0; seed < 20; seed++) {
      const focus = chooseFocus({
        type: "Bodyweight",
        blocked: new Set(),
        usage: none,
        avoid: "upper",
        random: mulberry32(seed),
      });
      expect(focus).not.toBe("upper");
    }
  });

  it.each<[MuscleGroup[], WorkoutFocus | undefined]>([
    [["chest", "chest", "back", "quads"], "upper"],
    [["quads", "glutes", "core"], "lower"],
    [["core", "full-body", "core"], "total"],
    [["cardio-system"], undefined],
  ])("reads %o as %s", (muscles, focus) => {
    expect(inferFocus("Weight Training", muscles)).toBe(focus);
  });
});
