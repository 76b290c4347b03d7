import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageEvents } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";

// GET /api/me counts each quota in its own window, for the tier the user is on, in one prepared statement whose
// window instants are values (account.repository.ts): what is left must follow the uses recorded, not just the limits.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Client = ReturnType<TestServer["client"]>;
const DAY_MS = 86_400_000;

async function usage(c: Client) {
  const response = await c.request("/api/me");
  expect(response.status).toBe(200);
  return ((await response.json()) as { isPro: boolean; usage: Record<string, number | null> }).usage;
}

/** Uses recorded as the app records them, `daysAgo` before now. */
async function used(userId: string, kind: string, daysAgo: number) {
  await server.db
    .insert(usageEvents)
    .values({ userId, kind, createdAt: new Date(Date.now() - daysAgo * DAY_MS) });
}

describe("GET /api/me usage", () => {
  it("counts a week for plans and regenerations and all time for a free user's coach messages", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    expect(await usage(c)).toEqual({ plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 });
    await used(id, "plan", 1);
    await used(id, "regeneration", 2);
    await used(id, "regeneration", 8); // outside the week
    await used(id, "coachMessage", 30);
    await used(id, "coachMessage", 400);
    expect(await usage(c)).toEqual({ plansLeft: 0, regenerationsLeft: 2, coachMessagesLeft: 1 });
  });

  it("counts a Pro user's coach messages over one day, and leaves the unlimited quotas null", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const checkout = await c.request("/api/billing/checkout", { json: { planId: "monthly" } });
    expect(checkout.status).toBe(200);
    const session = new URL(((await checkout.json()) as { url: string }).url).searchParams.get("session");
    expect((await c.request("/api/billing/sandbox/confirm", { json: { session } })).status).toBe(200);
    await used(id, "plan", 0.5);
    await used(id, "coachMessage", 0.5);
    await used(id, "coachMessage", 0.9);
    await used(id, "coachMessage", 2); // outside the day, and counted for the free tier only
    expect(await usage(c)).toEqual({ plansLeft: null, regenerationsLeft: null, coachMessagesLeft: 98 });
  });
});
