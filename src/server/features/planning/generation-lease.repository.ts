import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { generationLeases, usageEvents } from "../../db/schema";

/** What a reservation statement decided: the first check that refused it, or "ok" (the use and lease are stored). */
export type ReserveOutcome = "ok" | "busy" | "rate" | "quota";

export interface ReserveRequest {
  userId: string;
  kind: string;
  /** The new use's id and the new lease's token, chosen by the caller. */
  usageId: string;
  token: string;
  now: Date;
  expiresAt: Date;
  /** Uses of `kind` allowed after `hourSince` (the hourly limit, every tier). */
  perHour: number;
  hourSince: Date;
  /** The quota to check, or null when none applies (not enforced, unlimited). `since` null: all time. */
  quota: { limit: number; since: Date | null } | null;
}

/** A row of a raw statement, as either driver returns it. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The whole reservation in one statement (ADR 0025's checks, in their order): a live lease refuses it ("busy"); then
 * the uses of the last hour ("rate"); then the quota ("quota"). If it passes, the use is inserted, the lease taken
 * (replacing an expired one) and an expired lease's reserved use given back, all in this statement. Uses reserved by
 * an expired lease are not counted: they are given back here.
 *
 * Run it inside a transaction, after locking the user's row (lockUser) in an earlier statement: the statement's
 * snapshot is then taken after the lock, so it sees every use and lease committed by whoever held the lock before.
 * (Locking in this same statement would not do: its snapshot would predate the wait for the lock.) `oldest` is the
 * oldest counted use of the hour, in epoch milliseconds, for Retry-After.
 */
export async function reserveUse(
  db: Database,
  request: ReserveRequest,
): Promise<{ outcome: ReserveOutcome; oldest: number | null }> {
  const { userId, kind, quota } = request;
  const abandoned = sql`(select usage_id from held where not live)`;
  const counted = sql`user_id = ${userId} and kind = ${kind} and id not in ${abandoned}`;
  // Without a quota the count is left out of the text, not just skipped: it costs a scan of the user's uses.
  const quotaCount = quota
    ? sql`, quota as (select count(*)::int as used from ${usageEvents} where ${counted}${
        quota.since ? sql` and created_at > ${at(quota.since)}` : sql``
      })`
    : sql``;
  const quotaRefuses = quota ? sql`when (select used from quota) >= ${quota.limit}::int then 'quota'` : sql``;
  const result = await db.execute(sql`
    with held as (
      select usage_id, expires_at > ${at(request.now)} as live from ${generationLeases} where user_id = ${userId}
    ), hourly as (
      select count(*)::int as used, (extract(epoch from min(created_at)) * 1000)::float8 as oldest
      from ${usageEvents} where ${counted} and created_at > ${at(request.hourSince)}
    )${quotaCount}, verdict as (
      select case
        when exists (select 1 from held where live) then 'busy'
        when (select used from hourly) >= ${request.perHour}::int then 'rate'
        ${quotaRefuses}
        else 'ok' end as outcome
    ), given_back as (
      delete from ${usageEvents}
      where user_id = ${userId} and id in ${abandoned} and (select outcome from verdict) = 'ok'
    ), used as (
      insert into ${usageEvents} (id, user_id, kind, created_at)
      select ${request.usageId}, ${userId}, ${kind}, ${at(request.now)} from verdict where outcome = 'ok'
    ), leased as (
      insert into ${generationLeases} (user_id, token, usage_id, expires_at)
      select ${userId}, ${request.token}, ${request.usageId}, ${at(request.expiresAt)} from verdict where outcome = 'ok'
      on conflict (user_id) do update
        set token = excluded.token, usage_id = excluded.usage_id, expires_at = excluded.expires_at
    )
    select verdict.outcome, hourly.oldest from verdict, hourly`);
  const [row] = rowsOf<{ outcome: ReserveOutcome; oldest: number | null }>(result);
  if (!row) throw new Error("reservation returned no row");
  return { outcome: row.outcome, oldest: row.oldest === null ? null : Number(row.oldest) };
}

/**
 * The common table expressions that settle a finished generation's lease, for the statement that stores its result
 * (`db.with(...settleLease(...)).insert(...)`): the lease is deleted if its token still holds it; if not (it expired
 * and another request took it over, giving this use back as abandoned), the use is recorded again, since this
 * generation did finish. One statement with the result, so the result, the lease and the use commit together.
 */
export function settleLease(
  db: Database,
  lease: { userId: string; token: string; kind: string; at: Date; usageId: string },
) {
  const released = db
    .$with("released", { one: sql<number>`one` })
    .as(
      sql`delete from ${generationLeases} where user_id = ${lease.userId} and token = ${lease.token} returning 1 as one`,
    );
  const recounted = db.$with("recounted", { id: sql<string>`id` }).as(
    sql`insert into ${usageEvents} (id, user_id, kind, created_at)
      select ${lease.usageId}, ${lease.userId}, ${lease.kind}, ${at(lease.at)}
      where not exists (select 1 from released) returning id`,
  );
  return [released, recounted] as const;
}

/**
 * A failed generation: its reserved use is given back and its lease released, in one statement. Only the holder's
 * token matches, so a lease taken over after expiry is left alone (its use was given back at the takeover).
 */
export async function abandonLease(
  db: Database,
  lease: { userId: string; token: string; usageId: string },
): Promise<void> {
  const released = db
    .$with("released", { one: sql<number>`one` })
    .as(
      sql`delete from ${generationLeases} where user_id = ${lease.userId} and token = ${lease.token} returning 1 as one`,
    );
  await db
    .with(released)
    .delete(usageEvents)
    .where(and(eq(usageEvents.userId, lease.userId), eq(usageEvents.id, lease.usageId)));
}

/** Deletes abandoned leases and the uses reserved with them. */
async function dropLeases(db: Database, leases: { userId: string; usageId: string }[]): Promise<void> {
  if (leases.length === 0) return;
  await db.delete(usageEvents).where(
    inArray(
      usageEvents.id,
      leases.map((l) => l.usageId),
    ),
  );
  await db.delete(generationLeases).where(
    inArray(
      generationLeases.userId,
      leases.map((l) => l.userId),
    ),
  );
}

/**
 * At the start of the database's only process (PGlite): every lease left is from a generation this process was
 * running when it died. They are dropped, with their reserved uses, in one transaction. Not for PostgreSQL, where
 * other instances may be generating right now; there a lease is taken over once expired (takeLease).
 */
export async function dropAllLeases(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await dropLeases(tx, await tx.select().from(generationLeases));
  });
}
