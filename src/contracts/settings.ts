import { z } from "zod";
import { canonicalTimeZone } from "../domain/scheduling/time-zone";
import { LANGUAGES, MEASUREMENT_UNITS, THEMES, type TSettings, type TSettingsPatch } from "./settings-model";

// Settings of docs/product.md §3 plus the user's IANA time zone (docs/architecture.md §4, "Event times"). The plain types, defaults
// and merge live in settings-model.ts (no zod) and are re-exported here.
export * from "./settings-model";

export const ZNotificationToggles = z.object({
  email: z.boolean(),
  push: z.boolean(),
  workout: z.boolean(),
  progress: z.boolean(),
  schedule: z.boolean(),
});

/**
 * An IANA zone in any letter case, stored as its one spelling (domain/scheduling/time-zone.ts), so the zone caches
 * behind it stay bounded.
 */
export const ZTimeZone = z
  .string()
  .min(1)
  .max(64)
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) ctx.addIssue({ code: "custom", message: "Unknown time zone" });
    return zone ?? value;
  });

export const ZSettings = z.object({
  theme: z.enum(THEMES),
  notifications: ZNotificationToggles,
  language: z.enum(LANGUAGES),
  measurementUnit: z.enum(MEASUREMENT_UNITS),
  soundEffects: z.boolean(),
  timeZone: ZTimeZone,
  autoPlan: z.boolean(),
});

/** PATCH body: every field optional, `notifications` merged field by field; unknown keys are refused. */
export const ZSettingsPatch = z
  .object({
    theme: z.enum(THEMES),
    notifications: ZNotificationToggles.partial().strict(),
    language: z.enum(LANGUAGES),
    measurementUnit: z.enum(MEASUREMENT_UNITS),
    soundEffects: z.boolean(),
    timeZone: ZTimeZone,
    autoPlan: z.boolean(),
  })
  .partial()
  .strict();

// Compile-time proof that the schemas and the plain types describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsAgree: Same<z.infer<typeof ZSettings>, TSettings> = true;
const patchAgrees: Same<z.infer<typeof ZSettingsPatch>, TSettingsPatch> = true;
void settingsAgree;
void patchAgrees;
