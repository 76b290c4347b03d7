import type { ExerciseLevel } from "../../../domain/planning/catalogue/types";
import { type EquipmentProfile, FULL_GYM } from "../../../domain/planning/equipment";
import { DEFAULT_LEVEL } from "../../../domain/planning/offline-planner";
import type { Database } from "../../db/client";

/** What the planners and swaps need of a person to choose exercises they can do, here (ADR 0071). */
export interface TrainingPerson {
  equipment: EquipmentProfile;
  level: ExerciseLevel;
}

/**
 * The person's equipment (the given profile, or their default one) and level. Until the preferences carry profiles
 * and a level (issue 33), every user trains in a full gym at the intermediate level, as the planners assumed.
 */
export async function trainingPersonOf(
  _db: Database,
  _userId: string,
  _profileId?: string | null,
): Promise<TrainingPerson> {
  return { equipment: FULL_GYM, level: DEFAULT_LEVEL };
}
