import { z } from "zod";
import { ZCalendarDate } from "./events";
import { ZHistoryQuery } from "./history";
import { ZCompleteRequest, ZWorkoutMove } from "./workouts";

// The MCP tools' inputs (docs/api.md "MCP server", ADR 0090): each is its REST route's own contract plus the workout
// it acts on, so a tool and its route accept the same values and refuse the rest with the same messages.

const ZWorkoutId = z
  .string()
  .trim()
  .min(1, "Give the workout's id (get_week_plan lists them)")
  .max(200, "At most 200 characters");

/** get_week_plan: the Monday-to-Sunday week holding `weekOf`; this week without it. */
export const ZMcpWeekQuery = z
  .object({ weekOf: ZCalendarDate.optional().describe("Any date of the week wanted, YYYY-MM-DD") })
  .strict();

/** get_history: GET /api/history's query. */
export const ZMcpHistoryQuery = ZHistoryQuery;

/** explain_workout and skip_workout: one scheduled workout. */
export const ZMcpWorkoutRef = z.object({ workoutId: ZWorkoutId }).strict();

/** move_workout: POST /api/workouts/:id/move's body and the workout. */
export const ZMcpMove = ZWorkoutMove.extend({ workoutId: ZWorkoutId });

/** log_completed_workout: POST /api/workouts/:id/complete's body and the workout. */
export const ZMcpComplete = ZCompleteRequest.extend({ workoutId: ZWorkoutId });

/** get_records: GET /api/progress/records, optionally only the exercises whose name holds `exercise`. */
export const ZMcpRecordsQuery = z
  .object({
    exercise: z
      .string()
      .trim()
      .min(1, "Give part of an exercise's name, or leave it out")
      .max(120, "At most 120 characters")
      .optional(),
  })
  .strict();
