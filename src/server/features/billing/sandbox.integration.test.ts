import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";

// The sandbox (no STRIPE_SECRET_KEY): the same endpoints and tables, a local test checkout instead of Stripe's.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Client = ReturnType<TestServer["client"]>;

async function startCheckout(c: Client, planId = "monthly"): Promise<string> {
  const response = await c.request("/api/billing/checkout", { json: { planId } });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const parsed = new URL(url);
  expect(parsed.origin).toBe(TEST_ORIGIN);
  expect(parsed.pathname).toBe("/billing/sandbox/checkout");
  return parsed.searchParams.get("session") ?? "";
}

const confirm = (c: Client, session: string) =>
  c.request("/api/billing/sandbox/confirm", { json: { session } });
const me = async (c: Client) =>
  (await (await c.request("/api/me")).json()) as {
    isPro: boolean;
    billing: string;
    subscription: { status: string; plan: string | null; currentPeriodEnd: string } | null;
  };

describe("sandbox billing", () => {
  it("reports itself in /api/health and /api/me", async () => {
    expect(await (await server.client().request("/api/health")).json()).toMatchObject({ billing: "sandbox" });
    const c = server.client();
    await c.signUp();
    expect(await me(c)).toMatchObject({ isPro: false, billing: "sandbox", subscription: null });
  });

  it("checks out through the local test page and makes the user Pro, once", async () => {
    const c = server.client();
    await c.signUp();
    const session = await startCheckout(c, "annually");
    const view = await c.request(`/api/billing/sandbox/session?session=${encodeURIComponent(session)}`);
    expect(await view.json()).toEqual({ valid: true, planId: "annually", priceId: "price_sandbox_annually" });
    expect((await me(c)).isPro).toBe(false); // starting a checkout grants nothing

    const confirmed = await confirm(c, session);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ url: "/subscription/success" });
    const after = await me(c);
    expect(after.isPro).toBe(true);
    expect(after.subscription).toMatchObject({ status: "active", plan: "annually" });
    expect(await (await c.request("/api/billing/subscription")).json()).toMatchObject({ status: "active" });
    expect((await c.request("/api/billing/checkout", { json: { planId: "monthly" } })).status).toBe(409);
  });

  it("refuses a forged, foreign or replayed session", async () => {
    const owner = server.client();
    await owner.signUp();
    const other = server.client();
    await other.signUp();
    const session = await startCheckout(owner);
    expect((await confirm(other, session)).status).toBe(400);
    expect((await confirm(owner, `${session.slice(0, -2)}xx`)).status).toBe(400);
    expect((await confirm(owner, "not-a-token")).status).toBe(400);
    expect((await me(other)).isPro).toBe(false);

    expect((await confirm(owner, session)).status).toBe(200);
    expect((await owner.request("/api/billing/sandbox/cancel", { method: "POST" })).status).toBe(200);
    // The same confirmation again, after cancelling, must not bring Pro back.
    const replay = await confirm(owner, session);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "INVALID_SESSION" });
    expect((await me(owner)).isPro).toBe(false);
  });

  it("opens the sandbox portal, whose cancel ends Pro; quotas come back", async () => {
    const c = server.client();
    await c.signUp();
    const none = await c.request("/api/billing/portal", { method: "POST" });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: "NO_CUSTOMER_FOUND" });

    await confirm(c, await startCheckout(c));
    const portal = await c.request("/api/billing/portal", { method: "POST" });
    expect(await portal.json()).toEqual({ url: `${TEST_ORIGIN}/billing/sandbox/portal` });
    expect((await c.request("/api/calendar/feed-url")).status).toBe(200);

    const cancelled = await c.request("/api/billing/sandbox/cancel", { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect((await me(c)).isPro).toBe(false);
    expect((await c.request("/api/calendar/feed-url")).status).toBe(402);
    expect((await c.request("/api/billing/sandbox/cancel", { method: "POST" })).status).toBe(404);

    // Each change of Pro was told once, newest first.
    const list = (await (await c.request("/api/notifications")).json()) as {
      notifications: Array<{ title: string }>;
    };
    expect(list.notifications.map((n) => n.title)).toEqual(["Your Pro subscription ended", "Welcome to Pro"]);
  });

  it("takes no webhooks", async () => {
    const response = await server.client().request("/api/billing/webhook", {
      body: "{}",
      noOrigin: true,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
    });
    expect(response.status).toBe(400);
  });
});

describe("BILLING=disabled", () => {
  it("hides billing: no checkout, nothing gated, no quotas", async () => {
    const disabled = await createTestServer({ BILLING: "disabled" });
    try {
      const c = disabled.client();
      await c.signUp();
      const checkout = await c.request("/api/billing/checkout", { json: { planId: "monthly" } });
      expect(checkout.status).toBe(503);
      expect(await checkout.json()).toMatchObject({ error: "BILLING_DISABLED" });
      expect((await c.request("/api/calendar/feed-url")).status).toBe(200);
      const body = (await (await c.request("/api/me")).json()) as { billing: string; usage: unknown };
      expect(body.billing).toBe("disabled");
      expect(body.usage).toEqual({ plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null });
    } finally {
      await disabled.close();
    }
  });
});
