import { randomUUID } from "node:crypto";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A personal access token (API "Tokens", ADR 0075): the SHA-256 of its secret (never the secret), its scope
 * (`read` or `read_write`), a short hint of its start for the list, and its expiry. Deleted when revoked, and with
 * its user.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "read_write"] }).notNull(),
    /** Hex SHA-256 of the whole token (prefix included). */
    tokenHash: text("token_hash").notNull(),
    /** The prefix and the first characters of the secret, shown in the list to tell tokens apart. */
    hint: text("hint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);
