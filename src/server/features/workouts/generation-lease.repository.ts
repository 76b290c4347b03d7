import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { generationLeases } from "../../db/schema";

/**
 * Takes the user's generation lease until `expiresAt`, unless someone holds one that has not expired. One statement
 * (INSERT … ON CONFLICT … WHERE), so two instances racing for it cannot both win. True when taken.
 */
export async function takeLease(
  db: Database,
  lease: { userId: string; token: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(generationLeases)
    .values({ userId: lease.userId, token: lease.token, expiresAt: lease.expiresAt })
    .onConflictDoUpdate({
      target: generationLeases.userId,
      set: { token: lease.token, expiresAt: lease.expiresAt },
      setWhere: lt(generationLeases.expiresAt, lease.now),
    })
    .returning({ token: generationLeases.token });
  return rows.length > 0;
}

/** Gives the lease back; only its holder's token matches, so a lease taken over after expiry is left alone. */
export async function releaseLease(db: Database, userId: string, token: string): Promise<void> {
  await db
    .delete(generationLeases)
    .where(and(eq(generationLeases.userId, userId), eq(generationLeases.token, token)));
}
