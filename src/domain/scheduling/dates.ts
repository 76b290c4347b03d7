// Calendar dates "YYYY-MM-DD" converted to and from a plain day count (days since 1970-01-01) with integer
// arithmetic (H. Hinnant's civil-date algorithms). No Date object and no time zone is involved, so a
// daylight-saving change (a 23- or 25-hour day in the user's zone) can never shift, repeat or drop a date.
import { DomainError } from "../errors";
import { WEEKDAYS, type Weekday } from "../types";

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Length of the plan period (docs/product.md §9: the start date through 6 days after). */
export const PLAN_DAYS = 7;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseParts(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== "string") return null;
  const match = DATE_TEXT.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for an existing calendar date written "YYYY-MM-DD" (so "2026-02-30" and "2026-2-3" are refused). */
export function isValidDate(value: unknown): value is string {
  return parseParts(value) !== null;
}

/** Days since 1970-01-01 for a valid date; throws INVALID_DATE otherwise. */
export function toDayNumber(date: string): number {
  const parts = parseParts(date);
  if (!parts) throw new DomainError("INVALID_DATE", `"${String(date).slice(0, 40)}" is not a valid date`);
  // Shift the year to start in March so the leap day is the last day of the shifted year.
  const year = parts.month <= 2 ? parts.year - 1 : parts.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const shiftedMonth = (parts.month + 9) % 12;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + parts.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The "YYYY-MM-DD" date of a day count (inverse of toDayNumber). */
export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) throw new DomainError("INVALID_DATE", "Date is out of range");
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) {
    throw new DomainError("INVALID_INPUT", `${days} is not a whole number of days`);
  }
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Weekday name of a date; 1970-01-01 was a Thursday (index 4 in WEEKDAYS). */
export function weekdayOf(date: string): Weekday {
  const index = (((toDayNumber(date) + 4) % 7) + 7) % 7;
  return WEEKDAYS[index]!;
}

export interface PlanDay {
  date: string;
  day: Weekday;
}

/** The plan period: the start date and the 6 days after it, each with its weekday. */
export function planPeriod(startDate: string): PlanDay[] {
  const first = toDayNumber(startDate);
  return Array.from({ length: PLAN_DAYS }, (_, offset) => {
    const date = fromDayNumber(first + offset);
    return { date, day: weekdayOf(date) };
  });
}
