import { z } from "zod";
import { isValidDate, weekdayOf } from "#domain/scheduling/dates";
import { parseTimeStrict } from "#domain/scheduling/time";
import { canonicalTimeZone } from "#domain/scheduling/time-zone";
import { WEEKDAYS, type Weekday } from "#domain/types";

// Schedule events (API "Schedule events", docs/product.md §3). Decisions (ADR 0006):
// - Times are strict "HH:MM" (two-digit hours, 24-hour). The end must be after the start; an end of "00:00" means
//   midnight at the end of the day (22:00–00:00), which the engine reads the same way. A whole day is 00:00–23:59.
// - When a date is given (`date`, or `specificDate`), `day` may be left out and is derived from it; when both are
//   given they must agree, so an event can never say "Monday" and sit on a Tuesday. `date` and `specificDate`, when
//   both given, must be the same day. An empty string counts as no date (web forms send "").
// - `isRecurring` is required: false means one-time, and a one-time event with no date recurs on its weekday (spec).

export const MAX_EVENT_NAME_LENGTH = 100;
/** Events one user may keep (manual and imported together); also the cap of `schedule` in preferences. */
export const MAX_EVENTS = 500;
export const EVENT_SOURCES = ["manual", "ics"] as const;
/** Dates a weekly event may skip (ADR 0073): a year of cancelled occurrences of a daily-looking weekday series. */
export const MAX_SKIP_DATES = 400;
/** "manual", "ics" (an .ics file import) or `calendar:<connection id>` (a connected calendar; read-only). */
export type EventSource = (typeof EVENT_SOURCES)[number] | `calendar:${string}`;
const ZEventSource = z.union([
  z.enum(EVENT_SOURCES),
  z.custom<`calendar:${string}`>(
    (value) => typeof value === "string" && /^calendar:[A-Za-z0-9-]{1,64}$/.test(value),
  ),
]);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZTimeOfDay = z.string().regex(HH_MM, "Use HH:MM, 24-hour (for example 09:30)");
export const ZCalendarDate = z.string().refine(isValidDate, "Use an existing date written YYYY-MM-DD");
const ZOptionalDate = z.preprocess(
  (value) => (value === "" ? null : value),
  ZCalendarDate.nullable().optional(),
);

// Control characters have no place in a label, and PostgreSQL refuses NUL in text outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;
const noControl = (value: string) => !CONTROL.test(value);

/** The writable fields, before the cross-field rules. */
export const ZEventFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the event a name")
    .max(MAX_EVENT_NAME_LENGTH, `At most ${MAX_EVENT_NAME_LENGTH} characters`)
    .refine(noControl, "No control characters"),
  day: z.enum(WEEKDAYS, "Use a weekday name, Monday to Sunday").optional(),
  startTime: ZTimeOfDay,
  endTime: ZTimeOfDay,
  isRecurring: z.boolean(),
  specificDate: ZOptionalDate,
  date: ZOptionalDate,
  type: z
    .string()
    .trim()
    .max(40, "At most 40 characters")
    .refine(noControl, "No control characters")
    .nullable()
    .optional(),
  /** Dates (of the event's own calendar) a weekly event does not happen on (ADR 0073). */
  skipDates: z.array(ZCalendarDate).max(MAX_SKIP_DATES, `At most ${MAX_SKIP_DATES} dates`).optional(),
  /** The IANA zone the times are written in; null or absent: the user's zone (ADR 0073). */
  timeZone: z
    .string()
    .refine((value) => canonicalTimeZone(value) !== null, "Use an IANA time zone, for example Europe/London")
    .transform((value) => canonicalTimeZone(value) as string)
    .nullable()
    .optional(),
});
type EventFields = z.output<typeof ZEventFields>;

/** A validated event as stored: `day` always present, absent optionals as null. */
export interface TEventInput {
  name: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  isRecurring: boolean;
  specificDate: string | null;
  date: string | null;
  type: string | null;
  /** Sorted, distinct dates a weekly event skips; empty for a dated one. Absent means none. */
  skipDates?: string[];
  /** The zone the times are written in; null or absent: the user's zone. */
  timeZone?: string | null;
}

