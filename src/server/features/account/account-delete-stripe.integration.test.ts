import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { stripeCustomers, stripeSubscriptions, user } from "../../db/schema";
import {
  eventPayload,
  type FakeStripe,
  signatureFor,
  startFakeStripe,
  subscriptionObject,
} from "../../test/fake-stripe";
import { createTestServer, type TestServer } from "../../test/harness";

// DELETE /api/me with a live Stripe subscription: cancelled with the provider first; if that fails, nothing goes.

const WEBHOOK_SECRET = "whsec_test_secret_for_deletion";
const PRICE_MONTHLY = "price_monthly_test";

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await createTestServer({
    STRIPE_SECRET_KEY: fake.key,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: "price_annual_test",
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

/** A signed-up user made Pro the way Stripe would: checkout creates the customer, then the subscription's event. */
async function proUser() {
  const c = server.client();
  const account = await c.signUp();
  expect((await c.request("/api/billing/checkout", { json: { planId: "monthly" } })).status).toBe(200);
  const customer = fake.calls("POST /v1/checkout/sessions").at(-1)?.body.customer ?? "";
  const subscription = {
    id: `sub_${Math.random().toString(36).slice(2)}`,
    customer,
    status: "active",
    priceId: PRICE_MONTHLY,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
  };
  fake.setSubscription(subscription);
  const payload = eventPayload("customer.subscription.created", subscriptionObject(subscription));
  const delivered = await server.client().request("/api/billing/webhook", {
    body: payload,
    noOrigin: true,
    headers: {
      "content-type": "application/json",
      "stripe-signature": signatureFor(payload, WEBHOOK_SECRET),
    },
  });
  expect(delivered.status).toBe(200);
  expect(await (await c.request("/api/me")).json()).toMatchObject({ isPro: true });
  return { c, ...account, customer, subscriptionId: subscription.id };
}

async function rows(userId: string, customer: string) {
  const [users] = await server.db.select({ n: count() }).from(user).where(eq(user.id, userId));
  const [customers] = await server.db
    .select({ n: count() })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  const [subscriptions] = await server.db
    .select({ n: count() })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.customerId, customer));
  return { users: users?.n, customers: customers?.n, subscriptions: subscriptions?.n };
}

