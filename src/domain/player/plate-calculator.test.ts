import { describe, expect, it } from "vitest";
import { loadBar, nearestLoadable } from "./plate-calculator";

const METRIC = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
const IMPERIAL = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

describe("loadBar", () => {
  it("loads plates per side, heaviest first", () => {
    expect(loadBar(100, METRIC)).toEqual({ kind: "exact", load: { total: 100, perSide: [25, 15] } });
    expect(loadBar(62.5, METRIC)).toEqual({ kind: "exact", load: { total: 62.5, perSide: [20, 1.25] } });
    expect(loadBar(225, IMPERIAL)).toEqual({ kind: "exact", load: { total: 225, perSide: [45, 45] } });
    expect(loadBar(135, IMPERIAL)).toEqual({ kind: "exact", load: { total: 135, perSide: [45] } });
  });

  it("says when the target is just the bar or lighter than it", () => {
    expect(loadBar(20, METRIC)).toEqual({ kind: "bar", bar: 20 });
    expect(loadBar(15, METRIC)).toEqual({ kind: "below-bar", bar: 20 });
  });

  it("finds a load greedy heaviest-first would miss", () => {
    // 20 per side: a 15 first leaves 5, which these plates cannot make; two 10s can.
    expect(loadBar(60, { bar: 20, plates: [15, 10] })).toEqual({
      kind: "exact",
      load: { total: 60, perSide: [10, 10] },
    });
  });

  it("gives the nearest loadable weights below and above when exact is impossible", () => {
    expect(loadBar(61, METRIC)).toEqual({
      kind: "nearest",
      below: { total: 60, perSide: [20] },
      above: { total: 62.5, perSide: [20, 1.25] },
    });
    expect(loadBar(47, IMPERIAL)).toEqual({
      kind: "nearest",
      below: { total: 45, perSide: [] },
      above: { total: 50, perSide: [2.5] },
    });
  });

  it("handles kits in any order and odd sizes in hundredths", () => {
    expect(loadBar(21, { bar: 20, plates: [0.25, 0.5] })).toEqual({
      kind: "exact",
      load: { total: 21, perSide: [0.5] },
    });
    expect(loadBar(22.5, { bar: 20, plates: [1.25, 25] })).toEqual({
      kind: "exact",
      load: { total: 22.5, perSide: [1.25] },
    });
  });

  it("offers only the bar when there are no plates", () => {
    expect(loadBar(50, { bar: 20, plates: [] })).toEqual({
      kind: "nearest",
      below: { total: 20, perSide: [] },
      above: null,
    });
  });
});

describe("nearestLoadable", () => {
  it("rounds to the nearer loadable weight, the lighter on a tie, never below the bar", () => {
    expect(nearestLoadable(61, METRIC)).toBe(60);
    expect(nearestLoadable(62, METRIC)).toBe(62.5);
    expect(nearestLoadable(61.25, METRIC)).toBe(60);
    expect(nearestLoadable(10, METRIC)).toBe(20);
    expect(nearestLoadable(90, METRIC)).toBe(90);
  });
});
