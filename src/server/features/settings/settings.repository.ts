import { eq } from "drizzle-orm";
import type { TSettings } from "../../../contracts/settings";
import type { Database } from "../../db/client";
import { userSettings } from "../../db/schema";

type Row = typeof userSettings.$inferSelect;

function toSettings(row: Row): TSettings {
  return {
    theme: row.theme as TSettings["theme"],
    notifications: row.notifications,
    language: row.language as TSettings["language"],
    measurementUnit: row.measurementUnit as TSettings["measurementUnit"],
    soundEffects: row.soundEffects,
    timeZone: row.timeZone,
  };
}

export async function findSettings(db: Database, userId: string): Promise<TSettings | null> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ? toSettings(row) : null;
}

/** Inserts or replaces the user's settings row. */
export async function saveSettings(db: Database, userId: string, settings: TSettings): Promise<TSettings> {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  if (!row) throw new Error("settings upsert returned no row");
  return toSettings(row);
}
