// docs/product.md §4 "Subscription": a subscription counts only while its status is active; Pro means active on one of the two
// plans' price ids. Pure: the price ids are configuration and come in as an argument.

export interface SubscriptionState {
  status: string;
  priceId: string | null;
}

export function isActive(subscription: SubscriptionState | null | undefined): boolean {
  return subscription?.status === "active";
}

export function isProSubscription(
  subscription: SubscriptionState | null | undefined,
  proPriceIds: readonly string[],
): boolean {
  if (!subscription || !isActive(subscription) || !subscription.priceId) return false;
  return proPriceIds.includes(subscription.priceId);
}

/**
 * The one subscription to show when a customer has several (one cancelled, a newer one active): an active one first,
 * then the one whose period ends last.
 */
export function currentSubscription<T extends SubscriptionState & { currentPeriodEnd: number | null }>(
  subscriptions: readonly T[],
): T | null {
  let best: T | null = null;
  for (const candidate of subscriptions) {
    if (!best) {
      best = candidate;
      continue;
    }
    const activeRank = Number(isActive(candidate)) - Number(isActive(best));
    if (
      activeRank > 0 ||
      (activeRank === 0 && (candidate.currentPeriodEnd ?? 0) > (best.currentPeriodEnd ?? 0))
    )
      best = candidate;
  }
  return best;
}
