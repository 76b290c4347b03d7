import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user, userPreferences } from "../../db/schema";

export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, avatarUrl: user.image })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

export async function hasPreferences(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userPreferences.userId })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return rows.length > 0;
}
