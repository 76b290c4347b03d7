import { ZMcpComplete, ZMcpMove, ZMcpWorkoutRef } from "#contracts/mcp";
import { MOVE_DAYS_AHEAD } from "#domain/scheduling/workout-move";
import { completeWorkout, moveWorkout, skipWorkout } from "../workouts";
import { setLine, workoutLine } from "./mcp-text";
import type { McpTool } from "./mcp-tool";

// The writing tools: the same services as POST /api/workouts/:id/move, /skip and /complete, with the same checks,
// transactions and domain events (a move pins the workout; a completion sets records and notifies).

const move: McpTool<typeof ZMcpMove> = {
  name: "move_workout",
  title: "Move a workout",
  description:
    `Moves a scheduled workout to another date (YYYY-MM-DD, today to ${MOVE_DAYS_AHEAD} days ahead) and/or start time (24-hour ` +
    "HH:MM; whichever is left out is kept), " +
    "or with neither to the next free slot; its length is kept and it stays where it is put. A clash with a " +
    "calendar event is refused (EVENT_CONFLICT) unless allowConflict is true; a clash with another workout always is.",
  input: ZMcpMove,
  writes: true,
  async run({ db, emit, userId, now }, { workoutId, ...body }) {
    const workout = await moveWorkout({ db, userId, id: workoutId, move: body, now, emit });
    return { structured: { workout }, summary: `Moved. ${workoutLine(workout)}` };
  },
};

const skip: McpTool<typeof ZMcpWorkoutRef> = {
  name: "skip_workout",
  title: "Skip a workout",
  description:
    "Takes a scheduled workout off the plan and records it in the history as skipped (it counts as a missed " +
    "workout). Skipping it again answers the first skip.",
  input: ZMcpWorkoutRef,
  writes: true,
  destructive: true,
  async run({ db, emit, userId, now }, { workoutId }) {
    const { skipped } = await skipWorkout({ db, userId, id: workoutId, now, emit });
    return { structured: { skipped }, summary: `Skipped ${skipped.name} of ${skipped.date}.` };
  },
};

const logCompleted: McpTool<typeof ZMcpComplete> = {
  name: "log_completed_workout",
  title: "Log a completed workout",
  description:
    "Marks a scheduled workout as done and moves it to the history, optionally with what was really done: " +
    "`exercises` (each {name, sets, reps, weight?, loggedSets?: [{reps, weight, seconds}]}, weights in POUNDS " +
    "whatever the user's unit: 1 kg = 2.20462 lb), `date` (default today), `notes`, `duration` in minutes. Without " +
    "`exercises` the planned ones are stored. Answers the personal records it set.",
  input: ZMcpComplete,
  writes: true,
  async run({ db, emit, userId, now }, { workoutId, ...request }) {
    const { completed, created } = await completeWorkout({ db, userId, id: workoutId, request, now, emit });
    const records = (completed.records ?? []).map(
      (record) => `${record.exercise} ${setLine(record, record.unit)}`,
    );
    const what = created
      ? `Logged ${completed.name} on ${completed.date}.`
      : `${completed.name} was already logged.`;
    const summary = records.length > 0 ? `${what} New personal records: ${records.join("; ")}.` : what;
    return { structured: { completed, created }, summary };
  },
};

export const WRITE_TOOLS: readonly McpTool[] = [move, skip, logCompleted];
