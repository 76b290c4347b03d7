import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox-provider";
import { createStripeProvider } from "./stripe-provider";

export type { PaymentProvider } from "./payment-provider";

/** Stripe when a secret key is configured, otherwise the sandbox (which main.ts refuses in production). */
export function createPaymentProvider(options: {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  secret: string;
  baseUrl: string;
}): PaymentProvider {
  if (options.stripeSecretKey) {
    return createStripeProvider({
      secretKey: options.stripeSecretKey,
      webhookSecret: options.stripeWebhookSecret,
      apiBase: options.stripeApiBase,
    });
  }
  return createSandboxProvider({ secret: options.secret, baseUrl: options.baseUrl });
}
