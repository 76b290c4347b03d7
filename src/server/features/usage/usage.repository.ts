import { and, count, eq, gt, ne } from "drizzle-orm";
import type { QuotaKind } from "#domain/billing/limits";
import type { Database } from "../../db/client";
import { usageEvents } from "../../db/schema";

/** Uses of `kind` by the user after `since` (all of them when since is null), other than `excluding`. */
export async function countUsage(
  db: Database,
  userId: string,
  kind: QuotaKind,
  since: Date | null,
  excluding?: string,
): Promise<number> {
  const scope = and(
    eq(usageEvents.userId, userId),
    eq(usageEvents.kind, kind),
    since ? gt(usageEvents.createdAt, since) : undefined,
    excluding ? ne(usageEvents.id, excluding) : undefined,
  );
  const [row] = await db.select({ n: count() }).from(usageEvents).where(scope);
  return row?.n ?? 0;
}

/** Counts one use; returns its id so a reservation can be given back (deleteUsage). */
export async function recordUsage(db: Database, userId: string, kind: QuotaKind, at: Date): Promise<string> {
  const [row] = await db
    .insert(usageEvents)
    .values({ userId, kind, createdAt: at })
    .returning({ id: usageEvents.id });
  if (!row) throw new Error("usage not recorded");
  return row.id;
}

/** Removes one use recorded by `recordUsage` (scoped by the user, so an id alone can never remove another's). */
export async function deleteUsage(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(usageEvents).where(and(eq(usageEvents.userId, userId), eq(usageEvents.id, id)));
}
