import { z } from "zod";

// Every error the API answers, `{error: CODE, message, ...}` (docs/api.md "Conventions", ADR 0066): one list the
// server answers from (AppError takes only an ErrorCode) and the web app matches against (ApiError.code is typed by
// it, so a misspelt or retired code in a comparison fails the type check). The web app imports types only from this
// file: its first page load carries no zod.

export const ERROR_CODES = [
  // Every endpoint (app.ts, lib/http-hygiene.ts, lib/validate.ts)
  "BAD_REQUEST",
  "FORBIDDEN_ORIGIN",
  "INTERNAL",
  "INVALID_JSON",
  "NOT_FOUND",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "UNAUTHORIZED",
  "UNSUPPORTED_MEDIA_TYPE",
  "VALIDATION_ERROR",
  // /api/auth's own answers without a code of better-auth's (auth.routes.ts): by status, else ERROR
  "ERROR",
  "FORBIDDEN",
  // Account
  "CONFIRMATION_MISMATCH",
  "INVALID_PASSWORD",
  "PASSWORD_TOO_COMMON",
  "SUBSCRIPTION_CANCEL_FAILED",
  "USER_NOT_FOUND",
  // Billing
  "ALREADY_SUBSCRIBED",
  "BILLING_DISABLED",
  "INVALID_CUSTOMER",
  "INVALID_SESSION",
  "INVALID_SIGNATURE",
  "NO_CHECKOUT_URL",
  "NO_CUSTOMER_FOUND",
  "NO_PORTAL_URL",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "SERVER_ERROR",
  "UPGRADE_REQUIRED",
  // Coach and notifications
  "COACH_TIMEOUT",
  "COACH_UNAVAILABLE",
  "PUSH_UNAVAILABLE",
  "TOO_MANY_PUSH_SUBSCRIPTIONS",
  "TOO_MANY_STREAMS",
  // Events and calendars
  "CALENDAR_AUTH_FAILED",
  "CALENDAR_NOT_FOUND",
  "CALENDAR_SYNC_FAILED",
  "CALENDAR_SYNC_IN_PROGRESS",
  "CALENDAR_SYNC_TOO_SOON",
  "CALENDAR_TOO_LARGE",
  "CALENDAR_UNREACHABLE",
  "CALENDAR_URL_REFUSED",
  "CALENDAR_WRITE_REFUSED",
  "EVENT_CONFLICT",
  "ICS_IMPORT_BUSY",
  "ICS_TOO_COMPLEX",
  "INVALID_ICS",
  "NOT_CALDAV",
  "READ_ONLY_EVENT",
  "TOO_MANY_CALENDARS",
  "TOO_MANY_EVENTS",
  // Plans and workouts (the domain's DomainError codes pass through as they are: plan-errors.ts)
  "AI_DUPLICATE_DATES",
  "AI_INVALID_JSON",
  "AI_NO_RESPONSE",
  "AI_NO_WORKOUTS",
  "AI_REGENERATE_FAILED",
  "AI_TOO_FEW",
  "INVALID_DATE",
  "INVALID_INPUT",
  "INVALID_TIME",
  "NO_FREE_SLOT",
  "NO_SLOTS",
  "PLAN_IN_PROGRESS",
  "PREFERENCES_INCOMPLETE",
  "PREFERENCES_NOT_SET",
  "WORKOUT_CONFLICT",
  // Exercises and swaps (ADR 0085)
  "EXERCISE_NOT_ALLOWED",
  "EXERCISE_UNKNOWN",
  // Custom exercises (ADR 0091)
  "CUSTOM_EXERCISE_CATALOGUE_NAME",
  "CUSTOM_EXERCISE_NAME_TAKEN",
  "TOO_MANY_CUSTOM_EXERCISES",
  // History import
  "CSV_TOO_COMPLEX",
  "HISTORY_FULL",
  "HISTORY_IMPORT_BUSY",
  "INVALID_CSV",
  "TOO_MANY_WORKOUTS",
  // Personal access tokens (features/tokens, ADR 0075)
  "TOKEN_NOT_ALLOWED",
  "TOKEN_READ_ONLY",
  "TOO_MANY_TOKENS",
  // FIT files (features/fit, ADR 0080)
  "FIT_CORRUPT",
  "FIT_EXPORT_TOO_LARGE",
  "FIT_IMPORT_BUSY",
  "FIT_NOT_ACTIVITY",
  "INVALID_FIT",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * better-auth's own codes that `/api/auth` passes through unchanged (auth.routes.ts) and the web app matches by name.
 * Any other better-auth code may come too (the web app shows its `message`); these are checked against the installed
 * better-auth's BASE_ERROR_CODES by test, so an upgrade that renames one fails there.
 */
export const AUTH_ERROR_CODES = [
  "INVALID_EMAIL_OR_PASSWORD",
  "PASSWORD_TOO_SHORT",
  "USER_ALREADY_EXISTS",
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * The sentences the API can say by code and values: an error body carries `sentence: {code, params}` when its
 * `message` is exactly the English of that sentence, so a client can say it in the user's language instead (the web
 * app's strings: locales/errors/<lang>.json). A code is an ErrorCode whose sentence is always the same, or
 * the reason a `400 VALIDATION_ERROR` names for a rule the request broke.
 */
const time = z.string().regex(/^\d{2}:\d{2}$/);
const count = z.number().int().nonnegative();
export const SENTENCE_PARAMS = {
  // The general sentence for a body its schema refuses (lib/errors.ts).
  VALIDATION_ERROR: z.object({}),
  INTERNAL: z.object({}),
  // Moving a workout (move.service.ts)
  MOVE_DAY_PASSED: z.object({}),
  MOVE_TOO_FAR: z.object({ lastDate: z.iso.date() }),
  WORKOUT_PAST_MIDNIGHT: z.object({ minutes: count, startTime: time }),
  START_TIME_PASSED: z.object({ startTime: time }),
  NO_FREE_SLOT: z.object({}),
  WORKOUT_CONFLICT: z.object({ name: z.string(), startTime: time, endTime: time }),
  // Events and calendars
  READ_ONLY_EVENT: z.object({ calendar: z.string() }),
  TOO_MANY_EVENTS: z.object({ max: count }),
  TOO_MANY_CALENDARS: z.object({ max: count }),
  CALENDAR_SYNC_IN_PROGRESS: z.object({}),
  // `count` (seconds) is named so that i18next picks the plural by it.
  CALENDAR_SYNC_TOO_SOON: z.object({ count }),
  // Account and devices
  CONFIRMATION_MISMATCH: z.object({}),
  INVALID_PASSWORD: z.object({}),
  TOO_MANY_PUSH_SUBSCRIPTIONS: z.object({ max: count }),
  TOO_MANY_TOKENS: z.object({ max: count }),
  // Swapping an exercise (features/exercises)
  EXERCISE_NOT_ALLOWED: z.object({}),
  EXERCISE_UNKNOWN: z.object({}),
  // Custom exercises (features/exercises)
  CUSTOM_EXERCISE_CATALOGUE_NAME: z.object({ name: z.string() }),
  CUSTOM_EXERCISE_NAME_TAKEN: z.object({ name: z.string() }),
  TOO_MANY_CUSTOM_EXERCISES: z.object({ max: count }),
  // History import
  HISTORY_FULL: z.object({ entries: count, adding: count, max: count }),
  TOO_MANY_WORKOUTS: z.object({ workouts: count, max: count }),
  // FIT files
  INVALID_FIT: z.object({}),
  FIT_CORRUPT: z.object({}),
  FIT_NOT_ACTIVITY: z.object({}),
  FIT_EXPORT_TOO_LARGE: z.object({ maxDays: count, maxWorkouts: count }),
};
export type SentenceCode = keyof typeof SENTENCE_PARAMS;
export type SentenceParams<C extends SentenceCode> = z.infer<(typeof SENTENCE_PARAMS)[C]>;
export type Sentence = { [C in SentenceCode]: { code: C; params: SentenceParams<C> } }[SentenceCode];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each sentence in English: the server's `message`. The web app's English strings are tested against these. */
export const ENGLISH_SENTENCES: { [C in SentenceCode]: (params: SentenceParams<C>) => string } = {
  VALIDATION_ERROR: () => "Some of what was sent isn't valid. Check the highlighted fields and try again.",
  INTERNAL: () => "Something went wrong on our side. Please try again.",
  MOVE_DAY_PASSED: () => "A workout can't be moved to a day that has already passed.",
  MOVE_TOO_FAR: ({ lastDate }) => `A workout can be moved up to ${lastDate}, not later.`,
  WORKOUT_PAST_MIDNIGHT: ({ minutes, startTime }) =>
    `A ${minutes}-minute workout can't start at ${startTime}: it would end after midnight.`,
  START_TIME_PASSED: ({ startTime }) => `${startTime} has already passed today. Pick a later time.`,
  NO_FREE_SLOT: () =>
    "There is no free slot left in this week's plan for this workout. Pick a date and time yourself.",
  WORKOUT_CONFLICT: ({ name, startTime, endTime }) =>
    `Overlaps your ${name} workout, ${startTime}–${endTime}`,
  READ_ONLY_EVENT: ({ calendar }) =>
    `This event comes from your connected calendar ${calendar}; change it there.`,
  TOO_MANY_EVENTS: ({ max }) => `You can keep at most ${max} events. Delete some first.`,
  TOO_MANY_CALENDARS: ({ max }) => `You can connect at most ${max} calendars. Remove one first.`,
  CALENDAR_SYNC_IN_PROGRESS: () =>
    "This calendar is being synced right now. Its events will show when it is done.",
  CALENDAR_SYNC_TOO_SOON: ({ count }) =>
    `This calendar was synced a moment ago. Try again in ${plural(count, "second", "seconds")}.`,
  CONFIRMATION_MISMATCH: () =>
    "Type the e-mail address of your account exactly to confirm. Nothing was deleted.",
  INVALID_PASSWORD: () => "The password is not right. Nothing was deleted.",
  TOO_MANY_PUSH_SUBSCRIPTIONS: ({ max }) =>
    `Push is on for ${max} devices already. Turn it off on one of them first.`,
  TOO_MANY_TOKENS: ({ max }) => `You have ${max} access tokens already. Revoke one you no longer use first.`,
  EXERCISE_NOT_ALLOWED: () =>
    "That exercise needs equipment you don't have where you train, or more experience. Pick another one.",
  EXERCISE_UNKNOWN: () => "That exercise isn't in the directory. Pick one from the list.",
  CUSTOM_EXERCISE_CATALOGUE_NAME: ({ name }) =>
    `"${name}" is already in the exercise directory. Pick it from there, or give yours another name.`,
  CUSTOM_EXERCISE_NAME_TAKEN: ({ name }) => `You already have an exercise called "${name}".`,
  TOO_MANY_CUSTOM_EXERCISES: ({ max }) =>
    `You can keep at most ${max} exercises of your own. Delete one first.`,
  HISTORY_FULL: ({ entries, adding, max }) =>
    `Your history holds ${entries} workouts; this file would add ${adding}, over the ${max} one history may hold. Import a shorter period.`,
  TOO_MANY_WORKOUTS: ({ workouts, max }) =>
    `The file holds ${workouts} workouts, more than the ${max} one import takes: export a shorter period and import the parts one by one.`,
  INVALID_FIT: () => "This is not a FIT file. Upload the .fit file your watch or its app exported.",
  FIT_CORRUPT: () =>
    "This FIT file is damaged (its checksum does not match). Export it again and upload the new copy.",
  FIT_NOT_ACTIVITY: () =>
    "This FIT file holds no activity (it may be a course, a planned workout or settings). Upload an activity.",
  FIT_EXPORT_TOO_LARGE: ({ maxDays, maxWorkouts }) =>
    `One download holds at most ${maxWorkouts} workouts from at most ${maxDays} days. Pick a shorter range.`,
};

/** The English of a sentence. */
export function englishSentence(sentence: Sentence): string {
  const say = ENGLISH_SENTENCES[sentence.code] as (params: Sentence["params"]) => string;
  return say(sentence.params);
}

/** An error body as the API answers it; `sentence`, when there, is one of SENTENCE_PARAMS with its values. */
export const ZErrorBody = z
  .object({
    error: z.string(),
    message: z.string().min(1),
    sentence: z
      .object({
        code: z.enum(Object.keys(SENTENCE_PARAMS) as [SentenceCode, ...SentenceCode[]]),
        params: z.unknown(),
      })
      .superRefine((value, ctx) => {
        const parsed = SENTENCE_PARAMS[value.code].strict().safeParse(value.params);
        if (!parsed.success)
          ctx.addIssue({ code: "custom", message: `params of ${value.code}: ${parsed.error.message}` });
      })
      .optional(),
  })
  .loose();
