import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { billingEvents } from "../../db/schema/billing";
import {
  eventPayload,
  type FakeStripe,
  signatureFor,
  startFakeStripe,
  subscriptionObject,
} from "../../test/fake-stripe";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";

// Billing against a local Stripe-compatible server, reached by the real SDK (STRIPE_API_BASE). See fake-stripe.ts.

const WEBHOOK_SECRET = "whsec_test_secret_for_billing";
const PRICE_MONTHLY = "price_monthly_test";
const PRICE_ANNUAL = "price_annual_test";
const DAY = 24 * 60 * 60;

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await createTestServer({
    STRIPE_SECRET_KEY: fake.key,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: PRICE_ANNUAL,
    STRIPE_API_BASE: fake.url,
  });
});
afterEach(() => {
  expect(fake.unhandled, "requests the fake Stripe does not know").toEqual([]);
  fake.reset();
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type Client = ReturnType<TestServer["client"]>;

async function signedUp() {
  const c = server.client();
  const user = await c.signUp();
  return { c, user };
}

async function checkout(c: Client, planId = "monthly") {
  return c.request("/api/billing/checkout", { json: { planId } });
}

async function customerOf(c: Client): Promise<string> {
  const response = await checkout(c);
  expect(response.status).toBe(200);
  const [session] = fake.calls("POST /v1/checkout/sessions").slice(-1);
  return session?.body.customer ?? "";
}

function deliver(payload: string, signature = signatureFor(payload, WEBHOOK_SECRET)) {
  return server.client().request("/api/billing/webhook", {
    body: payload,
    noOrigin: true,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

async function me(c: Client) {
  return (await (await c.request("/api/me")).json()) as {
    isPro: boolean;
    subscription: { status: string; planId: string; customerId: string; plan: string | null } | null;
    usage: { plansLeft: number | null; regenerationsLeft: number | null; coachMessagesLeft: number | null };
  };
}

/** Makes the user Pro the way Stripe would: the subscription exists, then its event arrives. */
async function subscribe(c: Client, id = `sub_${Math.random().toString(36).slice(2)}`) {
  const customer = await customerOf(c);
  const subscription = {
    id,
    customer,
    status: "active",
    priceId: PRICE_MONTHLY,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * DAY,
  };
  fake.setSubscription(subscription);
  const response = await deliver(
    eventPayload("customer.subscription.created", subscriptionObject(subscription)),
  );
  expect(response.status).toBe(200);
  return subscription;
}

async function eventRows(id: string): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.id, id));
  return row?.n ?? 0;
}

describe("POST /api/billing/checkout", () => {
  it("creates the caller's customer once and a subscription session for the chosen price", async () => {
    const { c, user } = await signedUp();
    const first = await checkout(c, "annually");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });

    const [created] = fake.calls("POST /v1/customers");
    expect(created?.body).toMatchObject({ email: user.email, "metadata[userId]": user.id });
    expect(created?.idempotencyKey).toBe(`custom-fit-customer-${user.id}`);
    expect(created?.authorization).toBe(`Bearer ${fake.key}`);
    const [session] = fake.calls("POST /v1/checkout/sessions");
    expect(session?.body).toMatchObject({
      mode: "subscription",
      customer: expect.stringMatching(/^cus_fake_/),
      client_reference_id: user.id,
      "line_items[0][price]": PRICE_ANNUAL,
      "line_items[0][quantity]": "1",
      success_url: `${TEST_ORIGIN}/subscription/success`,
      cancel_url: `${TEST_ORIGIN}/subscription/cancel`,
    });

    expect((await checkout(c, "monthly")).status).toBe(200);
    expect(fake.calls("POST /v1/customers")).toHaveLength(1);
    const [, second] = fake.calls("POST /v1/checkout/sessions");
    expect(second?.body.customer).toBe(session?.body.customer);
    expect(second?.body["line_items[0][price]"]).toBe(PRICE_MONTHLY);
  });

  it("gives each user their own customer", async () => {
    const a = await signedUp();
    const b = await signedUp();
    const customerA = await customerOf(a.c);
    const customerB = await customerOf(b.c);
    expect(customerA).not.toBe(customerB);
  });

  it("refuses signed-out callers, unknown plans and a missing URL", async () => {
    expect(
      (await server.client().request("/api/billing/checkout", { json: { planId: "monthly" } })).status,
    ).toBe(401);
    const { c } = await signedUp();
    const bad = await checkout(c, "weekly");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    fake.withoutUrls();
    const none = await checkout(c);
    expect(none.status).toBe(502);
    expect(await none.json()).toEqual({
      error: "NO_CHECKOUT_URL",
      message: "No checkout URL returned from server",
    });
  });

  it("starts over with a new customer when Stripe no longer knows the recorded one", async () => {
    const { c } = await signedUp();
    const old = await customerOf(c);
    fake.deleteCustomer(old);
    expect((await checkout(c)).status).toBe(200);
    const [, retry] = fake.calls("POST /v1/checkout/sessions").slice(-2);
    expect(retry?.body.customer).not.toBe(old);
  });
});

