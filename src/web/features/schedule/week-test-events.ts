import type { TEvent } from "#contracts/events";

/** A weekly Monday 09:00–09:30 event, as GET /api/events answers it, with what a test changes (schedule tests only). */
export const testEvent = (partial: Partial<TEvent>): TEvent => ({
  id: "e1",
  name: "Team standup",
  day: "Monday",
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
  specificDate: null,
  date: null,
  type: null,
  source: "manual",
  ...partial,
});
