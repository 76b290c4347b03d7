import { eq, type SQL, sql } from "drizzle-orm";
import { QUOTA_KINDS, type QuotaKind } from "#domain/billing/limits";
import type { Database } from "../../db/client";
import { usageEvents, user, userPreferences } from "../../db/schema";
import { stripeCustomers, stripeSubscriptions } from "../../db/schema/billing";
import type { EntitlementRow } from "../billing";

export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, avatarUrl: user.image })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Uses of each kind counted after a given instant (null: all of them), e.g. one window per tier; undefined where the
 * count is not needed (an unlimited rule), which then reads as 0.
 */
export type UsageWindows = Partial<Record<QuotaKind, readonly (Date | null | undefined)[]>>;

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

/**
 * The shape of one statement: which windows are counted and which of them share an instant. The instants
 * themselves are the prepared statement's values (`w0`, `w1`, ...), so the text only changes with the shape.
 */
interface Shape {
  key: string;
  /** For each kind asked, each window: "skip", "all" (no lower bound) or the index of its instant. */
  windows: Partial<Record<QuotaKind, ("skip" | "all" | number)[]>>;
  instants: Date[];
}

function shapeOf(subscriptions: boolean, usage: UsageWindows): Shape {
  const instants: Date[] = [];
  const windows: Shape["windows"] = {};
  for (const kind of QUOTA_KINDS) {
    const asked = usage[kind];
    if (!asked) continue;
    windows[kind] = asked.map((since) => {
      if (since === undefined) return "skip";
      if (since === null) return "all";
      const known = instants.findIndex((instant) => instant.getTime() === since.getTime());
      if (known >= 0) return known;
      instants.push(since);
      return instants.length - 1;
    });
  }
  return { key: `${subscriptions ? "s" : "n"}:${JSON.stringify(windows)}`, windows, instants };
}

/** One pass over the user's usage rows: a JSON array of counts, one per window counted, kind by kind. */
function usageCounts(shape: Shape): SQL {
  const counts: SQL[] = [];
  for (const kind of QUOTA_KINDS) {
    for (const window of shape.windows[kind] ?? []) {
      if (window === "skip") continue;
      const after =
        window === "all"
          ? sql``
          : sql` and ${usageEvents.createdAt} > ${sql.placeholder(`w${window}`)}::timestamptz`;
      // The kind is one of QUOTA_KINDS (a constant of the code, checked by the table's constraint), written into
      // the text rather than sent as a value: fewer values to bind on every call.
      counts.push(sql`count(*) filter (where ${usageEvents.kind} = ${sql.raw(`'${kind}'`)}${after})`);
    }
  }
  if (counts.length === 0) return sql`'[]'::json`;
  return sql`(select json_build_array(${sql.join(counts, sql`, `)}) from ${usageEvents}
    where ${usageEvents.userId} = ${uid})`;
}

function prepareMe(db: Database, subscriptions: boolean, shape: Shape) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      avatarUrl: user.image,
      onboarded: sql<boolean>`exists (select 1 from ${userPreferences} where ${userPreferences.userId} = ${uid})`,
      subscriptions: subscriptions
        ? sql<EntitlementRow[]>`${SUBSCRIPTIONS}`
        : sql<EntitlementRow[]>`'[]'::json`,
      counts: sql<number[]>`${usageCounts(shape)}`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("userId")))
    .limit(1)
    .prepare(`custom_fit_me_${statementNumber(shape.key)}`);
}

type PreparedMe = ReturnType<typeof prepareMe>;

/**
 * The statements built so far, by database and shape (a handful: the shape follows the quota rules and the billing
 * mode, not the user or the clock). Building the statement with drizzle on every call cost as much as running it,
 * and on PostgreSQL a prepared (named) statement is parsed and planned once per connection instead of per call.
 */
const prepared = new WeakMap<Database, Map<string, PreparedMe>>();
const statementNumbers = new Map<string, number>();

/** A statement name per shape, the same for every database (PostgreSQL names must not be reused for other text). */
function statementNumber(key: string): number {
  let number = statementNumbers.get(key);
  if (number === undefined) {
    number = statementNumbers.size + 1;
    statementNumbers.set(key, number);
  }
  return number;
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
  const shape = shapeOf(options.subscriptions, options.usage);
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  let statement = byShape.get(shape.key);
  if (!statement) {
    statement = prepareMe(db, options.subscriptions, shape);
    byShape.set(shape.key, statement);
  }
  const values: Record<string, string> = { userId };
  shape.instants.forEach((instant, index) => {
    values[`w${index}`] = instant.toISOString();
  });
  const [row] = await statement.execute(values);
  if (!row) return null;
  const { counts, ...rest } = row;
  const usage: MeRow["usage"] = {};
  let at = 0;
  for (const kind of QUOTA_KINDS) {
    const windows = shape.windows[kind];
    if (!windows) continue;
    usage[kind] = windows.map((window) => (window === "skip" ? 0 : Number(counts[at++] ?? 0)));
  }
  return { ...rest, usage };
}
