import { defaultSettings, type TSettings, type TSettingsPatch } from "#contracts/settings";
import type { Database } from "../../db/client";
import { findSettings, mergeSettingsPatch } from "./settings.repository";

/** The user's settings, or the product's defaults (docs/product.md §3) when they never saved any. */
export async function getSettings(options: { db: Database; userId: string }): Promise<TSettings> {
  return (await findSettings(options.db, options.userId)) ?? defaultSettings();
}

/**
 * Merges a partial update into the stored settings in one statement (settings.repository.ts), so two tabs patching
 * different fields at once both keep their change, on PostgreSQL as on PGlite.
 */
export async function updateSettings(options: {
  db: Database;
  userId: string;
  patch: TSettingsPatch;
}): Promise<TSettings> {
  return mergeSettingsPatch(options.db, options.userId, options.patch);
}
