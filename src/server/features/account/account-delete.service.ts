import type { Database } from "../../db/client";
import type { PaymentProvider } from "../../integrations/payments";
import type { Emit } from "../../lib/domain-events";
import { AppError, notFound, sayingError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { liveCustomerId } from "../billing";
import { deleteUserRows, findBillableSubscriptions } from "./account-data.repository";

/** E-mail addresses compare without case and surrounding spaces (better-auth stores them lower-cased). */
const normalise = (email: string) => email.trim().toLowerCase();

export const confirmationMismatch = () =>
  sayingError("CONFIRMATION_MISMATCH", 400, { code: "CONFIRMATION_MISMATCH", params: {} });

export const wrongPassword = () =>
  sayingError("INVALID_PASSWORD", 400, { code: "INVALID_PASSWORD", params: {} });

/**
 * Deletes the account and every row it owns (DELETE /api/me, ADR 0013). Order matters: the typed e-mail and the
 * current password are checked first; then the customer's open checkouts are expired and every subscription that
 * could still be charged is cancelled with the payment provider, and if that fails nothing is deleted, so no one is
 * ever billed for an account that no longer exists. The rows then go in one transaction.
 */
export async function deleteAccount(options: {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  userId: string;
  email: string;
  confirm: string;
  password: string;
  /** True when `password` is the user's current one (better-auth checks it against the stored hash). */
  checkPassword: (password: string) => Promise<boolean>;
  /** account-deleting, once the deletion can no longer be refused (what the account left outside this database). */
  emit: Emit;
}): Promise<void> {
  const { db, provider, logger, userId } = options;
  if (!options.confirm.trim() || normalise(options.confirm) !== normalise(options.email))
    throw confirmationMismatch();
  if (!(await options.checkPassword(options.password))) throw wrongPassword();

  // Before the subscriptions: a checkout paid in the meantime would start one more.
  const customerId = await liveCustomerId(db, userId);
  if (customerId) {
    try {
      await provider.expireOpenCheckouts(customerId);
    } catch (error) {
      logger.warn("account deletion: open checkouts not expired", {
        customerId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new AppError(
        "SUBSCRIPTION_CANCEL_FAILED",
        502,
        `We could not cancel your open checkout with ${provider.displayName}, so nothing was deleted. Please try again in a few minutes.`,
      );
    }
  }

  for (const subscription of await findBillableSubscriptions(db, userId)) {
    try {
      await provider.cancelSubscription(subscription.subscriptionId);
    } catch (error) {
      logger.warn("account deletion: subscription not cancelled", {
        subscriptionId: subscription.subscriptionId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new AppError(
        "SUBSCRIPTION_CANCEL_FAILED",
        502,
        `We could not cancel your subscription with ${provider.displayName}, so nothing was deleted. Please try again in a few minutes, or cancel the subscription from Manage billing first.`,
      );
    }
  }

  // After billing, which can still refuse: a refused deletion must leave the user's calendar as it was.
  await options.emit({ type: "account-deleting", userId });
  if (!(await deleteUserRows(db, userId))) throw notFound("User record not found in database");
  logger.info("account deleted", { userId });
}
