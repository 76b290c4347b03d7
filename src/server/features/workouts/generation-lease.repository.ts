import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { generationLeases, usageEvents } from "../../db/schema";

/**
 * Takes the user's generation lease until `expiresAt`, for the use `usageId` reserved with it. Call it on the user's
 * locked row (lockUser), so instances cannot race for it. False while another lease is live. A lease found expired
 * was abandoned (its instance died mid-generation): its reserved use is given back before it is replaced.
 */
export async function takeLease(
  db: Database,
  lease: { userId: string; token: string; usageId: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const { userId, token, usageId, expiresAt } = lease;
  const [held] = await db.select().from(generationLeases).where(eq(generationLeases.userId, userId)).limit(1);
  if (held && held.expiresAt > lease.now) return false;
  if (held) await dropLeases(db, [held]);
  await db.insert(generationLeases).values({ userId, token, usageId, expiresAt });
  return true;
}

/**
 * Gives the lease back; only its holder's token matches, so a lease taken over after expiry is left alone. False
 * when the holder no longer had it.
 */
export async function releaseLease(db: Database, userId: string, token: string): Promise<boolean> {
  const rows = await db
    .delete(generationLeases)
    .where(and(eq(generationLeases.userId, userId), eq(generationLeases.token, token)))
    .returning({ userId: generationLeases.userId });
  return rows.length > 0;
}

/** Deletes abandoned leases and the uses reserved with them. */
async function dropLeases(db: Database, leases: { userId: string; usageId: string }[]): Promise<void> {
  if (leases.length === 0) return;
  await db.delete(usageEvents).where(
    inArray(
      usageEvents.id,
      leases.map((l) => l.usageId),
    ),
  );
  await db.delete(generationLeases).where(
    inArray(
      generationLeases.userId,
      leases.map((l) => l.userId),
    ),
  );
}

/**
 * At the start of the database's only process (PGlite): every lease left is from a generation this process was
 * running when it died. They are dropped, with their reserved uses, in one transaction. Not for PostgreSQL, where
 * other instances may be generating right now; there a lease is taken over once expired (takeLease).
 */
export async function dropAllLeases(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await dropLeases(tx, await tx.select().from(generationLeases));
  });
}
