import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The payment provider's customer of each user (docs/product.md §3 stripe_customers): created once, at the first checkout, and
 * reused; the portal only ever opens for this customer. A customer the provider no longer knows is marked deleted
 * (deleted_at) and the next checkout creates a new one, so a user has at most one live row.
 */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    customerId: text("customer_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("stripe_customers_live_user_idx").on(t.userId).where(sql`${t.deletedAt} is null`)],
);

/**
 * The provider's subscriptions, as last read from the provider (product §3 stripe_subscriptions). One row per
 * subscription: a customer who cancelled and subscribed again has two, and the active one wins (ADR 0012).
 * `current_period_end` is a seconds timestamp, as the provider gives it.
 */
export const stripeSubscriptions = pgTable(
  "stripe_subscriptions",
  {
    subscriptionId: text("subscription_id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => stripeCustomers.customerId, { onDelete: "cascade" }),
    status: text("status").notNull(),
    priceId: text("price_id"),
    currentPeriodEnd: bigint("current_period_end", { mode: "number" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When this state was read from the provider: an older read never overwrites a newer one. */
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("stripe_subscriptions_customer_id_idx").on(t.customerId)],
);

/**
 * Ids of the webhook events (and sandbox confirmations) already applied. The id is inserted in the same transaction
 * as the event's effect, so a replay, or the same event delivered twice at once, changes nothing (docs/architecture.md §6).
 */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
