// The calendars feature's public face (connected calendars): app.ts and boot.ts compose it (docs/architecture.md §2).
export { type CalendarSync, createCalendarSync } from "./calendar-sync";
export { calendarsRoutes } from "./calendars.routes";
export { createCalendarSyncLoop } from "./sync-loop";
