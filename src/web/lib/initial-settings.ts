import type { TSettings, TSettingsPatch } from "#contracts/settings";
import { api } from "./api";
import { detectTimeZone, devicePreferences } from "./device-store";

// Apart from settings.ts so that the sign-up page does not load TanStack Query for one request.

/**
 * At sign-up, before the first signed-in page: this browser's zone, language and theme, plus `extra` (the region's
 * units), become the account's. Not fatal when it fails: the settings page can save them again.
 */
export async function pushInitialSettings(extra: TSettingsPatch = {}): Promise<void> {
  const { language, theme } = devicePreferences();
  try {
    await api<TSettings>("/api/settings", {
      method: "PATCH",
      body: { timeZone: detectTimeZone(), language, theme, ...extra },
    });
  } catch {
    // The defaults still work.
  }
}
