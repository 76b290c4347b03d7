import type { TEquipmentProfile } from "#contracts/equipment-profiles";
import type { ExerciseLevel } from "#domain/planning/catalogue/types";
import { type EquipmentProfile, FULL_GYM } from "#domain/planning/equipment";
import type { LoadCaps } from "#domain/planning/load-caps";
import { DEFAULT_LEVEL } from "#domain/planning/offline-planner";
import type { Database } from "../../db/client";
import { findPreferences, type PreferencesRow } from "./training-profile.repository";

/** What the planners and swaps need of a person to choose exercises they can do, here (ADR 0071). */
export interface TrainingPerson {
  equipment: EquipmentProfile;
  level: ExerciseLevel;
  /** The place's heaviest loads (ADR 0097); absent: no limit. */
  caps?: LoadCaps;
}

/**
 * The stored profile a workout is for: the one with `profileId`, else the default one (a profile deleted since the
 * workout was planned falls back to the default, ADR 0082); undefined for users who never stated one.
 */
export function chosenProfile(
  profiles: readonly TEquipmentProfile[] | null | undefined,
  profileId?: string | null,
): TEquipmentProfile | undefined {
  if (!profiles || profiles.length === 0) return undefined;
  return (
    (profileId ? profiles.find((profile) => profile.id === profileId) : undefined) ??
    profiles.find((profile) => profile.isDefault) ??
    profiles[0]
  );
}

/** The person as the stored preferences say; a full gym at the intermediate level when they say nothing. */
export function trainingPersonFrom(
  preferences: Pick<PreferencesRow, "equipmentProfiles" | "experienceLevel"> | null,
  profileId?: string | null,
): TrainingPerson {
  const profile = chosenProfile(preferences?.equipmentProfiles, profileId);
  return {
    equipment: profile ? { kit: profile.kit } : FULL_GYM,
    level: preferences?.experienceLevel ?? DEFAULT_LEVEL,
    ...(profile?.maxLoads ? { caps: profile.maxLoads } : {}),
  };
}

/**
 * The person's equipment (the given profile, or their default one) and level, from their stored preferences; users
 * who never stated them train in a full gym at the intermediate level, as the planners assumed before issue 33.
 */
export async function trainingPersonOf(
  db: Database,
  userId: string,
  profileId?: string | null,
): Promise<TrainingPerson> {
  return trainingPersonFrom(await findPreferences(db, userId), profileId);
}
