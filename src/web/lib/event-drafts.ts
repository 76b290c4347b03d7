import type { TEvent, TScheduleItem } from "#contracts/events";
import { MAX_EVENT_NAME_LENGTH } from "#contracts/events";
import { eventDateOf, isValidDate, parseTimeStrict, weekdayOf } from "#domain/scheduling";
import type { Weekday } from "#domain/types";
import { WEEK_ORDER } from "./weekday-names";

// An event as a person types it: one entry for a weekly event on several weekdays (a Mon–Fri standup), stored one
// event per day (the scheduling engine reads single-day events; ADR 0058). Onboarding's "Your week" and the schedule
// page's event dialog both edit these drafts, so both group, check and store them the same way.

export interface EventDraft {
  /** Stable React key; also the id of an event that already exists (kept so a save updates rather than recreates). */
  key: string;
  id?: string;
  name: string;
  repeats: "weekly" | "once";
  day: Weekday;
  /**
   * A weekly event's weekdays when it repeats on several (Mon–Fri standup: one entry). Stored as one event per day;
   * `dayIds` keeps each stored day's id. Absent: `day` alone.
   */
  days?: Weekday[];
  dayIds?: Partial<Record<Weekday, string>>;
  date: string;
  startTime: string;
  endTime: string;
  /** Dates a weekly draft does not happen on ("not on the 24th"); each stored day keeps those of its weekday. */
  skipDates?: string[];
  /** The zone an imported series is written in, kept as it is when the user edits it (ADR 0073). */
  timeZone?: string | null;
}

/** The messages of the draft's checks; each form words them in its own place. */
export type EventErrorKey = "eventName" | "eventNameLong" | "time" | "endAfterStart" | "date" | "chooseDay";
export interface EventFieldMessage {
  key: EventErrorKey;
  values?: Record<string, string | number>;
}
export type EventDraftErrors = Partial<
  Record<"name" | "date" | "days" | "startTime" | "endTime", EventFieldMessage>
>;

let draftCounter = 0;
export function newEventDraft(partial: Partial<EventDraft> = {}): EventDraft {
  draftCounter += 1;
  return {
    key: `new-${draftCounter}`,
    name: "",
    repeats: "weekly",
    day: "Monday",
    date: "",
    startTime: "09:00",
    endTime: "10:00",
    ...partial,
  };
}

/** One stored event as a draft of its own (grouping comes after). */
export function draftOfEvent(
  event: Pick<TEvent, "name" | "day" | "startTime" | "endTime" | "isRecurring" | "date" | "specificDate"> & {
    id?: string;
    skipDates?: string[] | undefined;
    timeZone?: string | null | undefined;
  },
): EventDraft {
  const pinned = eventDateOf(event);
  return {
    ...(!pinned && event.skipDates && event.skipDates.length > 0 ? { skipDates: [...event.skipDates] } : {}),
    ...(event.timeZone ? { timeZone: event.timeZone } : {}),
    key: event.id ?? `event-${event.name}-${event.day}`,
    ...(event.id ? { id: event.id } : {}),
    name: event.name,
    repeats: pinned ? "once" : "weekly",
    day: event.day,
    date: pinned ?? "",
    startTime: event.startTime,
    endTime: event.endTime,
  };
}

/** The weekdays a weekly draft repeats on, Monday first. */
export function weeklyDays(event: Pick<EventDraft, "day" | "days">): Weekday[] {
  const days = event.days ?? [event.day];
  return WEEK_ORDER.filter((day) => days.includes(day));
}

/** Weekly events of the same name and times on several weekdays are one draft with those days. */
export function groupWeekly(drafts: EventDraft[]): EventDraft[] {
  const out: EventDraft[] = [];
  const byShape = new Map<string, EventDraft>();
  for (const draft of drafts) {
    if (draft.repeats !== "weekly") {
      out.push(draft);
      continue;
    }
    const shape = JSON.stringify([draft.name.trim(), draft.startTime, draft.endTime, draft.timeZone ?? null]);
    const first = byShape.get(shape);
    if (first && !weeklyDays(first).includes(draft.day)) {
      first.days = weeklyDays({ day: first.day, days: [...weeklyDays(first), draft.day] });
      first.dayIds = { ...first.dayIds, [draft.day]: draft.id };
      if (draft.skipDates)
        first.skipDates = [...new Set([...(first.skipDates ?? []), ...draft.skipDates])].sort();
      continue;
    }
    const grouped = { ...draft, dayIds: draft.id ? { [draft.day]: draft.id } : {} };
    byShape.set(shape, grouped);
    out.push(grouped);
  }
  return out;
}

