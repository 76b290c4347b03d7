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
import { dateTimeFormat } from "./date-time-format";
import { registerPerUserState } from "./per-user-state";

/** Must match public/theme-init.js, which reads it before first paint. */
export const SETTINGS_STORAGE_KEY = "custom-fit:settings";

/** The browser's IANA time zone, or UTC when the browser does not say or says something unusable. */
export function detectTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && isTimeZone(zone)) return zone;
  } catch {
    // fall through
  }
  return DEFAULT_TIME_ZONE;
}

export function isTimeZone(value: string): boolean {
  try {
    dateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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

type Language = TSettings["language"];

/**
 * The language of a first visit, until the visitor chooses one: the one public/theme-init.js put on <html lang> before
 * first paint (the first of navigator.languages the app speaks), else English. Read there rather than worked out again
 * here, so that the landing page's first load carries no second copy of the rule.
 */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return oneOf(LANGUAGES, lang) ? lang : "en";
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // access can throw when storage is disabled
  }
}

/** Saved settings, or the defaults (with the browser's time zone and language) when nothing usable is stored. */
export function loadSettings(
  storage: Storage | undefined = defaultStorage(),
  fallbackTimeZone: string = detectTimeZone(),
  fallbackLanguage: Language = pageLanguage(),
): TSettings {
  let raw: unknown;
  try {
    const text = storage?.getItem(SETTINGS_STORAGE_KEY);
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined; // corrupt JSON: start from the defaults
  }
  const settings = sanitizeSettings(raw, fallbackTimeZone);
  // Nothing chosen yet (a first visit): the browser's language, not English for everyone.
  const chosen = raw && typeof raw === "object" && oneOf(LANGUAGES, (raw as { language?: unknown }).language);
  if (!chosen) settings.language = fallbackLanguage;
  return settings;
}

/**
 * The device's part of the settings: theme and language (public/theme-init.js applies them before first paint, also
 * on the signed-out pages). Everything else (notification toggles, units, sound, time zone) is the user's and goes
 * back to the defaults, with this browser's time zone.
 */
export function deviceSettingsOnly(settings: TSettings, timeZone: string = detectTimeZone()): TSettings {
  return { ...defaultSettings(timeZone), theme: settings.theme, language: settings.language };
}

/** Rewrites the stored copy with its device part only (per-user-state.ts: at sign-out and when the user changes). */
export function forgetUserSettings(storage: Storage | undefined = defaultStorage()): void {
  try {
    if (storage?.getItem(SETTINGS_STORAGE_KEY) === null) return;
  } catch {
    return;
  }
  saveSettings(deviceSettingsOnly(loadSettings(storage)), storage);
}

registerPerUserState("settings mirror", () => forgetUserSettings());

/** Best effort: a full or disabled storage must not break the app. */
export function saveSettings(settings: TSettings, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // ignore: the in-memory settings still apply for this visit
  }
}
