import {
  defaultSettings,
  mergeSettings,
  type TSettings,
  type TSettingsPatch,
} from "../../../contracts/settings";
import type { Database } from "../../db/client";
import { findSettings, saveSettings } from "./settings.repository";

/** The user's settings, or the spec's defaults when they never saved any. */
export async function getSettings(options: { db: Database; userId: string }): Promise<TSettings> {
  return (await findSettings(options.db, options.userId)) ?? defaultSettings();
}

/**
 * Merges a partial update into the stored settings in one transaction, so two tabs patching different fields at
 * once both keep their change.
 */
export async function updateSettings(options: {
  db: Database;
  userId: string;
  patch: TSettingsPatch;
}): Promise<TSettings> {
  return options.db.transaction(async (tx) => {
    const current = (await findSettings(tx, options.userId)) ?? defaultSettings();
    return saveSettings(tx, options.userId, mergeSettings(current, options.patch));
  });
}
