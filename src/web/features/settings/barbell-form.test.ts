import { describe, expect, it } from "vitest";
import { checkBarbell, parseWeight, validPlate, withPlate } from "./barbell-form";

describe("barbell form", () => {
  it("reads weights with a decimal point or comma", () => {
    expect(parseWeight(" 20 ")).toBe(20);
    expect(parseWeight("1,25")).toBe(1.25);
    expect(parseWeight("2.5")).toBe(2.5);
    expect(parseWeight("-5")).toBeNull();
    expect(parseWeight("heavy")).toBeNull();
    expect(parseWeight("")).toBeNull();
  });

  it("accepts plate sizes above 0 up to the limit and keeps them heaviest first, once each", () => {
    expect(validPlate(0)).toBe(false);
    expect(validPlate(100.5)).toBe(false);
    expect(validPlate(0.25)).toBe(true);
    expect(withPlate([20, 5], 10)).toEqual([20, 10, 5]);
    expect(withPlate([20, 5], 5)).toEqual([20, 5]);
  });

  it("gives the kit to save, or the errors", () => {
    expect(checkBarbell("15", [5, 20, 10])).toEqual({ kit: { bar: 15, plates: [20, 10, 5] }, errors: null });
    expect(checkBarbell("0", [10])).toEqual({ kit: { bar: 0, plates: [10] }, errors: null });
    expect(checkBarbell("101", [])).toEqual({ kit: null, errors: { bar: "barRange", plates: "platesMin" } });
    expect(checkBarbell("", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]).errors).toEqual({
      bar: "barRange",
      plates: "platesMax",
    });
  });
});
