import { describe, expect, it } from "vitest";
import { currentSubscription, isActive, isProSubscription } from "./subscription";

const PRICES = ["price_month", "price_year"];

describe("isProSubscription", () => {
  it.each([
    [{ status: "active", priceId: "price_month" }, true],
    [{ status: "active", priceId: "price_year" }, true],
    [{ status: "active", priceId: "price_other" }, false],
    [{ status: "active", priceId: null }, false],
    [{ status: "trialing", priceId: "price_month" }, false],
    [{ status: "past_due", priceId: "price_month" }, false],
    [{ status: "canceled", priceId: "price_year" }, false],
    [null, false],
  ])("%j is Pro: %s", (subscription, expected) => {
    expect(isProSubscription(subscription, PRICES)).toBe(expected);
  });

  it("counts only the active status", () => {
    expect(isActive({ status: "active", priceId: null })).toBe(true);
    expect(isActive({ status: "incomplete", priceId: null })).toBe(false);
    expect(isActive(undefined)).toBe(false);
  });
});

describe("currentSubscription", () => {
  it("prefers an active subscription, then the latest period end", () => {
    const old = { status: "canceled", priceId: "p", currentPeriodEnd: 300 };
    const live = { status: "active", priceId: "p", currentPeriodEnd: 200 };
    const older = { status: "canceled", priceId: "p", currentPeriodEnd: 100 };
    expect(currentSubscription([old, live, older])).toBe(live);
    expect(currentSubscription([older, old])).toBe(old);
    expect(currentSubscription([])).toBeNull();
  });
});
