import { DEFAULT_EQUIPMENT_PROFILES } from "#contracts/equipment-profiles";
import type { TWorkout } from "#contracts/workouts";
import { withTargets } from "#domain/planning/targets";
import type { Workout } from "#domain/types";
import { workoutInUnit } from "#domain/weight-units";
import { validationError } from "../../lib/errors";
import { getSettings } from "../settings";
import { findUserPreferences, trainingPersonFrom } from "../training-profile";
import {
  atOwnPace,
  findWorkout,
  listWorkouts,
  preferencesNotSet,
  updateWorkout,
  workoutNotFound,
} from "../workouts";
import { completeGeneration } from "./generation-guard";
import { runGeneration, statedPerson } from "./generation-pipeline";
import type { PlanDeps } from "./plan.service";
import { findPastWorkouts } from "./training.repository";
import { pastSince, targetContextOf } from "./training-context";

/**
 * POST /api/workouts/:id/regenerate: keeps id, day, times and date; replaces name, description, type, intensity and
 * exercises. Through the generation pipeline (generation-pipeline.ts, ADR 0064): the use is reserved (with the user's
 * generation lease) before the model runs, outside any transaction; the update releases the lease; a failure gives
 * the use back. With `equipmentProfileId` the workout is planned for that profile from now on (null: the default
 * one); without it, for the profile it already has (ADR 0082).
 */
export async function regenerateWorkout(
  deps: PlanDeps,
  options: { userId: string; id: string; now: Date; equipmentProfileId?: string | null },
): Promise<TWorkout> {
  const { db, model } = deps;
  const { userId, id, now } = options;
  const workout = await findWorkout(db, userId, id);
  if (!workout) throw workoutNotFound();
  const preferences = await findUserPreferences(db, userId);
  if (!preferences) throw preferencesNotSet();
  const profiles = preferences.equipmentProfiles ?? DEFAULT_EQUIPMENT_PROFILES;
  const asked = options.equipmentProfileId;
  if (typeof asked === "string" && !profiles.some((profile) => profile.id === asked)) {
    throw validationError([
      { path: "equipmentProfileId", message: "No such place among your equipment profiles" },
    ]);
  }
  // A profile deleted since falls back to the default one (trainingPersonFrom); it is then stored as the default.
  const known = (profileId: string | null | undefined) =>
    profileId && profiles.some((profile) => profile.id === profileId) ? profileId : null;
  const equipmentProfileId = asked === undefined ? known(workout.equipmentProfileId) : known(asked);
  const place = trainingPersonFrom(preferences, equipmentProfileId);
  const person = statedPerson(preferences) ? place : undefined;
  const { saved, unit } = await runGeneration(deps, {
    userId,
    kind: "regeneration",
    now,
    draft: async () => {
      const [settings, week, past] = await Promise.all([
        getSettings({ db, userId }),
        listWorkouts(db, userId),
        findPastWorkouts(db, userId, pastSince(now)),
      ]);
      const { workout: generated } = await model.regenerateWorkout({
        workout,
        neighbours: week.filter((other) => other.id !== id),
        personalInfo: preferences.personalInfo,
        fitnessGoals: preferences.fitnessGoals,
        language: settings.language,
        timestamp: now.getTime(),
        ...(person ? { person } : {}),
      });
      // New exercises, but the loads still follow the user's last sessions of each (ADR 0051), under the place's
      // heaviest loads (ADR 0097).
      const [replacement] = withTargets([generated], targetContextOf(past, settings, place.caps)) as [
        Workout,
      ];
      return { replacement, unit: settings.measurementUnit };
    },
    store: async (tx, { replacement, unit }, reservation) => {
      const { name, description, type, intensity, exercises } = replacement;
      // One statement with the lease settled (the use stays counted); rolled back if the workout is gone.
      const fields = { name, description, type, intensity, exercises, equipmentProfileId };
      const updated = await updateWorkout(tx, userId, id, fields, completeGeneration(tx, reservation));
      // Completed or replaced by a new plan while the model was thinking.
      if (!updated) throw workoutNotFound();
      return { saved: updated, unit };
    },
  });
  await deps.emit({ type: "workouts-changed", userId });
  return workoutInUnit(await atOwnPace(db, userId, saved), unit);
}
