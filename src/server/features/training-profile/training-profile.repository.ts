import { eq } from "drizzle-orm";
import type { TEquipmentProfile, TExperienceLevel } from "#contracts/equipment-profiles";
import type { FitnessGoals, PersonalInfo, WorkoutPreferences } from "#domain/types";
import type { Database } from "../../db/client";
import { user, userPreferences } from "../../db/schema";

export interface PreferencesRow {
  personalInfo: PersonalInfo;
  fitnessGoals: FitnessGoals;
  workoutPreferences: WorkoutPreferences;
  /** null until the user stated them (ADR 0082). */
  equipmentProfiles: TEquipmentProfile[] | null;
  experienceLevel: TExperienceLevel | null;
  updatedAt: Date;
}

export async function findPreferences(db: Database, userId: string): Promise<PreferencesRow | null> {
  const [row] = await db
    .select({
      personalInfo: userPreferences.personalInfo,
      fitnessGoals: userPreferences.fitnessGoals,
      workoutPreferences: userPreferences.workoutPreferences,
      equipmentProfiles: userPreferences.equipmentProfiles,
      experienceLevel: userPreferences.experienceLevel,
      updatedAt: userPreferences.updatedAt,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Inserts or replaces the user's preferences row. */
export async function savePreferences(
  db: Database,
  userId: string,
  values: Omit<PreferencesRow, "updatedAt">,
): Promise<PreferencesRow> {
  const row = { ...values, updatedAt: new Date() };
  const [saved] = await db
    .insert(userPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userPreferences.userId, set: row })
    .returning();
  if (!saved) throw new Error("preferences upsert returned no row");
  return saved;
}

/** Locks the user's row for the transaction, so an account deletion cannot interleave with the save. */
export async function lockUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1).for("update");
  return rows.length > 0;
}
