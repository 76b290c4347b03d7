import { z } from "zod";
import { FITNESS_GOALS, GENDERS, PREFERRED_TIME_LABELS, WORKOUT_TYPES } from "#domain/types";
import { CALENDAR_CONNECTION_LIMITS, CALENDAR_SOURCE_PREFIX, MAX_EVENTS_PER_CONNECTION } from "./calendars";
import { ZEquipmentProfile, ZEquipmentProfilesInput, ZExperienceLevel } from "./equipment-profiles";
import { MAX_EVENTS, type TScheduleItem, ZEvent, ZScheduleItem } from "./events";

// Preferences (API "Preferences", docs/product.md §3). Weight is stored in lbs and height in inches whatever the display units;
// the ranges below are those of a human being, so a unit mix-up (kg sent as lbs, cm as inches) is caught early.

function uniqueList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .refine((list) => new Set(list).size === list.length, "Each value may appear only once");
}

export const ZPersonalInfo = z.object({
  age: z.number().int("Use whole years").min(13, "At least 13").max(100, "At most 100"),
  weight: z.number().min(50, "At least 50 lbs").max(700, "At most 700 lbs"),
  height: z.number().min(36, "At least 36 inches").max(96, "At most 96 inches"),
  gender: z.enum(GENDERS),
});

export const ZFitnessGoals = z.object({
  primaryGoal: z.enum(FITNESS_GOALS),
  secondaryGoals: uniqueList(z.enum(FITNESS_GOALS)).max(
    FITNESS_GOALS.length,
    `At most ${FITNESS_GOALS.length}`,
  ),
});

export const ZWorkoutPreferences = z.object({
  duration: z
    .number()
    .int("Use whole minutes")
    .min(10, "At least 10 minutes")
    .max(180, "At most 180 minutes"),
  frequency: z.number().int("Use a whole number").min(1, "At least once a week").max(7, "At most 7 a week"),
  preferredTimes: uniqueList(z.enum(PREFERRED_TIME_LABELS)).min(1, "Choose at least one time of day"),
  workoutTypes: uniqueList(z.enum(WORKOUT_TYPES)).min(1, "Choose at least one workout type"),
  /**
   * The shortest session worth doing (issue 34, ADR 0094): a calendar change leaving at least this much time shrinks a
   * workout in place; less moves it. Absent: 20 minutes.
   */
  shortestSessionMinutes: z
    .number()
    .int("Use whole minutes")
    .min(10, "At least 10 minutes")
    .max(120, "At most 120 minutes")
    .optional(),
});

function isWorkoutItem(item: unknown): boolean {
  if (typeof item !== "object" || item === null) return false;
  const type = (item as { type?: unknown }).type;
  return typeof type === "string" && type.trim().toLowerCase() === "workout";
}

/** An event of a connected calendar sent back from GET (source `calendar:<id>`). */
function isCalendarItem(item: unknown): boolean {
  if (typeof item !== "object" || item === null) return false;
  const source = (item as { source?: unknown }).source;
  return typeof source === "string" && source.startsWith(CALENDAR_SOURCE_PREFIX);
}

const MAX_SCHEDULE_CALENDAR_ITEMS = CALENDAR_CONNECTION_LIMITS.pro * MAX_EVENTS_PER_CONNECTION;

/**
 * The schedule: items of type "workout" are dropped before anything else (product §3), so whatever shape they have is
 * never an error; every other item must be a valid event. Issues keep the index of the item as sent
 * ("schedule.3.endTime"), which is what the form needs to point at the right row.
 */
export const ZSchedule = z
  .array(z.unknown())
  // What GET returned may hold every connected calendar's events besides the user's own.
  .max(MAX_EVENTS + MAX_SCHEDULE_CALENDAR_ITEMS, `At most ${MAX_EVENTS} events`)
  .transform((items, ctx) => {
    const events: TScheduleItem[] = [];
    const own = items.filter((item) => !isCalendarItem(item));
    if (own.length > MAX_EVENTS) {
      ctx.addIssue({ code: "custom", message: `At most ${MAX_EVENTS} events`, path: [] });
      return events;
    }
    items.forEach((item, index) => {
      // Connected calendars' events come back as GET gave them; they are the sync's, never the schedule's.
      if (isWorkoutItem(item) || isCalendarItem(item)) return;
      const result = ZScheduleItem.safeParse(item);
      if (result.success) events.push(result.data);
      else {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path] });
        }
      }
    });
    return events;
  });

/**
 * PUT /api/preferences. Unknown keys (such as `updatedAt` sent back from GET) are dropped. Without `schedule` the
 * user's events are left as they are; with it, the schedule replaces them (ADR 0006). Without `equipmentProfiles`
 * or `experienceLevel` the stored ones (or the defaults: a full gym, intermediate) are kept (ADR 0082).
 */
export const ZPreferencesInput = z.object({
  personalInfo: ZPersonalInfo,
  fitnessGoals: ZFitnessGoals,
  workoutPreferences: ZWorkoutPreferences,
  schedule: ZSchedule.optional(),
  equipmentProfiles: ZEquipmentProfilesInput.optional(),
  experienceLevel: ZExperienceLevel.optional(),
});
export type TPreferencesInput = z.output<typeof ZPreferencesInput>;

/** GET/PUT /api/preferences answer. */
export const ZPreferences = z.object({
  personalInfo: ZPersonalInfo,
  fitnessGoals: ZFitnessGoals,
  workoutPreferences: ZWorkoutPreferences,
  schedule: z.array(ZEvent),
  /** Never empty; exactly one is the default. A full gym for users who never stated one. */
  equipmentProfiles: z.array(ZEquipmentProfile),
  experienceLevel: ZExperienceLevel,
  updatedAt: z.string(),
});
export type TPreferences = z.infer<typeof ZPreferences>;