/** Every stored id a draft stands for: each day's of a grouped weekly event, or its own. */
export function draftIds(draft: EventDraft): string[] {
  const ids = Object.values(draft.dayIds ?? {}).filter((id): id is string => typeof id === "string");
  if (draft.id && !ids.includes(draft.id)) ids.push(draft.id);
  return ids;
}

/** Same rules as the contract's event checks (contracts/events.ts), for one draft. */
export function checkEvent(event: EventDraft): EventDraftErrors {
  const errors: EventDraftErrors = {};
  const name = event.name.trim();
  if (!name) errors.name = { key: "eventName" };
  else if (name.length > MAX_EVENT_NAME_LENGTH)
    errors.name = { key: "eventNameLong", values: { max: MAX_EVENT_NAME_LENGTH } };
  if (event.repeats === "once" && !isValidDate(event.date)) errors.date = { key: "date" };
  if (event.repeats === "weekly" && event.days && event.days.length === 0) errors.days = { key: "chooseDay" };
  const start = parseTimeStrict(event.startTime);
  const end = parseTimeStrict(event.endTime);
  if (start === null) errors.startTime = { key: "time" };
  if (end === null) errors.endTime = { key: "time" };
  // An end of 00:00 is midnight at the end of the day.
  if (start !== null && end !== null && end <= start && !(end === 0 && start > 0))
    errors.endTime = { key: "endAfterStart" };
  return errors;
}

/**
 * The stored events of a draft: one, or one per weekday of a weekly event on several days. Each stored day keeps
 * its id; a one-time draft keeps the first id it stands for.
 */
export function eventDraftToItems(event: EventDraft): TScheduleItem[] {
  const once = event.repeats === "once";
  const base = {
    name: event.name.trim(),
    startTime: event.startTime,
    endTime: event.endTime,
    isRecurring: !once,
    specificDate: once ? event.date : null,
    date: once ? event.date : null,
    type: null,
    ...(event.timeZone ? { timeZone: event.timeZone } : {}),
  };
  if (once) {
    const item: TScheduleItem = { ...base, day: isValidDate(event.date) ? weekdayOf(event.date) : event.day };
    const id = event.id ?? draftIds(event)[0];
    return [id ? { ...item, id } : item];
  }
  return weeklyDays(event).map((day) => {
    const id = event.dayIds ? event.dayIds[day] : day === event.day ? event.id : undefined;
    const skipDates = (event.skipDates ?? []).filter((date) => isValidDate(date) && weekdayOf(date) === day);
    const item: TScheduleItem = { ...base, day, skipDates };
    return id ? { ...item, id } : item;
  });
}

/**
 * The days of a weekly draft in short names, runs of three or more joined by a dash: "Mon–Fri", "Mon, Wed, Fri",
 * "Mon–Wed, Sat".
 */
export function daysLabel(days: readonly Weekday[], shortNames: Record<Weekday, string>): string {
  const indexes = WEEK_ORDER.flatMap((day, index) => (days.includes(day) ? [index] : []));
  const parts: string[] = [];
  let i = 0;
  while (i < indexes.length) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === (indexes[j] ?? 0) + 1) j++;
    const first = WEEK_ORDER[indexes[i] ?? 0] as Weekday;
    const last = WEEK_ORDER[indexes[j] ?? 0] as Weekday;
    if (j - i >= 2) parts.push(`${shortNames[first]}–${shortNames[last]}`);
    else for (let k = i; k <= j; k++) parts.push(shortNames[WEEK_ORDER[indexes[k] ?? 0] as Weekday]);
    i = j + 1;
  }
  return parts.join(", ");
}

/** Events of a connected calendar are its own and read-only here; every other event is the user's to edit. */
const isWritable = (event: Pick<TEvent, "source">) => !event.source.startsWith("calendar:");

/** The user's own events as entries to edit: a weekly event on several weekdays is one entry (Mon–Fri standup). */
export function eventEntries(events: readonly TEvent[]): EventDraft[] {
  return groupWeekly(events.filter(isWritable).map(draftOfEvent));
}

/** The entry an event belongs to: a weekly one with its days; otherwise the event alone. */
export function entryOfEvent(event: TEvent, events: readonly TEvent[]): EventDraft {
  // The grid may hand over a dated piece of a series from another zone: the entry is the stored series.
  const found = eventEntries(events).find((entry) => draftIds(entry).includes(event.id));
  return found ?? { ...draftOfEvent(event), dayIds: event.id ? { [event.day]: event.id } : {} };
}
