import { z } from "zod";
import type { TCompletedWorkout } from "./workouts";

// GET /api/history, one page at a time (ADR 0025): newest completion first, `limit` rows (default 50, at most 200)
// before the opaque `before` cursor (skipped workouts only with `include=skipped`); `nextCursor` continues the walk and is null on the last page.

export const HISTORY_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

export const ZHistoryQuery = z
  .object({
    limit: z.coerce
      .number("Use a whole number")
      .int("Use a whole number")
      .min(1, "At least 1")
      .max(HISTORY_PAGE.maxLimit, `At most ${HISTORY_PAGE.maxLimit}`)
      .default(HISTORY_PAGE.defaultLimit),
    before: z.string().min(1, "Use the nextCursor of a previous page").max(200).optional(),
    /** "skipped": skipped workouts too (each with `status: "skipped"`); without it only completed ones. */
    include: z.literal("skipped", "Use include=skipped or leave it out").optional(),
  })
  .strict();
export type THistoryQuery = z.output<typeof ZHistoryQuery>;

export interface THistoryPage {
  items: TCompletedWorkout[];
  nextCursor: string | null;
}
