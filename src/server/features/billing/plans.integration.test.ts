import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