describe("POST /api/billing/portal", () => {
  it("opens the portal for the caller's own customer", async () => {
    const { c } = await signedUp();
    const customer = await customerOf(c);
    const response = await c.request("/api/billing/portal", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    const [portal] = fake.calls("POST /v1/billing_portal/sessions");
    expect(portal?.body).toEqual({ customer, return_url: `${TEST_ORIGIN}/profile` });
  });

  it("answers the product's error catalogue", async () => {
    const out = await server.client().request("/api/billing/portal", { method: "POST" });
    // Signed out is the same 401 UNAUTHORIZED as every other protected endpoint (checkout included).
    expect(out.status).toBe(401);
    expect(await out.json()).toEqual({ error: "UNAUTHORIZED", message: "You need to sign in first." });
    const checkout = await server.client().request("/api/billing/checkout", { json: { planId: "monthly" } });
    expect(await checkout.json()).toEqual(
      await (await server.client().request("/api/billing/portal", { method: "POST" })).json(),
    );

    const { c } = await signedUp();
    const none = await c.request("/api/billing/portal", { method: "POST" });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      error: "NO_CUSTOMER_FOUND",
      message: "No Stripe customer found. Please upgrade to Premium first to create your customer account.",
    });

    const customer = await customerOf(c);
    fake.failNext("POST /v1/billing_portal", {
      status: 401,
      type: "invalid_request_error",
      message: "Invalid API Key provided",
    });
    const config = await c.request("/api/billing/portal", { method: "POST" });
    expect(config.status).toBe(500);
    expect(await config.json()).toEqual({
      error: "SERVER_ERROR",
      message: "Server configuration error. Please try again later or contact support.",
    });

    fake.withoutUrls();
    const noUrl = await c.request("/api/billing/portal", { method: "POST" });
    expect(noUrl.status).toBe(502);
    expect(await noUrl.json()).toEqual({
      error: "NO_PORTAL_URL",
      message: "No portal URL returned from server",
    });
    fake.withoutUrls(false);

    fake.deleteCustomer(customer);
    const invalid = await c.request("/api/billing/portal", { method: "POST" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: "INVALID_CUSTOMER",
      message: "Your Stripe customer ID is invalid. Please upgrade to Premium again to fix this issue.",
    });
  });
});

