import { describe, expect, it } from "vitest";
import { chooseDays, spreadEvenly } from "./day-choice";

const DAYS = [0, 1, 2, 3, 4, 5, 6];

describe("spreadEvenly (step = available / frequency)", () => {
  it.each([
    [7, 1, [0]],
    [7, 2, [0, 3]],
    [7, 3, [0, 2, 4]],
    [7, 4, [0, 1, 3, 5]],
    [7, 5, [0, 1, 2, 4, 5]],
    [7, 6, [0, 1, 2, 3, 4, 5]],
    [7, 7, DAYS],
    [7, 9, DAYS],
    [5, 2, [0, 2]],
    [4, 3, [0, 1, 2]],
    [3, 0, []],
  ])("%i available, frequency %i → %j", (available, frequency, expected) => {
    expect(spreadEvenly(DAYS.slice(0, available), frequency)).toEqual(expected);
  });
});

describe("chooseDays", () => {
  const day = (offset: number, preferred: boolean) => ({ offset, preferred });

  it("takes days with a preferred slot first and spreads among them", () => {
    const available = [
      day(0, false),
      day(1, true),
      day(2, false),
      day(3, true),
      day(4, true),
      day(5, true),
      day(6, false),
    ];
    expect(chooseDays(available, 2).map((d) => d.offset)).toEqual([1, 4]);
  });

  it("fills only what is missing from fallback days, spread among them, in calendar order", () => {
    const available = [
      day(0, false),
      day(1, true),
      day(2, false),
      day(3, true),
      day(4, false),
      day(5, false),
      day(6, true),
    ];
    expect(chooseDays(available, 5).map((d) => d.offset)).toEqual([0, 1, 3, 4, 6]);
  });

  it("uses every available day when frequency is at least their number", () => {
    expect(chooseDays([day(2, false), day(5, true)], 7).map((d) => d.offset)).toEqual([2, 5]);
  });
});
