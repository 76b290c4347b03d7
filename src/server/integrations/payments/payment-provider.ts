// What the billing feature needs from a payment provider. Two implementations: Stripe (the official SDK) and the
// sandbox (no network, no money: a local test checkout page). The feature never sees the provider's own types.

/** A subscription as the provider knows it now; the webhook handler re-reads it so event order does not matter. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** Seconds timestamp. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** The fields of a webhook event the billing feature acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds timestamp of the event. */
  created: number;
  customerId: string | null;
  subscriptionId: string | null;
  /** checkout.session.completed: the user id we put on the session. */
  clientReferenceId: string | null;
  /** customer.subscription.*: the subscription object as sent (used when the provider no longer has it). */
  subscription: ProviderSubscription | null;
}

/** Why the provider refused; the billing feature maps it to the error catalogue of docs/product.md §8. */
export type ProviderFailure = "missing-customer" | "authentication" | "configuration" | "unavailable";

export class PaymentProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export class InvalidSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "InvalidSignatureError";
  }
}

export interface PaymentProvider {
  readonly kind: "stripe" | "sandbox";
  /** The provider's name inside user-facing messages (docs/product.md §8 "[payment provider]"). */
  readonly displayName: string;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<{ customerId: string }>;
  /** A subscription checkout for one price; `url` null when the provider returned none. */
  createCheckoutSession(input: {
    customerId: string;
    userId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string | null }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string | null }>;
  /** Checks the signature over the raw body; throws InvalidSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
  /** The subscription as the provider has it now; null when it does not exist (any more). */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Ends the subscription now (account deletion); one the provider no longer has counts as ended. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Account deletion: expires the customer's open checkouts, so none can still be paid and start a subscription for
   * an account that no longer exists. One that completed meanwhile has its subscription cancelled instead.
   */
  expireOpenCheckouts(customerId: string): Promise<void>;
}
