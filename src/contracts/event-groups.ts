import { z } from "zod";
import { ZEvent, ZScheduleItem } from "./events";
import { ZRescheduled } from "./workouts";

// One event as the user sees it, on several weekdays (a Mon–Fri standup), is stored one event per day (ADR 0058):
// the scheduling engine reads single-day events. This contract writes such a group at once.

/** Events one group write may touch: a weekly event on every day of the week is seven stored events. */
export const MAX_GROUP_EVENTS = 7;

const ZId = z.string().min(1).max(64);

/**
 * PUT /api/events/group: the stored events `ids` become exactly `events` (each checked as POST /api/events checks
 * one), in one transaction. An item carrying one of `ids` updates that event; an item without an id is created; the ids no item carries are deleted (an empty `events`
 * deletes the group). `allowConflict` saves them despite a clash with another event.
 */
export const ZEventGroupWrite = z
  .object({
    ids: z.array(ZId).max(MAX_GROUP_EVENTS, `At most ${MAX_GROUP_EVENTS} events at once`),
    events: z
      .array(ZScheduleItem)
      .max(MAX_GROUP_EVENTS, `At most ${MAX_GROUP_EVENTS} events at once (one per weekday)`),
    allowConflict: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (new Set(value.ids).size !== value.ids.length)
      ctx.addIssue({ code: "custom", path: ["ids"], message: "Give each event's id once" });
    if (value.ids.length === 0 && value.events.length === 0)
      ctx.addIssue({ code: "custom", path: ["events"], message: "Give at least one event" });
    const carried = value.events.flatMap((event) => (event.id ? [event.id] : []));
    if (new Set(carried).size !== carried.length)
      ctx.addIssue({ code: "custom", path: ["events"], message: "Each id may be carried by one event" });
    value.events.forEach((event, index) => {
      if (event.id && !value.ids.includes(event.id))
        ctx.addIssue({ code: "custom", path: ["events", index, "id"], message: "Must be one of ids" });
    });
  });
export type TEventGroupWrite = z.output<typeof ZEventGroupWrite>;
/** What a client sends (before the contract fills in the weekdays of dated events). */
export type TEventGroupBody = z.input<typeof ZEventGroupWrite>;

/** The answer: the group's events after the write, and the workouts moved out of their way (ADR 0008). */
export const ZEventGroupResult = z.object({ events: z.array(ZEvent), rescheduled: z.array(ZRescheduled) });
export type TEventGroupResult = z.infer<typeof ZEventGroupResult>;
