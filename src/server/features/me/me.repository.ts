import { eq, type SQL, sql } from "drizzle-orm";
import { QUOTA_KINDS, type QuotaKind } from "../../../domain/billing/limits";
import type { Database } from "../../db/client";
import { usageEvents, user, userPreferences } from "../../db/schema";
import { stripeCustomers, stripeSubscriptions } from "../../db/schema/billing";
import type { EntitlementRow } from "../billing/entitlements";

export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, avatarUrl: user.image })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** Uses of each kind counted after a given instant (null: all of them), e.g. one window per tier. */
export type UsageWindows = Partial<Record<QuotaKind, readonly (Date | null)[]>>;

export interface MeRow {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  onboarded: boolean;
  /** The live customer's subscriptions, newest period first (as listUserSubscriptions); [] when not asked. */
  subscriptions: EntitlementRow[];
  /** For each kind asked, the count after each of its windows, in the order given. */
  usage: Partial<Record<QuotaKind, number[]>>;
}

const uid = sql`${user.id}`;

/** The subscriptions as a JSON array in listUserSubscriptions' order, with the entitlements' columns. */
const SUBSCRIPTIONS = sql`(select coalesce(json_agg(json_build_object(
    'customerId', ${stripeSubscriptions.customerId},
    'status', ${stripeSubscriptions.status},
    'priceId', ${stripeSubscriptions.priceId},
    'currentPeriodEnd', ${stripeSubscriptions.currentPeriodEnd},
    'cancelAtPeriodEnd', ${stripeSubscriptions.cancelAtPeriodEnd}
  ) order by ${stripeSubscriptions.currentPeriodEnd} desc), '[]'::json)
  from ${stripeSubscriptions}
  join ${stripeCustomers} on ${stripeCustomers.customerId} = ${stripeSubscriptions.customerId}
  where ${stripeCustomers.userId} = ${uid} and ${stripeCustomers.deletedAt} is null)`;

/** One pass over the user's usage rows: a JSON array of counts, kind by kind, window by window. */
function usageCounts(windows: UsageWindows): SQL {
  const counts: SQL[] = [];
  for (const kind of QUOTA_KINDS) {
    for (const since of windows[kind] ?? []) {
      const after = since ? sql` and ${usageEvents.createdAt} > ${since.toISOString()}::timestamptz` : sql``;
      counts.push(sql`count(*) filter (where ${usageEvents.kind} = ${kind}${after})`);
    }
  }
  if (counts.length === 0) return sql`'[]'::json`;
  return sql`(select json_build_array(${sql.join(counts, sql`, `)}) from ${usageEvents}
    where ${usageEvents.userId} = ${uid})`;
}

/**
 * Everything GET /api/me reads, in one statement (one round trip, issue 20): the user, whether they have
 * onboarded, optionally their subscriptions, and optionally their usage counts. Null for an unknown user.
 */
export async function readMe(
  db: Database,
  userId: string,
  options: { subscriptions: boolean; usage: UsageWindows },
): Promise<MeRow | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      avatarUrl: user.image,
      onboarded: sql<boolean>`exists (select 1 from ${userPreferences} where ${userPreferences.userId} = ${uid})`,
      subscriptions: options.subscriptions
        ? sql<EntitlementRow[]>`${SUBSCRIPTIONS}`
        : sql<EntitlementRow[]>`'[]'::json`,
      counts: sql<number[]>`${usageCounts(options.usage)}`,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const { counts, ...rest } = row;
  const usage: MeRow["usage"] = {};
  let at = 0;
  for (const kind of QUOTA_KINDS) {
    const windows = options.usage[kind];
    if (!windows) continue;
    usage[kind] = windows.map(() => Number(counts[at++] ?? 0));
  }
  return { ...rest, usage };
}
