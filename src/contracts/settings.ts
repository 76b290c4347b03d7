import { z } from "zod";

// Settings of spec section 3 plus the user's IANA time zone (DESIGN §4, "Event times").

export const THEMES = ["light", "dark", "system"] as const;
export const LANGUAGES = ["en", "es"] as const;
export const MEASUREMENT_UNITS = ["imperial", "metric"] as const;

export const ZNotificationToggles = z.object({
  email: z.boolean(),
  push: z.boolean(),
  workout: z.boolean(),
  progress: z.boolean(),
  schedule: z.boolean(),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().min(1).max(64).refine(isTimeZone, "Unknown time zone");

export const ZSettings = z.object({
  theme: z.enum(THEMES),
  notifications: ZNotificationToggles,
  language: z.enum(LANGUAGES),
  measurementUnit: z.enum(MEASUREMENT_UNITS),
  soundEffects: z.boolean(),
  timeZone: ZTimeZone,
});
export type TSettings = z.infer<typeof ZSettings>;
export type TTheme = TSettings["theme"];

/** PATCH body: every field optional, `notifications` merged field by field; unknown keys are refused. */
export const ZSettingsPatch = z
  .object({
    theme: z.enum(THEMES),
    notifications: ZNotificationToggles.partial().strict(),
    language: z.enum(LANGUAGES),
    measurementUnit: z.enum(MEASUREMENT_UNITS),
    soundEffects: z.boolean(),
    timeZone: ZTimeZone,
  })
  .partial()
  .strict();
export type TSettingsPatch = z.infer<typeof ZSettingsPatch>;

export const DEFAULT_TIME_ZONE = "UTC";

/** The spec's defaults: theme system; all five notification toggles on; en; imperial; sound on. */
export function defaultSettings(timeZone: string = DEFAULT_TIME_ZONE): TSettings {
  return {
    theme: "system",
    notifications: { email: true, push: true, workout: true, progress: true, schedule: true },
    language: "en",
    measurementUnit: "imperial",
    soundEffects: true,
    timeZone,
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
