import { describe, expect, it } from "vitest";
import { areasTrained, exerciseLoad, recoveryLevel, recoveryMap } from "./recovery";
import { RECOVERY_GROUPS } from "./recovery-levels";

const NOW = new Date("2026-03-04T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const byGroup = (map: ReturnType<typeof recoveryMap>) => Object.fromEntries(map.map((g) => [g.group, g]));

describe("recovery map", () => {
  it("is all fresh with nothing completed, one entry per group in a fixed order", () => {
    const map = recoveryMap([], NOW);
    expect(map.map((g) => g.group)).toEqual([...RECOVERY_GROUPS]);
    expect(map.every((g) => g.level === "fresh" && g.load === 0 && g.lastTrainedAt === null)).toBe(true);
  });

  it("counts primary groups in full and secondary ones by half", () => {
    // Dumbbell Walking Lunge: quads and glutes, with hamstrings and core helping.
    expect(Object.fromEntries(exerciseLoad("Dumbbell Walking Lunge"))).toMatchObject({
      quads: 1,
      glutes: 1,
      hamstrings: 0.5,
    });
    // A full-body move spreads a quarter of its share over every group; cardio-system counts for nothing.
    const burpee = exerciseLoad("Burpee");
    expect(burpee.get("back")).toBe(0.25);
    expect(burpee.get("chest")).toBe(0.25 + 0.5);
    expect(exerciseLoad("Not in the catalogue").size).toBe(0);
  });

  it("fades each workout linearly over 72 hours", () => {
    const legDay = {
      exercises: [{ name: "Barbell Back Squat" }, { name: "Leg Press" }, { name: "Dumbbell Walking Lunge" }],
    };
    const justDone = byGroup(recoveryMap([{ ...legDay, completedAt: hoursAgo(0) }], NOW));
    expect(justDone.quads).toMatchObject({ level: "recently-trained", load: 3, lastTrainedAt: hoursAgo(0) });
    expect(justDone.chest).toMatchObject({ level: "fresh", load: 0 });
    const twoDaysOn = byGroup(recoveryMap([{ ...legDay, completedAt: hoursAgo(48) }], NOW));
    expect(twoDaysOn.quads).toMatchObject({ level: "recovering", load: 1 });
    const past = byGroup(recoveryMap([{ ...legDay, completedAt: hoursAgo(72) }], NOW));
    expect(past.quads).toMatchObject({ level: "fresh", load: 0, lastTrainedAt: null });
  });

  it("adds workouts up and keeps the latest time a group was trained", () => {
    const press = { exercises: [{ name: "Barbell Bench Press" }] };
    const map = byGroup(
      recoveryMap(
        [
          { ...press, completedAt: hoursAgo(30) },
          { ...press, completedAt: hoursAgo(6) },
        ],
        NOW,
      ),
    );
    expect(map.chest!.level).toBe("recently-trained");
    expect(map.chest!.lastTrainedAt).toEqual(hoursAgo(6));
  });

  it("names the level from the remaining load", () => {
    expect([0, 0.49, 0.5, 1.49, 1.5, 4].map(recoveryLevel)).toEqual([
      "fresh",
      "fresh",
      "recovering",
      "recovering",
      "recently-trained",
      "recently-trained",
    ]);
  });
});

describe("areas trained", () => {
  it("maps primary groups to the scheduler's body areas", () => {
    expect(
      areasTrained([{ name: "Barbell Back Squat" }, { name: "Plank" }, { name: "Unknown" }]).sort(),
    ).toEqual(["core", "legs"]);
    expect(areasTrained([{ name: "Barbell Bench Press" }])).toEqual(["upper-body"]);
  });
});
