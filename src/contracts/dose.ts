import { z } from "zod";
import { DOSE_GROUPS } from "#domain/planning/weekly-dose";
import { FITNESS_GOALS } from "#domain/types";
import { ZCalendarDate } from "./events";

// GET /api/workouts/dose (issue 34, ADR 0078-0079): a week's dose as planned, done and still owed, beside the
// goal's target range.

export const ZDoseQuery = z.object({ week: ZCalendarDate.optional() }).strict();
export type TDoseQuery = z.output<typeof ZDoseQuery>;

const ZRange = z.object({ min: z.number(), max: z.number() });

/** Planned, done and outstanding of one quantity (hard sets, or minutes), and its target range. */
const ZDoseLine = z.object({
  planned: z.number(),
  done: z.number(),
  outstanding: z.number(),
  target: ZRange,
});

export const ZWeekDose = z.object({
  /** The week's first date and last (seven days). */
  week: z.string(),
  end: z.string(),
  goal: z.enum(FITNESS_GOALS),
  /** Hard sets per major muscle group (halves: a secondary muscle counts half a set, ADR 0078). */
  groups: z.array(ZDoseLine.extend({ group: z.enum(DOSE_GROUPS) })),
  /** Moderate-equivalent aerobic minutes. */
  cardioMinutes: ZDoseLine,
});
export type TWeekDose = z.infer<typeof ZWeekDose>;
