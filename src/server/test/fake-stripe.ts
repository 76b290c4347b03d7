import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local Stripe-compatible HTTP server for tests: the real SDK reaches it through STRIPE_API_BASE (its host, port
// and protocol settings). It answers the few calls the app makes, records every request, and refuses anything else
// loudly (404 plus an entry in `unhandled`, which tests assert is empty).

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat keys, e.g. `line_items[0][price]`. */
  body: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
}

interface ErrorAnswer {
  status: number;
  type: string;
  code?: string;
  message: string;
}

export const FAKE_STRIPE_KEY = "sk_test_fake_stripe_key";

export function subscriptionObject(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_end: subscription.currentPeriodEnd,
          price: { id: subscription.priceId, object: "price" },
        },
      ],
    },
  };
}

/** A webhook event body as Stripe sends it. */
export function eventPayload(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomBytes(8).toString("hex")}`,
) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: "2026-10-28.endive",
    livemode: false,
    data: { object },
  });
}

const stripe = new Stripe(FAKE_STRIPE_KEY);

/** The Stripe-Signature header for a payload, signed `ageSeconds` ago. */
export function signatureFor(payload: string, secret: string, ageSeconds = 0): string {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(Date.now() / 1000) - ageSeconds,
  });
}

export async function startFakeStripe(options: { key?: string } = {}) {
  const key = options.key ?? FAKE_STRIPE_KEY;
  const requests: RecordedRequest[] = [];
  const unhandled: string[] = [];
  const customers = new Set<string>();
  const subscriptions = new Map<string, FakeSubscription>();
  /** Checkout sessions by id: "open" until expired (or completed, which the tests do with a webhook of their own). */
  const checkouts = new Map<string, { id: string; customer: string; status: "open" | "expired" }>();
  const failures = new Map<string, ErrorAnswer>();
  let counter = 0;
  let checkoutUrls = true;
  let portalUrls = true;
  const nextId = (prefix: string) => `${prefix}_fake_${++counter}`;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, answer: ErrorAnswer) =>
    send(res, answer.status, { error: { type: answer.type, code: answer.code, message: answer.message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const method = req.method ?? "GET";
    const route = `${method} ${url.pathname}`;
    requests.push({
      method,
      path: url.pathname,
      body,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
    });
    if (req.headers.authorization !== `Bearer ${key}`) {
      return error(res, {
        status: 401,
        type: "invalid_request_error",
        message: "Invalid API Key provided",
      });
    }
    const failure = [...failures].find(([prefix]) => route.startsWith(prefix));
    if (failure) {
      failures.delete(failure[0]);
      return error(res, failure[1]);
    }
    if (route === "POST /v1/customers") {
      const id = nextId("cus");
      customers.add(id);
      return send(res, 200, { id, object: "customer", email: body.email, name: body.name });
    }
    if (route === "POST /v1/checkout/sessions") {
      if (!body.customer || !customers.has(body.customer))
        return error(res, missing(`No such customer: '${body.customer}'`));
      const id = nextId("cs");
      checkouts.set(id, { id, customer: body.customer, status: "open" });
      return send(res, 200, {
        id,
        object: "checkout.session",
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        url: checkoutUrls ? `https://checkout.stripe.test/c/pay/${id}` : null,
      });
    }
    if (route === "POST /v1/billing_portal/sessions") {
      if (!body.customer || !customers.has(body.customer))
        return error(res, missing(`No such customer: '${body.customer}'`));
      const id = nextId("bps");
      return send(res, 200, {
        id,
        object: "billing_portal.session",
        customer: body.customer,
        url: portalUrls ? `https://billing.stripe.test/p/session/${id}` : null,
      });
    }
    if (route === "GET /v1/checkout/sessions") {
      // Filters as Stripe applies them; one page is enough for the tests (has_more stays false).
      const customer = url.searchParams.get("customer");
      const status = url.searchParams.get("status");
      const data = [...checkouts.values()]
        .filter((c) => (!customer || c.customer === customer) && (!status || c.status === status))
        .map(checkoutObject);
      return send(res, 200, { object: "list", url: "/v1/checkout/sessions", has_more: false, data });
    }
    const checkout = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (checkout?.[1]) {
      const found = checkouts.get(decodeURIComponent(checkout[1]));
      if (!found) return error(res, missing(`No such checkout.session: '${checkout[1]}'`));
      if (method === "GET" && !checkout[2]) return send(res, 200, checkoutObject(found));
      if (method === "POST" && checkout[2]) {
        if (found.status !== "open")
          return error(res, {
            status: 400,
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status of \`open\` can be expired.`,
          });
        found.status = "expired";
        return send(res, 200, checkoutObject(found));
      }
    }
    const subscription = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (method === "GET" && subscription?.[1]) {
      const found = subscriptions.get(decodeURIComponent(subscription[1]));
      if (!found) return error(res, missing(`No such subscription: '${subscription[1]}'`));
      return send(res, 200, subscriptionObject(found));
    }
    if (method === "DELETE" && subscription?.[1]) {
      const id = decodeURIComponent(subscription[1]);
      const found = subscriptions.get(id);
      if (!found) return error(res, missing(`No such subscription: '${id}'`));
      const canceled = { ...found, status: "canceled" };
      subscriptions.set(id, canceled);
      return send(res, 200, subscriptionObject(canceled));
    }
    unhandled.push(route);
    return error(res, {
      status: 404,
      type: "invalid_request_error",
      message: `Fake Stripe: unhandled ${route}`,
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => {
      unhandled.push(`crash: ${String(cause)}`);
      send(res, 500, { error: { type: "api_error", message: "fake crashed" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    unhandled,
    /** Requests to one route, e.g. "POST /v1/customers". */
    calls(route: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === route);
    },
    /** Sets what GET /v1/subscriptions/:id answers (the subscription as Stripe has it now). */
    setSubscription(subscription: FakeSubscription) {
      subscriptions.set(subscription.id, subscription);
      customers.add(subscription.customer);
    },
    /** The ids of the customer's checkout sessions that are still open. */
    openCheckouts(customer: string) {
      return [...checkouts.values()]
        .filter((c) => c.customer === customer && c.status === "open")
        .map((c) => c.id);
    },
    removeSubscription(id: string) {
      subscriptions.delete(id);
    },
    /** Forgets a customer, as when it was deleted in the Stripe dashboard. */
    deleteCustomer(id: string) {
      customers.delete(id);
    },
    /** The next request whose "METHOD /path" starts with `routePrefix` gets this error. */
    failNext(routePrefix: string, answer: ErrorAnswer) {
      failures.set(routePrefix, answer);
    },
    withoutUrls(value = true) {
      checkoutUrls = !value;
      portalUrls = !value;
    },
    reset() {
      requests.length = 0;
      unhandled.length = 0;
      failures.clear();
      checkoutUrls = true;
      portalUrls = true;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function checkoutObject(checkout: { id: string; customer: string; status: string }) {
  return {
    id: checkout.id,
    object: "checkout.session",
    mode: "subscription",
    customer: checkout.customer,
    status: checkout.status,
    subscription: null,
    url: checkout.status === "open" ? `https://checkout.stripe.test/c/pay/${checkout.id}` : null,
  };
}

function missing(message: string): ErrorAnswer {
  return { status: 404, type: "invalid_request_error", code: "resource_missing", message };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
