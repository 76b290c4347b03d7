import { and, asc, eq, getTableColumns, inArray, isNull, notInArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { historyAfter } from "../../db/history-order";
import {
  account,
  apiTokens,
  calendarConnections,
  calendarFeeds,
  completedWorkouts,
  customExercises,
  events,
  generationLeases,
  importBatches,
  notifications,
  pushSubscriptions,
  session,
  stripeCustomers,
  stripeSubscriptions,
  trainingBlocks,
  usageEvents,
  user,
  userPreferences,
  userSettings,
  verification,
  workouts,
} from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { inUserTurn } from "../../lib/user-turns";

// Everything one user owns, for the export (GET /api/me/export) and the deletion (DELETE /api/me), ADR 0013.
// USER_TABLES lists every table with a user_id column; account-data.integration.test.ts fails when the schema gains one
// that is not listed here, so a new feature's rows cannot silently escape the export or outlive the account.

interface UserTable {
  /** The key of the rows in the export document. */
  key: string;
  table: PgTable;
  userId: PgColumn;
  /** Columns never exported: secrets (password hashes, session and OAuth tokens) and internal ids. */
  omit?: readonly string[];
  /** One row per user (or none): exported as an object or null rather than a list. */
  single?: boolean;
}

export const USER_TABLES = [
  { key: "settings", table: userSettings, userId: userSettings.userId, single: true },
  { key: "preferences", table: userPreferences, userId: userPreferences.userId, single: true },
  { key: "calendarFeed", table: calendarFeeds, userId: calendarFeeds.userId, single: true },
  { key: "events", table: events, userId: events.userId },
  // Connected calendars: the sealed address and credentials are never exported. Deleted after the events (theirs
  // cascade anyway), taking the record of workouts they wrote with them.
  {
    key: "calendarConnections",
    table: calendarConnections,
    userId: calendarConnections.userId,
    omit: ["secret", "etag", "lastModified", "calendars"],
  },
  { key: "scheduledWorkouts", table: workouts, userId: workouts.userId },
  { key: "history", table: completedWorkouts, userId: completedWorkouts.userId },
  // The user's own exercises (ADR 0091); the name key is the unique index's normalised copy of the name.
  { key: "customExercises", table: customExercises, userId: customExercises.userId, omit: ["nameKey"] },
  // The user's history imports (ADR 0100): when each was written and published. The workouts of one not published
  // (being written, or dead) are the user's rows too, but not history: the export leaves them out like every read.
  { key: "historyImports", table: importBatches, userId: importBatches.userId },
  // The current training block: its weeks and the main exercises each slot keeps (ADR 0050).
  { key: "trainingBlock", table: trainingBlocks, userId: trainingBlocks.userId, single: true },
  { key: "usageEvents", table: usageEvents, userId: usageEvents.userId },
  // A plan generation in flight (its expiry); the token only identifies the holder.
  { key: "generationLeases", table: generationLeases, userId: generationLeases.userId, omit: ["token"] },
  { key: "notifications", table: notifications, userId: notifications.userId },
  // A device's push subscription: the keys its messages are encrypted to stay private, like a session's token.
  {
    key: "pushSubscriptions",
    table: pushSubscriptions,
    userId: pushSubscriptions.userId,
    omit: ["id", "p256dh", "auth"],
  },
  // Personal access tokens (ADR 0075): their names, scopes and dates; the secret's hash never leaves the server.
  { key: "accessTokens", table: apiTokens, userId: apiTokens.userId, omit: ["tokenHash"] },
  { key: "sessions", table: session, userId: session.userId, omit: ["id", "token"] },
  {
    key: "accounts",
    table: account,
    userId: account.userId,
    omit: ["id", "accountId", "password", "accessToken", "refreshToken", "idToken"],
  },
  { key: "billingCustomers", table: stripeCustomers, userId: stripeCustomers.userId },
] as const satisfies readonly UserTable[];

export type UserTableKey = (typeof USER_TABLES)[number]["key"];
type Row = Record<string, unknown>;

function exportedColumns(entry: UserTable): Record<string, PgColumn> {
  const omit = new Set<string>(entry.omit ?? []);
  const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(columns).filter(([name, column]) => column !== entry.userId && !omit.has(name)),
  );
}

