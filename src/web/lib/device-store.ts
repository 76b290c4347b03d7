import { useSyncExternalStore } from "react";
import type { TSettings } from "#contracts/settings";
import { DEFAULT_TIME_ZONE, LANGUAGES, THEMES } from "#contracts/settings-model";
import { dateTimeFormat } from "./date-time-format";
import { DARK_SCHEME_QUERY, type ResolvedTheme, resolveTheme } from "./theme";

// The device's own state (ADR 0096): what this browser shows whoever uses it, signed in or not. Theme and language,
// applied before first paint by public/theme-init.js, which reads the same key. The one store of device state in the
// client; what belongs to a user is in their query cache (settings.tsx) or under their user id (user-storage.ts).
// A signed-in user's theme and language come from their settings and are written here too, so that the signed-out
// pages keep the look of the last choice (docs/product.md §4).

/** Must match public/theme-init.js, which reads it before first paint. */
export const DEVICE_STORAGE_KEY = "custom-fit:settings";

export type Language = TSettings["language"];
export interface DevicePreferences {
  theme: TSettings["theme"];
  language: Language;
}

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

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // access throws when storage is disabled
  }
}

/**
 * The language of a first visit, until the visitor chooses one: the one public/theme-init.js put on <html lang> before
 * first paint (the first of navigator.languages the app speaks), else English. Read there rather than worked out again
 * here, so that the landing page's first load carries no second copy of the rule.
 */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return oneOf(LANGUAGES, lang) ? lang : "en";
}

/** What is stored, field by field (an older version stored all the settings here: only these two are read). */
export function readDevicePreferences(
  store: Storage | undefined = storage(),
  fallbackLanguage: Language = pageLanguage(),
): DevicePreferences {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(store?.getItem(DEVICE_STORAGE_KEY) ?? "null");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    // corrupt JSON: the defaults
  }
  return {
    theme: oneOf(THEMES, raw.theme) ? raw.theme : "system",
    language: oneOf(LANGUAGES, raw.language) ? raw.language : fallbackLanguage,
  };
}

let current: DevicePreferences | undefined;
const listeners = new Set<() => void>();

export function devicePreferences(): DevicePreferences {
  current ??= readDevicePreferences();
  return current;
}

/** Changes the device's theme and/or language, at once and in storage (best effort: a full storage still applies). */
export function setDevicePreferences(patch: Partial<DevicePreferences>): void {
  const before = devicePreferences();
  const next = { ...before, ...patch };
  if (next.theme === before.theme && next.language === before.language) return;
  current = next;
  try {
    storage()?.setItem(DEVICE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // ignore: the page still shows the choice for this visit
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DEVICE_STORAGE_KEY) return;
    current = readDevicePreferences();
    listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

export function useDevicePreferences(): DevicePreferences {
  return useSyncExternalStore(subscribe, devicePreferences, devicePreferences);
}

function subscribeToDarkScheme(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function prefersDarkScheme(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Live device preference: re-renders when the OS switches between light and dark. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribeToDarkScheme, prefersDarkScheme, () => false);
}

/** The theme the page shows now. */
export function useResolvedTheme(): ResolvedTheme {
  return resolveTheme(useDevicePreferences().theme, usePrefersDark());
}

/** Test support: read storage again on the next use. */
export function resetDevicePreferencesForTests(): void {
  current = undefined;
}
