import { and, count, eq, gt } from "drizzle-orm";
import type { QuotaKind } from "../../../domain/billing/limits";
import type { Database } from "../../db/client";
import { usageEvents } from "../../db/schema";

/** Uses of `kind` by the user after `since` (all of them when since is null). */
export async function countUsage(
  db: Database,
  userId: string,
  kind: QuotaKind,
  since: Date | null,
): Promise<number> {
  const scope = and(
    eq(usageEvents.userId, userId),
    eq(usageEvents.kind, kind),
    since ? gt(usageEvents.createdAt, since) : undefined,
  );
  const [row] = await db.select({ n: count() }).from(usageEvents).where(scope);
  return row?.n ?? 0;
}

export async function recordUsage(db: Database, userId: string, kind: QuotaKind, at: Date): Promise<void> {
  await db.insert(usageEvents).values({ userId, kind, createdAt: at });
}
