import Stripe from "stripe";
import {
  InvalidSignatureError,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  type ProviderSubscription,
} from "./payment-provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests only: the base URL of a local Stripe-compatible server (e.g. http://127.0.0.1:4567). */
  apiBase?: string;
}

/** Stripe's signature tolerance: an event signed more than 300 s ago is refused (replayed captures). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function connection(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

type StripeObject = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
      ? String(value.id)
      : null;

/** Reads a subscription whatever the API version: the period end moved from the subscription to its items. */
export function toProviderSubscription(raw: StripeObject): ProviderSubscription {
  const items = (raw.items as { data?: StripeObject[] } | undefined)?.data ?? [];
  const item = items[0];
  const price = item?.price as StripeObject | string | undefined;
  const periodEnd = item?.current_period_end ?? raw.current_period_end;
  return {
    id: String(raw.id),
    customerId: idOf(raw.customer) ?? "",
    status: String(raw.status),
    priceId: idOf(price),
    currentPeriodEnd: typeof periodEnd === "number" ? periodEnd : null,
    cancelAtPeriodEnd: raw.cancel_at_period_end === true,
  };
}

function invoiceSubscriptionId(invoice: StripeObject): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idOf(invoice.subscription) ?? idOf(parent?.subscription_details?.subscription);
}

export function toProviderEvent(event: {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}) {
  const object = event.data.object as StripeObject;
  const base: ProviderEvent = {
    id: event.id,
    type: event.type,
    created: event.created,
    customerId: idOf(object.customer),
    subscriptionId: null,
    clientReferenceId: null,
    subscription: null,
  };
  if (event.type.startsWith("customer.subscription.")) {
    const subscription = toProviderSubscription(object);
    return { ...base, subscriptionId: subscription.id, subscription };
  }
  if (event.type === "checkout.session.completed") {
    const reference = object.client_reference_id;
    return {
      ...base,
      subscriptionId: idOf(object.subscription),
      clientReferenceId: typeof reference === "string" ? reference : null,
    };
  }
  if (event.type.startsWith("invoice.")) return { ...base, subscriptionId: invoiceSubscriptionId(object) };
  return base;
}

/** Maps the SDK's errors onto the few cases the billing feature distinguishes. */
function providerError(error: unknown): PaymentProviderError {
  const type = error && typeof error === "object" && "type" in error ? String(error.type) : "";
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  const message = error instanceof Error ? error.message : String(error);
  if (type === "StripeAuthenticationError" || type === "StripePermissionError")
    return new PaymentProviderError("authentication", message);
  if (type === "StripeInvalidRequestError" && code === "resource_missing")
    return new PaymentProviderError("missing-customer", message);
  if (type === "StripeInvalidRequestError") return new PaymentProviderError("configuration", message);
  return new PaymentProviderError("unavailable", message);
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...connection(options.apiBase),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "custom-fit" },
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    kind: "stripe",
    displayName: "Stripe",
    async createCustomer({ userId, email, name }) {
      const customer = await call(() =>
        // The idempotency key makes two checkouts started at once share one customer.
        stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `custom-fit-customer-${userId}` },
        ),
      );
      return { customerId: customer.id };
    },
    async createCheckoutSession({ customerId, userId, priceId, successUrl, cancelUrl }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId },
          subscription_data: { metadata: { userId } },
        }),
      );
      return { url: session.url ?? null };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: session.url ?? null };
    },
    async verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret)
        throw new PaymentProviderError("configuration", "STRIPE_WEBHOOK_SECRET is not set");
      if (!signature) throw new InvalidSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new InvalidSignatureError(error instanceof Error ? error.message : undefined);
      }
      return toProviderEvent(event as unknown as Parameters<typeof toProviderEvent>[0]);
    },
    async retrieveSubscription(subscriptionId) {
      try {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        return toProviderSubscription(subscription as unknown as StripeObject);
      } catch (error) {
        const failure = providerError(error);
        if (failure.failure === "missing-customer") return null;
        throw failure;
      }
    },
    async expireOpenCheckouts(customerId) {
      const open = await call(() =>
        stripe.checkout.sessions
          .list({ customer: customerId, status: "open", limit: 100 })
          .autoPagingToArray({
            limit: 1000,
          }),
      );
      for (const session of open) {
        try {
          await stripe.checkout.sessions.expire(session.id);
        } catch (error) {
          // Paid between the list and the expiry: what it bought is cancelled instead.
          const now = await call(() => stripe.checkout.sessions.retrieve(session.id));
          if (now.status === "open") throw providerError(error);
          const subscriptionId = idOf(now.subscription);
          if (subscriptionId) await this.cancelSubscription(subscriptionId);
        }
      }
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        const failure = providerError(error);
        if (failure.failure === "missing-customer") return;
        throw failure;
      }
    },
  };
}
