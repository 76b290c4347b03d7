import type { PlanId } from "#domain/billing/plans";
import type { Database } from "../../db/client";
import { type PaymentProvider, PaymentProviderError } from "../../integrations/payments/payment-provider";
import { AppError } from "../../lib/errors";
import type { SessionUser } from "../../lib/hono-types";
import { findCustomerId, markCustomerDeleted, saveCustomer } from "./billing.repository";
import type { BillingSettings } from "./billing-config";
import { getEntitlements } from "./entitlements";

/** The user's live payment-provider customer id, or null (account deletion cancels its subscriptions). */
export function liveCustomerId(db: Database, userId: string): Promise<string | null> {
  return findCustomerId(db, userId);
}

export interface BillingDeps {
  db: Database;
  billing: BillingSettings;
  provider: PaymentProvider;
  /** The app's public base URL: success, cancel and return addresses. */
  baseUrl: string;
}

// docs/product.md §8 "Billing portal": the catalogue, with the provider's name in the messages.
export const portalErrors = {
  noCustomer: (provider: string) =>
    new AppError(
      "NO_CUSTOMER_FOUND",
      404,
      `No ${provider} customer found. Please upgrade to Premium first to create your customer account.`,
    ),
  invalidCustomer: (provider: string) =>
    new AppError(
      "INVALID_CUSTOMER",
      400,
      `Your ${provider} customer ID is invalid. Please upgrade to Premium again to fix this issue.`,
    ),
  server: () =>
    new AppError(
      "SERVER_ERROR",
      500,
      "Server configuration error. Please try again later or contact support.",
    ),
};

function assertEnabled(billing: BillingSettings): void {
  if (billing.mode === "disabled")
    throw new AppError("BILLING_DISABLED", 503, "Billing is turned off on this server.");
}

/** GET /api/billing/subscription: the active subscription, or null. */
export async function getSubscription(options: { db: Database; billing: BillingSettings; userId: string }) {
  return (await getEntitlements(options.db, options.billing, options.userId)).subscription;
}

async function customerFor(deps: BillingDeps, user: SessionUser): Promise<string> {
  const existing = await findCustomerId(deps.db, user.id);
  if (existing) return existing;
  const { customerId } = await deps.provider.createCustomer({
    userId: user.id,
    email: user.email,
    name: user.name,
  });
  return saveCustomer(deps.db, user.id, customerId);
}

/** POST /api/billing/checkout: a subscription checkout for the caller's own customer (created once). */
export async function startCheckout(deps: BillingDeps & { user: SessionUser; planId: PlanId }) {
  assertEnabled(deps.billing);
  const entitlements = await getEntitlements(deps.db, deps.billing, deps.user.id);
  if (entitlements.isPro)
    throw new AppError("ALREADY_SUBSCRIBED", 409, "You already have Pro. Manage your plan from billing.");
  const priceId = deps.billing.priceIds[deps.planId];
  const session = async (customerId: string) =>
    deps.provider.createCheckoutSession({
      customerId,
      userId: deps.user.id,
      priceId,
      successUrl: `${deps.baseUrl}/subscription/success`,
      cancelUrl: `${deps.baseUrl}/subscription/cancel`,
    });
  let result: { url: string | null };
  try {
    const customerId = await customerFor(deps, deps.user);
    try {
      result = await session(customerId);
    } catch (error) {
      // The provider no longer knows the recorded customer: forget it and start over with a new one, once.
      if (!(error instanceof PaymentProviderError && error.failure === "missing-customer")) throw error;
      await markCustomerDeleted(deps.db, customerId);
      result = await session(await customerFor(deps, deps.user));
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw checkoutFailure(error);
    throw error;
  }
  if (!result.url) throw new AppError("NO_CHECKOUT_URL", 502, "No checkout URL returned from server");
  return { url: result.url };
}

function checkoutFailure(error: PaymentProviderError): AppError {
  if (error.failure === "unavailable")
    return new AppError(
      "PAYMENT_PROVIDER_UNAVAILABLE",
      502,
      "The payment provider did not answer. Please try again.",
    );
  return portalErrors.server();
}

/** POST /api/billing/portal: the provider's billing portal for the caller's own customer. */
export async function openPortal(deps: BillingDeps & { userId: string }) {
  assertEnabled(deps.billing);
  const name = deps.provider.displayName;
  const customerId = await findCustomerId(deps.db, deps.userId);
  if (!customerId) throw portalErrors.noCustomer(name);
  let result: { url: string | null };
  try {
    result = await deps.provider.createPortalSession({ customerId, returnUrl: `${deps.baseUrl}/profile` });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.failure === "missing-customer") {
      await markCustomerDeleted(deps.db, customerId);
      throw portalErrors.invalidCustomer(name);
    }
    throw portalErrors.server();
  }
  if (!result.url) throw new AppError("NO_PORTAL_URL", 502, "No portal URL returned from server");
  return { url: result.url };
}
