import type { QuotaKind } from "#domain/billing/limits";
import type { Database } from "../../db/client";
import { deleteUsage, recordUsage } from "./usage.repository";

// The uses other features record and give back (plan generation, the coach), in the caller's transaction when given
// one. Thin on purpose: the usage feature owns the table, callers own the locking and the quota policy.

/** Counts one use; returns its id so the use can be given back (releaseUse). */
export function recordUse(db: Database, userId: string, kind: QuotaKind, at: Date): Promise<string> {
  return recordUsage(db, userId, kind, at);
}

/** Gives back one use recorded by recordUse (scoped by the user). */
export function releaseUse(db: Database, userId: string, id: string): Promise<void> {
  return deleteUsage(db, userId, id);
}
