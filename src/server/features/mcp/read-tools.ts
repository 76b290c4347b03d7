import { ZMcpHistoryQuery, ZMcpRecordsQuery, ZMcpWeekQuery, ZMcpWorkoutRef } from "#contracts/mcp";
import { explainWorkout } from "#domain/planning/workout-explanation";
import { weekStart } from "#domain/progress/week";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { listHistory } from "../history";
import { listRecords } from "../progress";
import { getSettings } from "../settings";
import { listWorkoutsForDisplay, workoutNotFound } from "../workouts";
import { historyLine, setLine, unitLabel, workoutLine } from "./mcp-text";
import type { McpTool } from "./mcp-tool";

// The reading tools: each answers what its REST route answers (GET /api/workouts, /api/history,
// /api/progress/records), through the same service.

const getWeekPlan: McpTool<typeof ZMcpWeekQuery> = {
  name: "get_week_plan",
  title: "Week plan",
  description:
    "The scheduled workouts of one Monday-to-Sunday week (this week unless weekOf names a date in another), with " +
    "their ids, dates, times and exercises; target weights in the user's unit (named in `unit`).",
  input: ZMcpWeekQuery,
  writes: false,
  async run({ db, userId, now }, { weekOf }) {
    const { timeZone, measurementUnit: unit } = await getSettings({ db, userId });
    const today = todayIn(timeZone, now);
    const start = weekStart(weekOf ?? today);
    const end = addDays(start, 6);
    const workouts = (await listWorkoutsForDisplay({ db, userId }))
      .filter((workout) => workout.date >= start && workout.date <= end)
      .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
    const heading = `${workouts.length} workout(s) planned from ${start} to ${end} (today is ${today}).`;
    return {
      structured: { weekStart: start, weekEnd: end, today, unit, workouts },
      summary: [heading, ...workouts.map(workoutLine)].join("\n"),
    };
  },
};

const getHistory: McpTool<typeof ZMcpHistoryQuery> = {
  name: "get_history",
  title: "Workout history",
  description:
    'One page of completed workouts, newest first (`limit`, default 50, at most 200; `include: "skipped"` adds ' +
    "skipped ones), with every exercise and logged set. Weights are in pounds, as stored. Pass `nextCursor` back " +
    "as `before` for the page after.",
  input: ZMcpHistoryQuery,
  writes: false,
  async run({ db, userId }, query) {
    const page = await listHistory({ db, userId, query });
    const more = page.nextCursor ? `More: call again with before = ${page.nextCursor}` : "No older workouts.";
    return {
      structured: { ...page, weightUnit: "lb" },
      summary: [`${page.items.length} workout(s), newest first:`, ...page.items.map(historyLine), more].join(
        "\n",
      ),
    };
  },
};

const explain: McpTool<typeof ZMcpWorkoutRef> = {
  name: "explain_workout",
  title: "Explain a workout",
  description:
    "Why a scheduled workout is what it is: the muscles each exercise trains, the split they add up to, the sets, " +
    "reps, target weights and rest the plan set, and the plan's notes; target weights in the user's unit.",
  input: ZMcpWorkoutRef,
  writes: false,
  async run({ db, userId }, { workoutId }) {
    const { measurementUnit: unit } = await getSettings({ db, userId });
    const workout = (await listWorkoutsForDisplay({ db, userId })).find((w) => w.id === workoutId);
    if (!workout) throw workoutNotFound();
    const explanation = explainWorkout(workout);
    const exerciseLines = explanation.exercises.map((exercise) => {
      const target = exercise.targetWeight === null ? "" : ` @ ${exercise.targetWeight} ${unitLabel(unit)}`;
      const rest = exercise.restSeconds === null ? "" : `, rest ${exercise.restSeconds} s`;
      const muscles = exercise.primaryMuscles.length > 0 ? ` (${exercise.primaryMuscles.join(", ")})` : "";
      return `- ${exercise.name}: ${exercise.sets} × ${exercise.reps}${target}${rest}${muscles}${exercise.notes ? `. ${exercise.notes}` : ""}`;
    });
    const focus = explanation.focus ? `${explanation.focus} focus` : "no known focus";
    return {
      structured: { workout, unit, ...explanation },
      summary: [
        workoutLine(workout),
        workout.description,
        `Trains ${explanation.primaryMuscles.join(", ") || "nothing the catalogue knows"} (${focus}); ${explanation.totalSets} sets in all.`,
        ...exerciseLines,
      ]
        .filter(Boolean)
        .join("\n"),
    };
  },
};

const getRecords: McpTool<typeof ZMcpRecordsQuery> = {
  name: "get_records",
  title: "Personal records",
  description:
    "The user's standing personal records per exercise done with a load: the heaviest set, the best estimated " +
    "one-rep max (Epley) and the most reps at each weight, each with the date it was first reached; in the user's " +
    "unit. `exercise` keeps only the exercises whose name contains it.",
  input: ZMcpRecordsQuery,
  writes: false,
  async run({ db, userId }, { exercise }) {
    const records = await listRecords({ db, userId });
    const wanted = exercise?.toLowerCase();
    const exercises = wanted
      ? records.exercises.filter((entry) => entry.exercise.toLowerCase().includes(wanted))
      : records.exercises;
    const lines = exercises.map(
      (entry) =>
        `${entry.exercise}: heaviest ${setLine(entry.heaviest, records.unit)} (${entry.heaviest.date}); best ` +
        `estimated 1RM ${entry.bestE1rm.e1rm} ${unitLabel(records.unit)} (${entry.bestE1rm.date})`,
    );
    return {
      structured: { unit: records.unit, exercises },
      summary: [`Records for ${exercises.length} exercise(s):`, ...lines].join("\n"),
    };
  },
};

export const READ_TOOLS: readonly McpTool[] = [getWeekPlan, getHistory, explain, getRecords];