export async function findUserRecord(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      avatarUrl: user.image,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** Tables read in batches rather than whole (readRowsInBatches): they grow with every use of the app. */
export const STREAMED_TABLES = ["history"] as const satisfies readonly UserTableKey[];

/**
 * Every user table's rows of this user (without the omitted columns), by export key, in USER_TABLES order. The
 * streamed tables are left empty here (their key keeps its place in the document); readHistoryInBatches reads them.
 */
export async function readUserRows(db: Database, userId: string): Promise<Record<UserTableKey, Row[]>> {
  const streamed = new Set<string>(STREAMED_TABLES);
  const entries = await Promise.all(
    USER_TABLES.map(async (entry: UserTable) => {
      if (streamed.has(entry.key)) return [entry.key, [] as Row[]] as const;
      const rows = await db.select(exportedColumns(entry)).from(entry.table).where(eq(entry.userId, userId));
      return [entry.key, rows as Row[]] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<UserTableKey, Row[]>;
}

/**
 * The user's history rows (export columns) in batches of `batchSize`, oldest completion first, by keyset on
 * (completed_at, id): memory holds one batch, however long the history.
 */
export async function* readHistoryInBatches(
  db: Database,
  userId: string,
  batchSize = 100,
): AsyncGenerator<Row[]> {
  const entry = USER_TABLES.find((table) => table.key === "history") as UserTable;
  const columns = exportedColumns(entry);
  let after: { completedAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await inUserTurn(userId, () =>
      db
        .select(columns)
        .from(completedWorkouts)
        .where(and(eq(completedWorkouts.userId, userId), visibleHistory(), historyAfter(after)))
        .orderBy(asc(completedWorkouts.completedAt), asc(completedWorkouts.id))
        .limit(batchSize),
    );
    if (rows.length > 0) yield rows as Row[];
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    after = { completedAt: last.completedAt as Date, id: last.id as string };
  }
}

/** The subscriptions of every customer the user has had (stripe_subscriptions has no user_id of its own). */
export async function readUserSubscriptions(db: Database, userId: string) {
  return db
    .select({
      subscriptionId: stripeSubscriptions.subscriptionId,
      customerId: stripeSubscriptions.customerId,
      status: stripeSubscriptions.status,
      priceId: stripeSubscriptions.priceId,
      currentPeriodEnd: stripeSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: stripeSubscriptions.cancelAtPeriodEnd,
      updatedAt: stripeSubscriptions.updatedAt,
      deletedAt: stripeSubscriptions.deletedAt,
    })
    .from(stripeSubscriptions)
    .innerJoin(stripeCustomers, eq(stripeCustomers.customerId, stripeSubscriptions.customerId))
    .where(eq(stripeCustomers.userId, userId));
}

/** Statuses after which the provider never charges again; anything else is cancelled before the account goes. */
const ENDED_STATUSES = ["canceled", "incomplete_expired"];

/** The user's subscriptions that could still be charged, with the customer they belong to. */
export async function findBillableSubscriptions(db: Database, userId: string) {
  return db
    .select({ subscriptionId: stripeSubscriptions.subscriptionId, status: stripeSubscriptions.status })
    .from(stripeSubscriptions)
    .innerJoin(stripeCustomers, eq(stripeCustomers.customerId, stripeSubscriptions.customerId))
    .where(
      and(
        eq(stripeCustomers.userId, userId),
        isNull(stripeCustomers.deletedAt),
        isNull(stripeSubscriptions.deletedAt),
        notInArray(stripeSubscriptions.status, ENDED_STATUSES),
      ),
    );
}

/**
 * Deletes every row of the user in one transaction: each user table explicitly (most would also cascade from
 * users, but an explicit delete does not depend on every future foreign key being declared with a cascade), the
 * subscriptions of the user's customers, pending password-reset tokens (verifications.value holds the user id), and
 * last the user. False when the user did not exist (any more).
 */
export async function deleteUserRows(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the user's row: a plan or completion running at the same time (which lock it too) finishes first.
    const locked = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (locked.length === 0) return false;
    const customers = await tx
      .select({ customerId: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId));
    if (customers.length > 0) {
      await tx.delete(stripeSubscriptions).where(
        inArray(
          stripeSubscriptions.customerId,
          customers.map((c) => c.customerId),
        ),
      );
    }
    for (const entry of USER_TABLES as readonly UserTable[]) {
      await tx.delete(entry.table).where(eq(entry.userId, userId));
    }
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return true;
  });
}
