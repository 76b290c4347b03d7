// The events feature's public face: other features import only this file (docs/architecture.md §2).

export { listEventsForPlanning, listUserEvents, replaceSchedule } from "./events.service";
export { replaceConnectionEvents } from "./events-connection.service";
export type { IcsMapping } from "./ics-mapper";
export type { IcsReader } from "./ics-reader";
