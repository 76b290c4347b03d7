import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import {
  eventRange,
  minutesToTime,
  parseTimeStrict,
  parseTimeToMinutes,
  rangesOverlap,
  timeOfDayLabel,
} from "./time";

describe("parseTimeToMinutes (plan generation: not text or not HH:MM counts as 0)", () => {
  it.each<[unknown, number]>([
    ["00:00", 0],
    ["07:30", 450],
    ["7:30", 450],
    [" 09:15 ", 555],
    ["23:59", 1439],
    ["24:00", 0],
    ["12:60", 0],
    ["noon", 0],
    ["0730", 0],
    ["07:30:00", 0],
    ["", 0],
    [null, 0],
    [undefined, 0],
    [450, 0],
    [{ h: 7 }, 0],
  ])("%j → %i", (value, expected) => {
    expect(parseTimeToMinutes(value)).toBe(expected);
  });
});

describe("parseTimeStrict (conflict check: null when unparsable)", () => {
  it.each<[unknown, number | null]>([
    ["00:00", 0],
    ["18:45", 1125],
    ["25:00", null],
    ["ab:cd", null],
    ["", null],
    [undefined, null],
    [1125, null],
  ])("%j → %j", (value, expected) => {
    expect(parseTimeStrict(value)).toBe(expected);
  });
});

describe("minutesToTime", () => {
  it.each([
    [0, "00:00"],
    [65, "01:05"],
    [1439, "23:59"],
  ])("%i → %s", (minutes, expected) => {
    expect(minutesToTime(minutes)).toBe(expected);
  });

  it.each([-1, 1440, 12.5, Number.NaN])("refuses %d", (minutes) => {
    expect(() => minutesToTime(minutes)).toThrow(DomainError);
  });

  it("round-trips every minute of the day", () => {
    for (let m = 0; m < 1440; m++) expect(parseTimeStrict(minutesToTime(m))).toBe(m);
  });
});

describe("timeOfDayLabel (by start hour)", () => {
  it.each([
    ["00:00", "VERY EARLY"],
    ["02:59", "VERY EARLY"],
    ["03:00", "EARLY"],
    ["05:59", "EARLY"],
    ["06:00", "MORNING"],
    ["11:59", "MORNING"],
    ["12:00", "AFTERNOON"],
    ["16:59", "AFTERNOON"],
    ["17:00", "EVENING"],
    ["21:59", "EVENING"],
    ["22:00", "LATE"],
    ["23:59", "LATE"],
  ])("%s → %s", (time, label) => {
    expect(timeOfDayLabel(parseTimeToMinutes(time))).toBe(label);
  });
});

describe("eventRange and rangesOverlap", () => {
  it("keeps an ordinary event as it is", () => {
    expect(eventRange(540, 600)).toEqual({ start: 540, end: 600 });
  });

  it("runs an event ending after midnight until the end of its day", () => {
    expect(eventRange(1320, 0)).toEqual({ start: 1320, end: 1440 });
    expect(eventRange(1380, 60)).toEqual({ start: 1380, end: 1440 });
  });

  it.each([
    [{ start: 540, end: 600 }, { start: 600, end: 660 }, false],
    [{ start: 600, end: 660 }, { start: 540, end: 600 }, false],
    [{ start: 540, end: 601 }, { start: 600, end: 660 }, true],
    [{ start: 500, end: 700 }, { start: 600, end: 610 }, true],
    [{ start: 600, end: 610 }, { start: 500, end: 700 }, true],
    [{ start: 600, end: 600 }, { start: 500, end: 700 }, true],
  ])("%j vs %j → %s (strict: touching ends do not overlap)", (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
  });
});
