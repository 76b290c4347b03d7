import { randomUUID } from "node:crypto";
import {
  DEFAULT_EQUIPMENT_PROFILES,
  DEFAULT_EXPERIENCE_LEVEL,
  type TEquipmentProfile,
  type TEquipmentProfileInput,
} from "#contracts/equipment-profiles";
import type { TPreferences, TPreferencesInput } from "#contracts/preferences";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError } from "../../lib/errors";
import { listUserEvents, replaceSchedule } from "../events";
import {
  findPreferences,
  lockUser,
  type PreferencesRow,
  savePreferences,
} from "./training-profile.repository";

const preferencesNotSet = () =>
  new AppError("PREFERENCES_NOT_SET", 404, "User preferences not set. Please complete onboarding first.");
const userNotFound = () => new AppError("USER_NOT_FOUND", 404, "User record not found in database");

async function toPreferences(db: Database, userId: string, row: PreferencesRow): Promise<TPreferences> {
  return {
    personalInfo: row.personalInfo,
    fitnessGoals: row.fitnessGoals,
    workoutPreferences: row.workoutPreferences,
    schedule: await listUserEvents({ db, userId }),
    equipmentProfiles: row.equipmentProfiles ?? [...DEFAULT_EQUIPMENT_PROFILES],
    experienceLevel: row.experienceLevel ?? DEFAULT_EXPERIENCE_LEVEL,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored preferences without the schedule, or null before onboarding; in the caller's transaction if given one. */
export function findUserPreferences(db: Database, userId: string): Promise<PreferencesRow | null> {
  return findPreferences(db, userId);
}

/** The profiles as stored: every one with an id (a new one gets a fresh id). */
function withIds(profiles: readonly TEquipmentProfileInput[]): TEquipmentProfile[] {
  return profiles.map((profile) => ({ ...profile, id: profile.id ?? randomUUID() }));
}

export async function getPreferences(options: { db: Database; userId: string }): Promise<TPreferences> {
  const row = await findPreferences(options.db, options.userId);
  if (!row) throw preferencesNotSet();
  return toPreferences(options.db, options.userId, row);
}

/**
 * Saves onboarding or edited preferences and, when `schedule` is given, makes it the user's events, all in one
 * transaction: a failure leaves both as they were. Items of type "workout" were already dropped by the contract.
 */
export async function savePreferencesAndSchedule(options: {
  db: Database;
  userId: string;
  input: TPreferencesInput;
  /** events-changed after the commit when a schedule was given. */
  emit: Emit;
}): Promise<TPreferences> {
  const { userId, input } = options;
  const saved = await options.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw userNotFound();
    // Profiles and level left out of the body stay as they are (ADR 0082): older clients never erase them.
    const stored = await findPreferences(tx, userId);
    const row = await savePreferences(tx, userId, {
      personalInfo: input.personalInfo,
      fitnessGoals: input.fitnessGoals,
      workoutPreferences: input.workoutPreferences,
      equipmentProfiles: input.equipmentProfiles
        ? withIds(input.equipmentProfiles)
        : (stored?.equipmentProfiles ?? null),
      experienceLevel: input.experienceLevel ?? stored?.experienceLevel ?? null,
    });
    if (input.schedule) await replaceSchedule(tx, userId, input.schedule);
    return toPreferences(tx, userId, row);
  });
  if (input.schedule) await options.emit({ type: "events-changed", userId, by: "user" });
  return saved;
}
