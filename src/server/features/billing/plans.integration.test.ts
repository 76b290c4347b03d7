import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZBillingLimits } from "#contracts/billing-limits";
import { createTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/billing/plans", () => {
  it("lists both plans with prices and the annual saving, without a session", async () => {
    const response = await server.client().request("/api/billing/plans");
    expect(response.status).toBe(200);
    const plans = (await response.json()) as Array<Record<string, unknown>>;
    expect(plans.map((p) => [p.id, p.price, p.interval])).toEqual([
      ["monthly", 4.99, "month"],
      ["annually", 47.99, "year"],
    ]);
    for (const plan of plans) {
      expect(plan.annualSavingsPercent).toBe(20);
      expect(plan.name).toEqual(expect.any(String));
      expect(plan.description).toEqual(expect.any(String));
      expect((plan.features as string[]).length).toBeGreaterThan(0);
    }
  });
});

describe("GET /api/billing/limits", () => {
  it("states Free's and Pro's limits as the quotas enforce them, without a session", async () => {
    const response = await server.client().request("/api/billing/limits");
    expect(response.status).toBe(200);
    const limits = ZBillingLimits.parse(await response.json());
    expect(limits).toEqual({
      free: {
        plansPerWeek: 1,
        swapsPerWeek: 3,
        coachMessages: 3,
        coachMessagesPerDay: null,
        calendars: 1,
        advancedCalendars: false,
      },
      pro: {
        plansPerWeek: null,
        swapsPerWeek: null,
        coachMessages: null,
        coachMessagesPerDay: 100,
        calendars: 10,
        advancedCalendars: true,
      },
    });
  });

  it("follows the operator's overrides, the numbers the quotas then refuse past", async () => {
    const custom = await createTestServer({ FREE_COACH_MESSAGES: "5", FREE_PLANS_PER_WEEK: "2" });
    try {
      const limits = ZBillingLimits.parse(
        await (await custom.client().request("/api/billing/limits")).json(),
      );
      expect(limits.free.coachMessages).toBe(5);
      expect(limits.free.plansPerWeek).toBe(2);
      expect(limits.pro.coachMessagesPerDay).toBe(100);
    } finally {
      await custom.close();
    }
  });
});
