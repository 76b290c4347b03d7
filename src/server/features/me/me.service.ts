import type { TMe } from "../../../contracts/me";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { avatarUrlFor } from "../auth/auth";
import { findUser, hasPreferences } from "./me.repository";

/** The signed-in user as the app shell needs it. Billing fields stay free-tier until billing lands. */
export async function getMe(options: { db: Database; userId: string }): Promise<TMe> {
  const [row, onboarded] = await Promise.all([
    findUser(options.db, options.userId),
    hasPreferences(options.db, options.userId),
  ]);
  if (!row) throw notFound("User record not found in database");
  return {
    user: { id: row.id, email: row.email, name: row.name, avatarUrl: row.avatarUrl ?? avatarUrlFor(row.id) },
    isNewUser: !onboarded,
    isPro: false,
    subscription: null,
    usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
  };
}
