import { z } from "zod";
import { canonicalTimeZone } from "#domain/scheduling/time-zone";
import {
  BARBELL_LIMITS,
  EFFORT_MODES,
  LANGUAGES,
  MEASUREMENT_UNITS,
  THEMES,
  type TSettings,
  type TSettingsPatch,
} from "./settings-model";

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

const ZPlateSet = z
  .object({
    bar: z.number().min(0, "At least 0").max(BARBELL_LIMITS.bar, `At most ${BARBELL_LIMITS.bar}`),
    plates: z
      .array(
        z
          .number()
          .positive("Plates weigh more than 0")
          .max(BARBELL_LIMITS.plate, `At most ${BARBELL_LIMITS.plate}`),
      )
      .min(1, "Give at least one plate size")
      .max(BARBELL_LIMITS.plates, `At most ${BARBELL_LIMITS.plates} plate sizes`)
      .refine((plates) => new Set(plates).size === plates.length, "Give each plate size once")
      // Heaviest first is the order the plate calculator loads them in.
      .transform((plates) => [...plates].sort((a, b) => b - a)),
  })
  .strict();

export const ZBarbell = z.object({ metric: ZPlateSet, imperial: ZPlateSet });

export const ZSettings = z.object({
  theme: z.enum(THEMES),
  notifications: ZNotificationToggles,
  language: z.enum(LANGUAGES),
  measurementUnit: z.enum(MEASUREMENT_UNITS),
  soundEffects: z.boolean(),
  timeZone: ZTimeZone,
  autoPlan: z.boolean(),
  barbell: ZBarbell,
  effort: z.enum(EFFORT_MODES),
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
    barbell: ZBarbell.partial().strict(),
    effort: z.enum(EFFORT_MODES, "Use off, rpe or rir"),
  })
  .partial()
  .strict();

// Compile-time proof that the schemas and the plain types describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsAgree: Same<z.infer<typeof ZSettings>, TSettings> = true;
const patchAgrees: Same<z.infer<typeof ZSettingsPatch>, TSettingsPatch> = true;
void settingsAgree;
void patchAgrees;
