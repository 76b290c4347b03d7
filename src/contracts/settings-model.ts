// The zod-free half of the settings contract: plain types, constants, defaults and merge. The web app imports this
// file directly so its first page load carries no zod; settings.ts builds the schemas from the same constants and
// checks at compile time that the schemas and these types agree.

export const THEMES = ["light", "dark", "system"] as const;
export const LANGUAGES = ["en", "es"] as const;
export const MEASUREMENT_UNITS = ["imperial", "metric"] as const;
export const NOTIFICATION_KEYS = ["email", "push", "workout", "progress", "schedule"] as const;
export const DEFAULT_TIME_ZONE = "UTC";

export type TTheme = (typeof THEMES)[number];
export type TNotificationToggles = Record<(typeof NOTIFICATION_KEYS)[number], boolean>;

export interface TSettings {
  theme: TTheme;
  notifications: TNotificationToggles;
  language: (typeof LANGUAGES)[number];
  measurementUnit: (typeof MEASUREMENT_UNITS)[number];
  soundEffects: boolean;
  timeZone: string;
  /** Rolling weeks: the server plans the next 7 days when fewer than 2 days of planned workouts remain. */
  autoPlan: boolean;
}

export type TSettingsPatch = Partial<Omit<TSettings, "notifications">> & {
  notifications?: Partial<TNotificationToggles>;
};

/**
 * The product's defaults (docs/product.md §3): theme system; all five notification toggles on; en; imperial; sound on;
 * the plan renews itself (autoPlan).
 */
export function defaultSettings(timeZone: string = DEFAULT_TIME_ZONE): TSettings {
  return {
    theme: "system",
    notifications: { email: true, push: true, workout: true, progress: true, schedule: true },
    language: "en",
    measurementUnit: "imperial",
    soundEffects: true,
    timeZone,
    autoPlan: true,
  };
}

/** Partial update: top-level fields replace, `notifications` merges field by field. */
export function mergeSettings(current: TSettings, patch: TSettingsPatch): TSettings {
  return {
    ...current,
    ...patch,
    notifications: { ...current.notifications, ...(patch.notifications ?? {}) },
  };
}
