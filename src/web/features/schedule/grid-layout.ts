import { eventRange, MINUTES_PER_DAY, parseTimeStrict } from "#domain/scheduling";
import type { WeekDay, WeekItem } from "./week";

// Where the week grid (docs/product.md, the schedule page) puts each item: minutes from the top of the shown hours,
// a height by duration, and a lane when items overlap (side by side, like a desktop calendar's week view). Pure, so
// positions are tested without a browser.

/** The grid's snapping step and the keyboard's step, in minutes (the scheduler's step too, ADR 0005). */
export const STEP_MINUTES = 15;
/** Items shorter than this still get a block tall enough to read and to grab. */
const MIN_BLOCK_MINUTES = 30;

export interface PlacedItem {
  item: WeekItem;
  /** Minutes since midnight; an end before the start runs to midnight (as week.ts and the scheduler read it). */
  start: number;
  end: number;
  /** 0-based lane among the items it overlaps, and how many lanes that group needs. */
  lane: number;
  lanes: number;
}

const minutesOf = (time: string) => parseTimeStrict(time) ?? 0;

export function rangeOf(item: Pick<WeekItem, "startTime" | "endTime">): { start: number; end: number } {
  return eventRange(minutesOf(item.startTime), minutesOf(item.endTime));
}

/** The shown hours: from the earliest item (06:00 at the latest) to the latest end (22:00 at the earliest). */
export function hourRange(days: readonly WeekDay[]): { first: number; last: number } {
  let first = 6;
  let last = 22;
  for (const day of days) {
    for (const item of day.items) {
      const { start, end } = rangeOf(item);
      first = Math.min(first, Math.floor(start / 60));
      last = Math.max(last, Math.ceil(Math.max(end, start + MIN_BLOCK_MINUTES) / 60));
    }
  }
  return { first, last: Math.min(24, last) };
}

/** One day's items with lanes: overlapping items share the width; a group ends where nothing overlaps it. */
export function layoutDay(items: readonly WeekItem[]): PlacedItem[] {
  const placed = items
    .map((item) => {
      const { start, end } = rangeOf(item);
      return { item, start, end: Math.max(end, start + 1), lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let group: typeof placed = [];
  let groupEnd = -1;
  const laneEnds: number[] = [];
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds.length = 0;
  };
  for (const entry of placed) {
    // A block is drawn at least MIN_BLOCK_MINUTES tall, so lanes follow what is drawn, not only the times.
    const drawnEnd = Math.max(entry.end, entry.start + MIN_BLOCK_MINUTES);
    if (entry.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= entry.start);
    if (lane === -1) lane = laneEnds.push(drawnEnd) - 1;
    else laneEnds[lane] = drawnEnd;
    entry.lane = lane;
    group.push(entry);
    groupEnd = Math.max(groupEnd, drawnEnd);
  }
  closeGroup();
  return placed;
}

/** The drawn height of an item in minutes (never under the minimum). */
export const drawnMinutes = (placed: Pick<PlacedItem, "start" | "end">) =>
  Math.max(placed.end - placed.start, MIN_BLOCK_MINUTES);

/** Rounds to the nearest step. */
export const snap = (minutes: number) => Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;

/** A start that keeps a workout of `duration` minutes inside its day. */
export function clampStart(start: number, duration: number): number {
  return Math.min(Math.max(0, start), MINUTES_PER_DAY - Math.max(duration, STEP_MINUTES));
}

/** Free starts offered when moving without dragging: every half hour, in the shown day's usual hours. */
const FREE_STEP_MINUTES = 30;
const FREE_FIRST_MINUTE = 6 * 60;
const FREE_LAST_END = 22 * 60;

/**
 * The starts on `day` where a workout of `duration` minutes overlaps nothing else (the workout `ignoreId` itself
 * aside), from 06:00 to an end by 22:00 every half hour, none before `earliest` (now, on today).
 */
export function freeStarts(day: WeekDay, ignoreId: string, duration: number, earliest = 0): number[] {
  const busy = day.items
    .filter((item) => !(item.kind === "workout" && item.workout.id === ignoreId))
    .map((item) => rangeOf(item));
  const starts: number[] = [];
  for (let start = FREE_FIRST_MINUTE; start + duration <= FREE_LAST_END; start += FREE_STEP_MINUTES) {
    if (start < earliest) continue;
    if (busy.every((range) => start + duration <= range.start || range.end <= start)) starts.push(start);
  }
  return starts;
}
