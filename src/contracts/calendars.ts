import { z } from "zod";

// Calendar connections (live calendars): a user's own calendar read by its secret iCalendar address or over CalDAV,
// kept in sync in the background. The address and the credentials are secrets: stored encrypted, never returned;
// `urlHint` shows only the host.

export const CALENDAR_KINDS = ["ics", "caldav"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const CALENDAR_STATUSES = ["ok", "syncing", "error", "auth_failed"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** Connections one user may keep, by tier; Free may only subscribe by address (`ics`). */
export const CALENDAR_CONNECTION_LIMITS = { free: 1, pro: 10 } as const;
export const MAX_CALENDAR_NAME_LENGTH = 80;
/**
 * Events one connection may bring; past it the rest are left out with a warning. They do not count toward
 * MAX_EVENTS (the user's own events), so a busy work calendar never stops anyone adding an event by hand.
 */
export const MAX_EVENTS_PER_CONNECTION = 1000;

/** The `source` of an event imported from a connection: `calendar:<connection id>`. */
export const CALENDAR_SOURCE_PREFIX = "calendar:";
export const calendarSource = (connectionId: string) => `${CALENDAR_SOURCE_PREFIX}${connectionId}`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;
const ZName = z
  .string()
  .trim()
  .min(1, "Give the calendar a name")
  .max(MAX_CALENDAR_NAME_LENGTH, `At most ${MAX_CALENDAR_NAME_LENGTH} characters`)
  .refine((value) => !CONTROL.test(value), "No control characters");
const ZAddress = z
  .string()
  .trim()
  .min(1, "Paste the calendar's address")
  .max(2048, "At most 2048 characters")
  .refine(
    (value) => /^(https?|webcal):\/\//i.test(value),
    "Use an address starting with https://, http:// or webcal://",
  );

export const ZCalendarConnection = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  name: z.string(),
  /** The host of the address only (the rest is a secret). */
  urlHint: z.string(),
  status: z.enum(CALENDAR_STATUSES),
  /** ISO instant of the last successful sync; null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** Events currently imported from this connection. */
  eventCount: z.number(),
  /** Why the last sync failed, as a sentence for the user; null when it worked. */
  error: z.string().nullable(),
  writeBack: z.boolean(),
  enabled: z.boolean(),
  /** Whether all-day events block the day (off by default: most are birthdays and holidays). */
  allDayBlocks: z.boolean(),
});
export type TCalendarConnection = z.infer<typeof ZCalendarConnection>;

/** POST /api/calendars. `webcal://` is read as `https://`. */
export const ZCalendarCreate = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ics"), url: ZAddress, name: ZName.optional() }).strict(),
  z
    .object({
      kind: z.literal("caldav"),
      url: ZAddress,
      username: z.string().trim().min(1, "Give the user name").max(256, "At most 256 characters"),
      password: z
        .string()
        .min(1, "Give the password (an app password for iCloud)")
        .max(1024, "At most 1024 characters"),
      /** The calendar's display name or address on the server; all calendars when absent. */
      calendar: z.string().trim().max(2048).optional(),
      writeBack: z.boolean().optional(),
      name: ZName.optional(),
    })
    .strict(),
]);
export type TCalendarCreate = z.output<typeof ZCalendarCreate>;

/**
 * PATCH /api/calendars/:id. Reconnecting: `url` gives an address subscription its new secret address (after the old
 * one was reset), `username` / `password` give a CalDAV account its new credentials (after `auth_failed`); either is
 * tried first and stored only when the calendar can be read with it. A CalDAV account's new `url` (or `calendar`)
 * discovers and chooses its calendars again.
 */
export const ZCalendarPatch = z
  .object({
    name: ZName.optional(),
    writeBack: z.boolean().optional(),
    enabled: z.boolean().optional(),
    allDayBlocks: z.boolean().optional(),
    url: ZAddress.optional(),
    username: z.string().trim().min(1, "Give the user name").max(256, "At most 256 characters").optional(),
    password: z
      .string()
      .min(1, "Give the password (an app password for iCloud)")
      .max(1024, "At most 1024 characters")
      .optional(),
    /** CalDAV: the calendar to read now, as at connect; a changed `url` chooses again (all calendars when absent). */
    calendar: z.string().trim().max(2048).optional(),
  })
  .strict();
export type TCalendarPatch = z.output<typeof ZCalendarPatch>;
