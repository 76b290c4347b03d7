import { describe, expect, it } from "vitest";
import {
  ANNUAL_PLAN,
  ANNUAL_SAVINGS_PERCENT,
  annualSavingsPercent,
  MONTHLY_PLAN,
  PLANS,
  planById,
} from "./plans";

describe("plans", () => {
  it("price the two plans as docs/product.md §9 does", () => {
    expect(PLANS.map(({ id, price, interval }) => ({ id, price, interval }))).toEqual([
      { id: "monthly", price: 4.99, interval: "month" },
      { id: "annually", price: 47.99, interval: "year" },
    ]);
  });

  it("give every plan a name, a description and the Pro features", () => {
    for (const plan of PLANS) {
      expect(plan.name).not.toBe("");
      expect(plan.description).not.toBe("");
      expect(plan.features).toHaveLength(plan.featureKeys.length);
      expect(plan.featureKeys).toEqual(["unlimitedPlans", "coach", "advancedSchedule", "prioritySupport"]);
    }
  });

  it("save 20% a year on the annual plan (12 × 4.99 − 47.99 = 11.89 of 59.88)", () => {
    expect(ANNUAL_SAVINGS_PERCENT).toBe(20);
    expect(annualSavingsPercent(MONTHLY_PLAN.price, ANNUAL_PLAN.price)).toBe(20);
  });

  it("round the saving and never report a negative one", () => {
    expect(annualSavingsPercent(10, 90)).toBe(25);
    expect(annualSavingsPercent(10, 100)).toBe(17);
    expect(annualSavingsPercent(10, 130)).toBe(0);
    expect(annualSavingsPercent(0, 10)).toBe(0);
  });

  it("find a plan by id", () => {
    expect(planById("annually")).toBe(ANNUAL_PLAN);
    expect(planById("weekly")).toBeUndefined();
  });
});
