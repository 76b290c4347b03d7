import { eq, sql } from "drizzle-orm";
import {
  defaultSettings,
  EFFORT_MODES,
  mergeSettings,
  type TEffortMode,
  type TSettings,
  type TSettingsPatch,
} from "#contracts/settings";
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
    autoPlan: row.autoPlan,
    barbell: row.barbell,
    effort: EFFORT_MODES.includes(row.effort as TEffortMode) ? (row.effort as TEffortMode) : "off",
  };
}

export async function findSettings(db: Database, userId: string): Promise<TSettings | null> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ? toSettings(row) : null;
}

/**
 * Applies a partial update in ONE statement, so concurrent PATCHes of different fields all keep their change. A
 * read, a merge in JavaScript and a write lost updates on PostgreSQL even inside a transaction (read committed lets
 * two of them read the same row). Here `on conflict do update` locks the row and evaluates the new values against
 * its latest version: a field absent from the patch keeps the stored value (`coalesce` with null), and the
 * notification toggles merge key by key (`jsonb ||`). The first write inserts the defaults merged with the patch.
 * The statement's text is the same whatever the patch holds (one prepared statement on PGlite, ADR 0022).
 */
export async function mergeSettingsPatch(
  db: Database,
  userId: string,
  patch: TSettingsPatch,
): Promise<TSettings> {
  const updatedAt = new Date();
  const column = (value: string | boolean | undefined, type: "text" | "boolean", current: unknown) =>
    sql`coalesce(${value ?? null}::${sql.raw(type)}, ${current})`;
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...mergeSettings(defaultSettings(), patch), updatedAt })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        theme: column(patch.theme, "text", userSettings.theme),
        language: column(patch.language, "text", userSettings.language),
        measurementUnit: column(patch.measurementUnit, "text", userSettings.measurementUnit),
        soundEffects: column(patch.soundEffects, "boolean", userSettings.soundEffects),
        timeZone: column(patch.timeZone, "text", userSettings.timeZone),
        autoPlan: column(patch.autoPlan, "boolean", userSettings.autoPlan),
        effort: column(patch.effort, "text", userSettings.effort),
        notifications: sql`${userSettings.notifications} || ${JSON.stringify(patch.notifications ?? {})}::jsonb`,
        barbell: sql`${userSettings.barbell} || ${JSON.stringify(patch.barbell ?? {})}::jsonb`,
        updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error("settings upsert returned no row");
  return toSettings(row);
}
