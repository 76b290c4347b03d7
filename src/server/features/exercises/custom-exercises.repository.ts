import { and, count, eq, sql } from "drizzle-orm";
import type { Kit } from "#domain/planning/catalogue/kit";
import type { MuscleGroup } from "#domain/planning/catalogue/types";
import { type CustomKind, customNameKey } from "#domain/planning/custom-exercises";
import type { Database } from "../../db/client";
import { customExercises } from "../../db/schema";
import { type CustomExerciseRow, lockUser } from "../workouts";

// A person's own exercises (ADR 0091). Every query is scoped by the user id (docs/architecture.md §6). Creation
// counts and inserts under the user's row lock, so parallel creates cannot pass the cap together.

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

export interface CustomExerciseFields {
  name: string;
  primaryMuscles: MuscleGroup[];
  secondaryMuscles: MuscleGroup[];
  kit: Kit[];
  kind: CustomKind;
}

/** Postgres's unique_violation: another row of this user has the name's key. */
export function isNameTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === "23505" || cause?.code === "23505";
}

export async function countCustomExercises(db: Pick<Database, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customExercises)
    .where(eq(customExercises.userId, userId));
  return row?.n ?? 0;
}

/** Inserts under the user's lock; "full" past `cap`, "taken" when the name's key is the user's already. */
export async function insertCustomExercise(
  db: Database,
  userId: string,
  fields: CustomExerciseFields,
  cap: number,
): Promise<CustomExerciseRow | "full" | "taken"> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countCustomExercises(tx, userId)) >= cap) return "full";
    const [row] = await tx
      .insert(customExercises)
      .values({ userId, ...fields, nameKey: customNameKey(fields.name) })
      .onConflictDoNothing()
      .returning();
    return row ?? "taken";
  });
}

/**
 * Inserts several (a history import's new names) with ids chosen by the caller, inside the caller's transaction,
 * which holds the user's lock. Answers the ids inserted: a name already taken is skipped.
 */
async function insertCustomExercises(
  tx: Executor,
  userId: string,
  rows: (CustomExerciseFields & { id: string })[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(customExercises)
    .values(rows.map((row) => ({ ...row, userId, nameKey: customNameKey(row.name) })))
    .onConflictDoNothing()
    .returning({ id: customExercises.id });
  return inserted.map((row) => row.id);
}

/** Null when the user has no such row; "taken" when the new name's key is another row's. */
export async function updateCustomExercise(
  db: Executor,
  userId: string,
  id: string,
  fields: Partial<CustomExerciseFields>,
): Promise<CustomExerciseRow | null | "taken"> {
  try {
    const [row] = await db
      .update(customExercises)
      .set({
        ...fields,
        ...(fields.name !== undefined ? { nameKey: customNameKey(fields.name) } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(customExercises.userId, userId), eq(customExercises.id, id)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isNameTaken(error)) return "taken";
    throw error;
  }
}

export async function deleteCustomExercise(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customExercises)
    .where(and(eq(customExercises.userId, userId), eq(customExercises.id, id)))
    .returning({ id: customExercises.id });
  return rows.length > 0;
}

/**
 * A history import's new custom exercises (ADR 0091), inside the import's publishing transaction, which holds the
 * user's lock: as many as the cap still allows, in the order given. Answers the row ids inserted.
 */
export async function insertImportedCustomExercises(
  tx: Executor,
  userId: string,
  rows: (CustomExerciseFields & { id: string })[],
  cap: number,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const room = Math.max(0, cap - (await countCustomExercises(tx, userId)));
  return insertCustomExercises(tx, userId, rows.slice(0, room));
}
