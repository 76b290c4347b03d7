import type { TSettings } from "#contracts/settings";
import type { TBarbell } from "#contracts/settings-model";
import {
  DEFAULT_TIME_ZONE,
  defaultSettings,
  EFFORT_MODES,
  LANGUAGES,
  MEASUREMENT_UNITS,
  NOTIFICATION_KEYS,
  THEMES,
} from "#contracts/settings-model";
import { isTimeZone } from "./device-store";

// Reading settings from an untrusted copy (the server's answer, the copy kept for a user's first paint: settings.ts).

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/**
 * Keeps every field of `raw` that is valid and takes the default for the rest, so one bad field (an older
 * version, a hand edit) does not throw away the user's other choices. Hand-written rather than zod so that the
 * first page load does not carry a schema library.
 */
export function sanitizeSettings(raw: unknown, fallbackTimeZone: string = DEFAULT_TIME_ZONE): TSettings {
  const settings = defaultSettings(fallbackTimeZone);
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return settings;
  const value = raw as Record<string, unknown>;
  if (oneOf(THEMES, value.theme)) settings.theme = value.theme;
  if (oneOf(LANGUAGES, value.language)) settings.language = value.language;
  if (oneOf(MEASUREMENT_UNITS, value.measurementUnit)) settings.measurementUnit = value.measurementUnit;
  if (typeof value.soundEffects === "boolean") settings.soundEffects = value.soundEffects;
  if (typeof value.autoPlan === "boolean") settings.autoPlan = value.autoPlan;
  if (oneOf(EFFORT_MODES, value.effort)) settings.effort = value.effort;
  if (typeof value.timeZone === "string" && value.timeZone.length <= 64 && isTimeZone(value.timeZone)) {
    settings.timeZone = value.timeZone;
  }
  // The kit is written here only from the server's validated copy: a light check keeps a hand-edited one out.
  for (const unit of MEASUREMENT_UNITS) {
    const kit = (value.barbell as Partial<TBarbell> | undefined)?.[unit];
    if (typeof kit?.bar === "number" && Array.isArray(kit.plates)) settings.barbell[unit] = kit;
  }
  const toggles = value.notifications;
  if (toggles && typeof toggles === "object") {
    for (const key of NOTIFICATION_KEYS) {
      const toggle = (toggles as Record<string, unknown>)[key];
      if (typeof toggle === "boolean") settings.notifications[key] = toggle;
    }
  }
  return settings;
}