describe("POST /api/billing/webhook", () => {
  it("accepts a good signature, refuses a bad one and one signed 301 s ago", async () => {
    const { c } = await signedUp();
    const customer = await customerOf(c);
    const subscription = {
      id: "sub_signature",
      customer,
      status: "active",
      priceId: PRICE_ANNUAL,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 365 * DAY,
    };
    fake.setSubscription(subscription);
    const payload = eventPayload("customer.subscription.created", subscriptionObject(subscription));

    const forged = await deliver(payload, signatureFor(payload, "whsec_someone_else"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: "INVALID_SIGNATURE" });
    const tampered = await deliver(payload.replace("active", "activ"), signatureFor(payload, WEBHOOK_SECRET));
    expect(tampered.status).toBe(400);
    expect((await deliver(payload, "")).status).toBe(400);
    const stale = await deliver(payload, signatureFor(payload, WEBHOOK_SECRET, 301));
    expect(stale.status).toBe(400);
    expect((await me(c)).isPro).toBe(false);

    const good = await deliver(payload, signatureFor(payload, WEBHOOK_SECRET, 5));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: true });
    const after = await me(c);
    expect(after.isPro).toBe(true);
    expect(after.subscription).toMatchObject({
      status: "active",
      planId: PRICE_ANNUAL,
      customerId: customer,
      plan: "annually",
    });
  });

  it("grants nothing on the success page's return alone: only the webhook does", async () => {
    const { c } = await signedUp();
    await customerOf(c);
    // The browser comes back to /subscription/success and re-reads the subscription: still nothing.
    expect((await me(c)).isPro).toBe(false);
    const subscription = await c.request("/api/billing/subscription");
    expect(subscription.status).toBe(200);
    expect(await subscription.json()).toBeNull();
  });

  it("applies the same event once when it arrives twice in sequence", async () => {
    const { c } = await signedUp();
    const customer = await customerOf(c);
    const subscription = {
      id: "sub_replayed",
      customer,
      status: "active",
      priceId: PRICE_MONTHLY,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * DAY,
    };
    fake.setSubscription(subscription);
    const payload = eventPayload(
      "customer.subscription.updated",
      subscriptionObject(subscription),
      "evt_replayed",
    );
    expect(await (await deliver(payload)).json()).toEqual({ received: true });
    expect((await me(c)).isPro).toBe(true);

    // Had the replay been applied again it would have read the (now cancelled) subscription and removed Pro.
    fake.setSubscription({ ...subscription, status: "canceled" });
    const retrieves = fake.calls("GET /v1/subscriptions/sub_replayed").length;
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(fake.calls("GET /v1/subscriptions/sub_replayed")).toHaveLength(retrieves);
    expect((await me(c)).isPro).toBe(true);
    expect(await eventRows("evt_replayed")).toBe(1);
  });

  it("applies the same event once when two deliveries race", async () => {
    const { c } = await signedUp();
    const customer = await customerOf(c);
    const subscription = {
      id: "sub_raced",
      customer,
      status: "active",
      priceId: PRICE_MONTHLY,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * DAY,
    };
    fake.setSubscription(subscription);
    const payload = eventPayload(
      "checkout.session.completed",
      {
        id: "cs_raced",
        object: "checkout.session",
        customer,
        subscription: subscription.id,
        client_reference_id: "ignored-when-the-customer-is-known",
      },
      "evt_raced",
    );
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ duplicate?: boolean }>));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await eventRows("evt_raced")).toBe(1);
    expect((await me(c)).isPro).toBe(true);
  });

  it("leaves the user on Free when updated(active) arrives after deleted", async () => {
    const { c } = await signedUp();
    const subscription = await subscribe(c, "sub_out_of_order");
    expect((await me(c)).isPro).toBe(true);
    // Stripe's state now: cancelled. The events arrive in the wrong order.
    fake.setSubscription({ ...subscription, status: "canceled" });
    const deleted = eventPayload(
      "customer.subscription.deleted",
      subscriptionObject({ ...subscription, status: "canceled" }),
    );
    const staleUpdate = eventPayload("customer.subscription.updated", subscriptionObject(subscription));
    expect((await deliver(deleted)).status).toBe(200);
    expect((await me(c)).isPro).toBe(false);
    expect((await deliver(staleUpdate)).status).toBe(200);
    const after = await me(c);
    expect(after.isPro).toBe(false);
    expect(after.subscription).toBeNull();
  });

  it("syncs a failed payment (past_due is not Pro) and ignores other events and unknown customers", async () => {
    const { c } = await signedUp();
    const subscription = await subscribe(c, "sub_payment_failed");
    fake.setSubscription({ ...subscription, status: "past_due" });
    const failed = eventPayload("invoice.payment_failed", {
      id: "in_failed",
      object: "invoice",
      customer: subscription.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    });
    expect((await deliver(failed)).status).toBe(200);
    expect((await me(c)).isPro).toBe(false);

    const other = eventPayload("customer.created", { id: "cus_unrelated", object: "customer" });
    expect(await (await deliver(other)).json()).toEqual({ received: true });
    const stranger = {
      id: "sub_stranger",
      customer: "cus_not_ours",
      status: "active",
      priceId: PRICE_MONTHLY,
      currentPeriodEnd: 1,
    };
    fake.setSubscription(stranger);
    const foreign = eventPayload("customer.subscription.created", subscriptionObject(stranger));
    expect((await deliver(foreign)).status).toBe(200);
  });
});

describe("Pro gating", () => {
  it("gates .ics import and the calendar feed: 402 on Free, allowed on Pro", async () => {
    const { c } = await signedUp();
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:gate-test@example.com",
      "DTSTAMP:20260101T000000Z",
      "DTSTART:20260105T090000Z",
      "DTEND:20260105T100000Z",
      "RRULE:FREQ=WEEKLY",
      "SUMMARY:Standup",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const importFree = await c.request("/api/events/import", {
      body: ics,
      headers: { "content-type": "text/calendar" },
    });
    expect(importFree.status).toBe(402);
    expect(await importFree.json()).toMatchObject({ error: "UPGRADE_REQUIRED", feature: "ics-import" });
    const feedFree = await c.request("/api/calendar/feed-url");
    expect(feedFree.status).toBe(402);
    expect(await feedFree.json()).toMatchObject({ error: "UPGRADE_REQUIRED", feature: "calendar-feed" });

    await subscribe(c);
    const importPro = await c.request("/api/events/import", {
      body: ics,
      headers: { "content-type": "text/calendar" },
    });
    expect(importPro.status).toBe(200);
    expect((await c.request("/api/calendar/feed-url")).status).toBe(200);
  });

  it("switches the quotas off while Pro and back on after cancellation", async () => {
    const { c } = await signedUp();
    const free = await me(c);
    expect(free.usage).toEqual({ plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 });

    const subscription = await subscribe(c);
    const pro = await me(c);
    expect(pro.isPro).toBe(true);
    expect(pro.usage.plansLeft).toBeNull();
    expect(pro.usage.regenerationsLeft).toBeNull();
    expect(pro.usage.coachMessagesLeft).toBe(100);

    fake.setSubscription({ ...subscription, status: "canceled" });
    const deleted = eventPayload(
      "customer.subscription.deleted",
      subscriptionObject({ ...subscription, status: "canceled" }),
    );
    expect((await deliver(deleted)).status).toBe(200);
    const again = await me(c);
    expect(again.isPro).toBe(false);
    expect(again.usage).toEqual({ plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 });
  });
});
