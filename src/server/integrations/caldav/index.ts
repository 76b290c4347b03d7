// A CalDAV client on tsdav (ADR 0036): list an account's calendars, read their events with ctag/sync-token change
// detection, and write one object per workout. Every request goes through the fetch the caller passes.

export { type CalDavClient, connectCalDav } from "./caldav-client";
export { CalDavError, type CalDavErrorCode } from "./caldav-error";
export type { CalDavFetch } from "./caldav-fetch";
export { type CalDavObject, eventObjectUrl, type ReadEventsResult } from "./calendar-objects";
export type { CalDavCalendar } from "./calendar-props";
export { type WorkoutEvent, workoutToIcs } from "./workout-ics";
