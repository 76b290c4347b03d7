// Fetching calendars on a user's behalf, safe against server-side request forgery (ADR 0035).
export { CalendarFetchError, type CalendarFetchErrorCode } from "./calendar-fetch-error";
export { normaliseCalendarUrl, urlHint } from "./calendar-url";
export { fetchIcsCalendar, type IcsFetchResult } from "./ics-fetch";
export { createSafeFetch, type SafeFetch, type SafeFetchOptions } from "./safe-fetch";
