import type { Database } from "../../db/client";
import { checkQuota, type QuotaPolicy } from "../usage/usage.service";

// The coach's use of the shared quota (DESIGN §4: Free 3 messages in all, Pro 100 a day; limits in
// domain/billing/limits.ts). Until billing enforces quotas nobody is refused; messages are counted all the same.

/** Before the model is called: 402 UPGRADE_REQUIRED when the user has no coach messages left. */
export async function assertCoachMessageAllowed(options: {
  db: Database;
  userId: string;
  policy: QuotaPolicy;
  now: Date;
}): Promise<void> {
  await checkQuota({ ...options, kind: "coachMessage" });
}

/**
 * After a reply was delivered: counts the message. Failed or empty replies are not counted, so an upstream outage
 * never eats a Free user's three messages. Two requests racing on the last message can both pass; the per-user rate
 * limit bounds that to a handful (ADR 0011).
 */
export async function recordCoachMessage(options: {
  db: Database;
  userId: string;
  policy: QuotaPolicy;
  now: Date;
}): Promise<void> {
  await checkQuota({
    ...options,
    kind: "coachMessage",
    policy: { ...options.policy, enforce: false },
    record: true,
  });
}
