import { and, asc, eq, sql } from "drizzle-orm";
import type { ExerciseBests, ExerciseHistoryEntry, HistoryExercise } from "#domain/progress";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { inUserTurn } from "../../lib/user-turns";

/**
 * Entries aggregated per statement. On the embedded database a statement holds the event loop while it runs; one
 * statement over a whole 120,000-set history did for seconds (the bench of ADR 0062), 250 entries is a short one.
 */
const BATCH = 250;

// Exercise progress and series read only what they show (ADR 0062): the all-time figures are aggregated in SQL, one
// row per exercise name; the series reads only the entries holding that exercise, and only its part of them. Names
// are grouped as stored; the domain merges names that differ only in case or spaces (its key, not PostgreSQL's
// lower(), which depends on the database's locale).

interface BestsRow {
  name: string;
  last_date: string;
  last_at: string;
  last_id: string;
  last_ord: string | number;
  last_exercise: HistoryExercise;
  best_weight: number | string | null;
  best_reps: number | string | null;
  e1rm: number | string | null;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * Per stored exercise name: its last session (the exercise as stored, and where it stands in the history's order),
 * the heaviest set with a rep (ties: most reps) and the best Epley estimate — the same rules as the domain's
 * `bestSetOf` and `epley`, computed by the database, 250 entries per statement (keyset on date, completion, id). A
 * name seen in several batches has a row per batch; `exerciseSummariesOf` merges them like names differing in case.
 */
export async function findExerciseBests(db: Database, userId: string): Promise<ExerciseBests[]> {
  const bests: ExerciseBests[] = [];
  for await (const ids of completedIdBatches(db, userId)) bests.push(...(await bestsOf(db, userId, ids)));
  return bests;
}

/** The user's completed entries' ids, BATCH at a time in the history's order (keyset on date, completion, id). */
async function* completedIdBatches(db: Database, userId: string): AsyncGenerator<string[]> {
  const cw = completedWorkouts;
  let after: { date: string; completedAt: Date; id: string } | undefined;
  for (;;) {
    const batch = await inUserTurn(userId, () =>
      db
        .select({ id: cw.id, date: cw.date, completedAt: cw.completedAt })
        .from(cw)
        .where(
          and(
            eq(cw.userId, userId),
            visibleHistory(),
            eq(cw.status, "completed"),
            after
              ? sql`(${cw.date}, ${cw.completedAt}, ${cw.id}) > (${after.date}::date, ${after.completedAt.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(cw.date), asc(cw.completedAt), asc(cw.id))
        .limit(BATCH),
    );
    if (batch.length > 0) yield batch.map((row) => row.id);
    const last = batch[batch.length - 1];
    if (batch.length < BATCH || !last) return;
    after = last;
  }
}

/** The bests of the entries with these ids (one batch). */
async function bestsOf(db: Database, userId: string, ids: string[]): Promise<ExerciseBests[]> {
  const result = await inUserTurn(userId, () =>
    db.execute(sql`
    with ex as (
      select cw.date, cw.completed_at, cw.id, e.ord, e.x, e.x->>'name' as name,
        case when jsonb_typeof(e.x->'loggedSets') = 'array' then jsonb_array_length(e.x->'loggedSets') else 0 end > 0
          as logged
      from completed_workouts cw
      cross join lateral jsonb_array_elements(cw.exercises) with ordinality as e(x, ord)
      where cw.user_id = ${userId} and cw.id in ${ids} and jsonb_typeof(cw.exercises) = 'array'
    ),
    logged as (
      select ex.name, (l->>'reps')::float8 as reps, (l->>'weight')::float8 as weight
      from ex cross join lateral jsonb_array_elements(ex.x->'loggedSets') as l
      -- Warm-ups set no record (ADR 0087).
      where ex.logged and coalesce(l->>'type', 'work') <> 'warmup'
    ),
    planned as (
      select ex.name, substring(ex.x->>'reps' from '[0-9]+')::float8 as reps, (ex.x->>'weight')::float8 as weight
      from ex cross join lateral generate_series(1, greatest(0, coalesce(trunc((ex.x->>'sets')::float8)::int, 0)))
      where not ex.logged
    ),
    sets as (select * from logged union all select * from planned),
    bests as (
      select name,
        max(case when weight > 0 and reps >= 1 then case when reps = 1 then weight else weight * (1 + reps / 30) end end)
          as e1rm,
        (array_agg(coalesce(weight, 0) order by coalesce(weight, 0) desc, reps desc) filter (where reps >= 1))[1]
          as best_weight,
        (array_agg(reps order by coalesce(weight, 0) desc, reps desc) filter (where reps >= 1))[1] as best_reps
      from sets group by name
    ),
    last as (
      select distinct on (name) name, date as last_date, completed_at as last_at, id as last_id, ord as last_ord,
        x as last_exercise
      from ex
      order by name, date desc, completed_at desc, id desc, ord desc
    )
    select last.name, last.last_date::text as last_date, to_char(last.last_at at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.US') as last_at, last.last_id, last.last_ord, last.last_exercise,
      bests.best_weight, bests.best_reps, bests.e1rm
    from last left join bests on bests.name = last.name
  `),
  );
  // Both drivers answer { rows }; the shared Database type does not say so.
  const rows = (result as unknown as { rows: BestsRow[] }).rows;
  return rows.map((row) => ({
    name: row.name,
    last: {
      order: [row.last_date, row.last_at, row.last_id, Number(row.last_ord)],
      exercise: row.last_exercise,
    },
    bestSet:
      row.best_reps === null
        ? null
        : { weight: num(row.best_weight) ?? 0, reps: num(row.best_reps) as number },
    e1rm: num(row.e1rm),
  }));
}

/**
 * The completed entries that hold an exercise of this name (trimmed, any case), oldest first in the history's order,
 * each with only that exercise's part: the rows and the JSON the series needs, filtered by the database. The match
 * is loose in SQL (lower() may differ from the domain's key beyond ASCII) and exact in `exerciseSeries`.
 */
export async function findExerciseSessions(
  db: Database,
  userId: string,
  name: string,
): Promise<ExerciseHistoryEntry[]> {
  const key = name.trim().toLowerCase();
  const entries: ExerciseHistoryEntry[] = [];
  for await (const ids of completedIdBatches(db, userId)) {
    const result = await inUserTurn(userId, () =>
      db.execute(sql`
      select cw.date::text as date, m.exercises
      from completed_workouts cw
      cross join lateral (
        select jsonb_agg(e.x order by e.ord) as exercises
        from jsonb_array_elements(cw.exercises) with ordinality as e(x, ord)
        where lower(btrim(e.x->>'name', E' \\t\\n\\r\\f\\v')) = lower(${key})
      ) m
      where cw.user_id = ${userId} and cw.id in ${ids} and jsonb_typeof(cw.exercises) = 'array'
        and m.exercises is not null
      order by cw.date, cw.completed_at, cw.id
    `),
    );
    const rows = (result as unknown as { rows: { date: string; exercises: HistoryExercise[] }[] }).rows;
    for (const row of rows) entries.push({ date: row.date, status: "completed", exercises: row.exercises });
  }
  return entries;
}
