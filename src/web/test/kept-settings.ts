import type { TSettings } from "#contracts/settings";
import { userKey } from "../lib/user-storage";

/**
 * The copy of `userId`'s settings this browser kept at their last visit (lib/settings.ts): the signed-in pages' first
 * render shows it before the server answers, as a returning user's does.
 */
export function keepSettingsFor(userId: string, settings: TSettings): void {
  localStorage.setItem(userKey(userId, "settings"), JSON.stringify(settings));
}
