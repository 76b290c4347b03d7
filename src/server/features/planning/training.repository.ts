import { and, desc, eq, gte, sql, type WithSubquery } from "drizzle-orm";
import type { PastWorkout } from "#domain/planning/performances";
import type { MainExercise, TrainingBlock } from "#domain/planning/training-block";
import { FITNESS_GOALS, type FitnessGoal, WORKOUT_TYPES, type WorkoutType } from "#domain/types";
import type { Database } from "../../db/client";
import { completedWorkouts, trainingBlocks } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";

// What a new plan reads of the user's training (ADR 0050, 0051): the current block and the last completed
// workouts, and the statement piece that stores the block with the plan.

/** Completed workouts read for progression and recovery: enough for every exercise's last two sessions. */
export const PAST_WORKOUTS_READ = { limit: 60, days: 112 } as const;

export interface PastWorkoutRow extends PastWorkout {
  id: string;
  type: WorkoutType;
}

const isWorkoutType = (type: string): type is WorkoutType =>
  (WORKOUT_TYPES as readonly string[]).includes(type);
const isGoal = (goal: string): goal is FitnessGoal => (FITNESS_GOALS as readonly string[]).includes(goal);

/**
 * The newest completed workouts (skips count for nothing) dated on or after `since`, newest first, at most
 * PAST_WORKOUTS_READ.limit: a bounded read on (user_id, date).
 */
export async function findPastWorkouts(
  db: Database,
  userId: string,
  since: string,
): Promise<PastWorkoutRow[]> {
  const rows = await db
    .select({
      id: completedWorkouts.id,
      date: completedWorkouts.date,
      type: completedWorkouts.type,
      exercises: completedWorkouts.exercises,
    })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        visibleHistory(),
        eq(completedWorkouts.status, "completed"),
        gte(completedWorkouts.date, since),
      ),
    )
    .orderBy(desc(completedWorkouts.date), desc(completedWorkouts.completedAt))
    .limit(PAST_WORKOUTS_READ.limit);
  return rows.flatMap((row) =>
    isWorkoutType(row.type)
      ? [
          {
            id: row.id,
            date: row.date,
            type: row.type,
            exercises: Array.isArray(row.exercises) ? row.exercises : [],
          },
        ]
      : [],
  );
}

export async function findTrainingBlock(db: Database, userId: string): Promise<TrainingBlock | null> {
  const [row] = await db.select().from(trainingBlocks).where(eq(trainingBlocks.userId, userId)).limit(1);
  if (!row || !isGoal(row.goal)) return null;
  return {
    id: row.id,
    goal: row.goal,
    weeks: row.weeks,
    startDate: row.startDate,
    slots: row.slots ?? {},
    ...(row.lighter ? { lighter: row.lighter } : {}),
  };
}

/** Stores the slots of the user's block `block.id` (an edit redefined a slot's mains); no-op if it was replaced. */
export async function updateTrainingBlockSlots(
  db: Database,
  userId: string,
  block: TrainingBlock,
): Promise<void> {
  await db
    .update(trainingBlocks)
    // The column's type is mutable; the slots are only read back.
    .set({ slots: block.slots as Record<string, MainExercise[]>, updatedAt: new Date() })
    .where(and(eq(trainingBlocks.userId, userId), eq(trainingBlocks.id, block.id)));
}

/**
 * A common table expression that stores `block` as the user's current one, for the statement that stores the plan
 * (the lease's settling rides in the same statement, ADR 0040): the block and its week commit together.
 */
export function saveTrainingBlock(db: Database, userId: string, block: TrainingBlock): WithSubquery {
  return db.$with("saved_block", { one: sql<number>`one` }).as(
    sql`insert into ${trainingBlocks} (user_id, id, goal, weeks, start_date, slots, lighter, updated_at)
      values (${userId}, ${block.id}, ${block.goal}, ${block.weeks}, ${block.startDate}::date,
        ${JSON.stringify(block.slots)}::jsonb, ${block.lighter ? JSON.stringify(block.lighter) : null}::jsonb, now())
      on conflict (user_id) do update set id = excluded.id, goal = excluded.goal, weeks = excluded.weeks,
        start_date = excluded.start_date, slots = excluded.slots, lighter = excluded.lighter,
        updated_at = excluded.updated_at
      returning 1 as one`,
  );
}
