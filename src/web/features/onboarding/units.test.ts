import { describe, expect, it } from "vitest";
import {
  cmToInches,
  fromDisplay,
  inchesToCm,
  inchesToFeetAndInches,
  kgToLbs,
  lbsToKg,
  parseDecimal,
  toDisplay,
} from "./units";

describe("units", () => {
  it("converts kg ↔ lbs and cm ↔ inches, round-tripping what people type", () => {
    expect(kgToLbs(70)).toBe(154.3);
    expect(lbsToKg(154.3)).toBe(70);
    expect(cmToInches(180)).toBe(70.9);
    expect(inchesToCm(70.9)).toBe(180);
    for (const kg of [45, 62.5, 70, 99.9, 140]) expect(lbsToKg(kgToLbs(kg))).toBe(kg);
    for (const cm of [150, 165, 172, 199]) expect(inchesToCm(cmToInches(cm))).toBe(cm);
  });

  it("splits inches into feet and inches", () => {
    expect(inchesToFeetAndInches(70)).toEqual({ feet: 5, inches: 10 });
    expect(inchesToFeetAndInches(71.8)).toEqual({ feet: 6, inches: 0 });
  });

  it("reads numbers with a dot or a comma and refuses anything else", () => {
    expect(parseDecimal(" 70,5 ")).toBe(70.5);
    expect(parseDecimal("70.5")).toBe(70.5);
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("-3")).toBeNull();
    expect(parseDecimal("7e2")).toBeNull();
  });

  it("stores lbs and inches whatever the display units", () => {
    expect(fromDisplay({ weight: "70", heightCm: "180", heightFt: "", heightIn: "" }, "metric")).toEqual({
      weight: 154.3,
      height: 70.9,
    });
    expect(fromDisplay({ weight: "154", heightCm: "", heightFt: "5", heightIn: "10" }, "imperial")).toEqual({
      weight: 154,
      height: 70,
    });
    expect(fromDisplay({ weight: "154", heightCm: "", heightFt: "6", heightIn: "" }, "imperial").height).toBe(
      72,
    );
    expect(fromDisplay({ weight: "x", heightCm: "", heightFt: "", heightIn: "" }, "metric")).toEqual({
      weight: null,
      height: null,
    });
    expect(toDisplay({ weight: 154.3, height: 70.9 }, "metric")).toMatchObject({
      weight: "70",
      heightCm: "180",
    });
    expect(toDisplay({ weight: 154, height: 70 }, "imperial")).toMatchObject({
      weight: "154",
      heightFt: "5",
      heightIn: "10",
    });
  });
});