/** Cross-field rules. Zod runs them even when a field failed, so each rule only looks at fields that are valid. */
function checkEvent(value: EventFields, ctx: z.RefinementCtx): void {
  const start = parseTimeStrict(value.startTime);
  const end = parseTimeStrict(value.endTime);
  if (start !== null && end !== null && end <= start && !(end === 0 && start > 0)) {
    ctx.addIssue({
      code: "custom",
      path: ["endTime"],
      message: "Must be after the start time (00:00 is midnight)",
    });
  }
  const date = isValidDate(value.date) ? value.date : null;
  const specificDate = isValidDate(value.specificDate) ? value.specificDate : null;
  if (date && specificDate && date !== specificDate) {
    ctx.addIssue({ code: "custom", path: ["specificDate"], message: "Must be the same day as date" });
  }
  const pinned = date ?? specificDate;
  const anyDate = Boolean(value.date || value.specificDate);
  if (!anyDate && value.day === undefined) {
    ctx.addIssue({ code: "custom", path: ["day"], message: "Give a weekday or a date" });
  }
  if (pinned && typeof value.day === "string" && value.day !== weekdayOf(pinned)) {
    ctx.addIssue({
      code: "custom",
      path: ["day"],
      message: `Must be ${weekdayOf(pinned)}, the weekday of ${pinned}`,
    });
  }
}

function normalise(value: EventFields): TEventInput {
  const pinned = value.date ?? value.specificDate ?? null;
  // Pinned to one date as the engine reads it (eventDateOf): a recurring event with a specificDate still recurs.
  const once = value.date ?? (value.isRecurring ? null : (value.specificDate ?? null));
  return {
    name: value.name,
    day: pinned !== null ? weekdayOf(pinned) : (value.day as Weekday),
    startTime: value.startTime,
    endTime: value.endTime,
    isRecurring: value.isRecurring,
    specificDate: value.specificDate ?? null,
    date: value.date ?? null,
    type: value.type ? value.type : null,
    // A dated event happens once: there is nothing to skip.
    skipDates: once !== null || !value.skipDates ? [] : [...new Set(value.skipDates)].sort(),
    timeZone: value.timeZone ?? null,
  };
}

/** One event as given by a client (extra keys are dropped); also re-checks a PATCH merged into its event. */
export const ZEventInput = ZEventFields.superRefine(checkEvent).transform(normalise);

/** POST /api/events: the event, and `allowConflict` to save it despite a clash. */
export const ZEventCreate = ZEventFields.extend({ allowConflict: z.boolean().optional() })
  .strict()
  .superRefine(checkEvent)
  .transform((value) => ({ event: normalise(value), allowConflict: value.allowConflict === true }));

/** PATCH /api/events/:id: any subset of the fields; the merged event is validated again as a whole. */
export const ZEventPatch = ZEventFields.partial().extend({ allowConflict: z.boolean().optional() }).strict();
export type TEventPatch = z.output<typeof ZEventPatch>;

/** An item of `schedule` in PUT /api/preferences: what GET returned (id and source are accepted back). */
export const ZScheduleItem = ZEventFields.extend({
  id: z.string().max(64).optional(),
  source: ZEventSource.optional(),
})
  .superRefine(checkEvent)
  .transform((value): TScheduleItem => (value.id ? { ...normalise(value), id: value.id } : normalise(value)));
export type TScheduleItem = TEventInput & { id?: string };

/** The event as the API returns it. */
export const ZEvent = z.object({
  id: z.string(),
  name: z.string(),
  day: z.enum(WEEKDAYS),
  startTime: z.string(),
  endTime: z.string(),
  isRecurring: z.boolean(),
  specificDate: z.string().nullable(),
  date: z.string().nullable(),
  type: z.string().nullable(),
  /** Dates a weekly event skips (ADR 0073); always sent by the server. */
  skipDates: z.array(z.string()).optional(),
  /** The zone the times are written in (an imported or subscribed series), or null for the user's zone. */
  timeZone: z.string().nullable().optional(),
  /** "ics" for events created by an .ics import, `calendar:<id>` for a connected calendar's (read-only). */
  source: ZEventSource,
});
export type TEvent = z.infer<typeof ZEvent>;

/** POST /api/events/import. `removed`: events of a re-imported series that the file no longer has. */
export const ZIcsImportResult = z.object({
  imported: z.number(),
  updated: z.number(),
  removed: z.number(),
  skipped: z.number(),
  warnings: z.array(z.string()),
});
export type TIcsImportResult = z.infer<typeof ZIcsImportResult>;

/** GET and POST /api/calendar/feed-url. */
export const ZFeedUrl = z.object({ url: z.string() });
export type TFeedUrl = z.infer<typeof ZFeedUrl>;
