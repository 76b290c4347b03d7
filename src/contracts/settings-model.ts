// The zod-free half of the settings contract: plain types, constants, defaults and merge. The web app imports this
// file directly so its first page load carries no zod; settings.ts builds the schemas from the same constants and
// checks at compile time that the schemas and these types agree.

export const THEMES = ["light", "dark", "system"] as const;
export const LANGUAGES = ["en", "es"] as const;
export const MEASUREMENT_UNITS = ["imperial", "metric"] as const;
export const NOTIFICATION_KEYS = ["email", "push", "workout", "progress", "schedule"] as const;
export const DEFAULT_TIME_ZONE = "UTC";
/** Effort logged per set in the player (ADR 0086): none, RPE (6-10) or reps in reserve (0-5). */
export const EFFORT_MODES = ["off", "rpe", "rir"] as const;
export type TEffortMode = (typeof EFFORT_MODES)[number];

/** A barbell and the plates at hand, in one unit: kilograms for metric, pounds for imperial. */
export interface TPlateSet {
  bar: number;
  /** Each size the user has in pairs, heaviest first. */
  plates: number[];
}

/** One set of bar and plates per unit, so switching units never turns 20 kg plates into 44.09 lb ones. */
export interface TBarbell {
  metric: TPlateSet;
  imperial: TPlateSet;
}

/** Common gym kit: a 20 kg / 45 lb bar and the usual plates down to 1.25 kg / 2.5 lb. */
export const DEFAULT_BARBELL: TBarbell = {
  metric: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  imperial: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

export const BARBELL_LIMITS = { bar: 100, plate: 100, plates: 12 } as const;

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
  /** The plate calculator's kit and the rounding of barbell targets (progression). */
  barbell: TBarbell;
  /** The player's effort picker per set: off by default (ADR 0086). */
  effort: TEffortMode;
}

export type TSettingsPatch = Partial<Omit<TSettings, "notifications" | "barbell">> & {
  notifications?: Partial<TNotificationToggles>;
  /** Each unit given replaces that unit's bar and plates. */
  barbell?: Partial<TBarbell>;
};

/**
 * The product's defaults (docs/product.md §3): theme system; all five notification toggles on; en; imperial; sound on;
 * the plan renews itself (autoPlan); no effort logged.
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
    barbell: structuredClone(DEFAULT_BARBELL),
    effort: "off",
  };
}

/** Partial update: top-level fields replace, `notifications` merges field by field, `barbell` unit by unit. */
export function mergeSettings(current: TSettings, patch: TSettingsPatch): TSettings {
  return {
    ...current,
    ...patch,
    notifications: { ...current.notifications, ...(patch.notifications ?? {}) },
    barbell: { ...current.barbell, ...(patch.barbell ?? {}) },
  };
}