describe("DELETE /api/me with a Stripe subscription", () => {
  it("refuses with a clear error and deletes nothing when Stripe cannot cancel", async () => {
    const pro = await proUser();
    // A 4xx: the SDK does not retry it (a 5xx would be retried once and then succeed).
    fake.failNext("DELETE /v1/subscriptions", {
      status: 400,
      type: "invalid_request_error",
      message: "This subscription cannot be cancelled right now",
    });
    const response = await pro.c.request("/api/me", {
      method: "DELETE",
      json: { confirm: pro.email, password: pro.password },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "SUBSCRIPTION_CANCEL_FAILED",
      message: expect.stringContaining(
        "We could not cancel your subscription with Stripe, so nothing was deleted",
      ),
    });
    expect(await rows(pro.id, pro.customer)).toEqual({ users: 1, customers: 1, subscriptions: 1 });
    expect((await pro.c.request("/api/me")).status).toBe(200);
  });

  it("cancels the subscription with Stripe, then deletes the account", async () => {
    const pro = await proUser();
    const response = await pro.c.request("/api/me", {
      method: "DELETE",
      json: { confirm: pro.email, password: pro.password },
    });
    expect(response.status).toBe(204);
    expect(fake.calls(`DELETE /v1/subscriptions/${pro.subscriptionId}`)).toHaveLength(1);
    expect(await rows(pro.id, pro.customer)).toEqual({ users: 0, customers: 0, subscriptions: 0 });

    // Stripe's own "deleted" event arrives afterwards for a customer we no longer know: accepted, nothing revived.
    const payload = eventPayload(
      "customer.subscription.deleted",
      subscriptionObject({
        id: pro.subscriptionId,
        customer: pro.customer,
        status: "canceled",
        priceId: PRICE_MONTHLY,
        currentPeriodEnd: Math.floor(Date.now() / 1000),
      }),
    );
    const late = await server.client().request("/api/billing/webhook", {
      body: payload,
      noOrigin: true,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signatureFor(payload, WEBHOOK_SECRET),
      },
    });
    expect(late.status).toBeLessThan(500);
    expect(await rows(pro.id, pro.customer)).toEqual({ users: 0, customers: 0, subscriptions: 0 });
  });

  it("expires the user's open checkouts with Stripe, so none of them can still make a subscription", async () => {
    const c = server.client();
    const account = await c.signUp();
    for (const planId of ["monthly", "annually"])
      expect((await c.request("/api/billing/checkout", { json: { planId } })).status).toBe(200);
    const sessions = fake.calls("POST /v1/checkout/sessions").map((call) => call.body.customer);
    const customer = sessions[0] ?? "";
    const open = fake.openCheckouts(customer);
    expect(open).toHaveLength(2);

    const response = await c.request("/api/me", {
      method: "DELETE",
      json: { confirm: account.email, password: account.password },
    });
    expect(response.status).toBe(204);
    for (const id of open) expect(fake.calls(`POST /v1/checkout/sessions/${id}/expire`), id).toHaveLength(1);
    expect(fake.openCheckouts(customer)).toEqual([]);
    expect(await rows(account.id, customer)).toEqual({ users: 0, customers: 0, subscriptions: 0 });
  });

  it("deletes nothing when Stripe cannot expire an open checkout", async () => {
    const c = server.client();
    const account = await c.signUp();
    expect((await c.request("/api/billing/checkout", { json: { planId: "monthly" } })).status).toBe(200);
    const customer = fake.calls("POST /v1/checkout/sessions").at(-1)?.body.customer ?? "";
    fake.failNext("POST /v1/checkout/sessions/", {
      status: 400,
      type: "invalid_request_error",
      message: "This session cannot be expired right now",
    });
    const response = await c.request("/api/me", {
      method: "DELETE",
      json: { confirm: account.email, password: account.password },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "SUBSCRIPTION_CANCEL_FAILED" });
    expect(await rows(account.id, customer)).toEqual({ users: 1, customers: 1, subscriptions: 0 });
  });

  it("acknowledges (2xx) and ignores a checkout completed for a deleted user, and says so in the log", async () => {
    const c = server.client();
    const account = await c.signUp();
    expect((await c.request("/api/billing/checkout", { json: { planId: "monthly" } })).status).toBe(200);
    const customer = fake.calls("POST /v1/checkout/sessions").at(-1)?.body.customer ?? "";
    expect(
      (
        await c.request("/api/me", {
          method: "DELETE",
          json: { confirm: account.email, password: account.password },
        })
      ).status,
    ).toBe(204);
    // The payment went through at Stripe just before the checkout was expired; its event arrives afterwards.
    const subscription = {
      id: `sub_${Math.random().toString(36).slice(2)}`,
      customer,
      status: "active",
      priceId: PRICE_MONTHLY,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
    };
    fake.setSubscription(subscription);
    const payload = eventPayload("checkout.session.completed", {
      id: "cs_completed_late",
      object: "checkout.session",
      customer,
      subscription: subscription.id,
      client_reference_id: account.id,
    });
    const late = await server.client().request("/api/billing/webhook", {
      body: payload,
      noOrigin: true,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signatureFor(payload, WEBHOOK_SECRET),
      },
    });
    expect(late.status, await late.clone().text()).toBe(200);
    expect(await rows(account.id, customer)).toEqual({ users: 0, customers: 0, subscriptions: 0 });
    // Not cancelled blindly (the same Stripe account may serve another app): an operator is told which one it is.
    expect(server.logLines.join("\n")).toContain(subscription.id);
    // Stripe retries nothing: the same event again is a duplicate.
    const again = await server.client().request("/api/billing/webhook", {
      body: payload,
      noOrigin: true,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signatureFor(payload, WEBHOOK_SECRET),
      },
    });
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });
});
