import type { TSwapCandidate, TSwapCandidates } from "#contracts/exercises";
import type { TWorkout } from "#contracts/workouts";
import { EXERCISE_CATALOGUE, exerciseById, findExercise } from "#domain/planning/catalogue";
import { kitOf } from "#domain/planning/catalogue/kit";
import type { MuscleGroup } from "#domain/planning/catalogue/types";
import {
  type CustomExercise,
  customAllowed,
  customFor,
  customSwapCandidates,
  isCustomId,
  swappedToCustom,
} from "#domain/planning/custom-exercises";
import { exerciseAllowed } from "#domain/planning/equipment";
import { swappedExercise, swapReason } from "#domain/planning/exercise-directory";
import { swapCandidates } from "#domain/planning/swap";
import { targetOf } from "#domain/planning/targets";
import type { Language } from "#domain/types";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError, sayingError } from "../../lib/errors";
import { targetContextNow } from "../planning";
import { getSettings } from "../settings";
import {
  findUserPreferences,
  type TrainingPerson,
  trainingPersonFrom,
  trainingPersonOf,
} from "../training-profile";
import {
  editWorkout,
  findWorkout,
  readCustomExercises,
  toCustomExercise,
  workoutNotFound,
} from "../workouts";
import { directoryCustom, directoryExercise } from "./exercises.service";

// Swapping one exercise of a scheduled workout for another (ADR 0085). The candidates are the domain's ranking
// (swap.ts); applying one goes through the workouts' own edit, so it is checked, locked and told like any edit: the
// training block follows a replaced main lift through the same `exercises-edited` event.

/** Candidates shown at most: the list is scrolled and searched on the client. */
const MAX_CANDIDATES = 50;

const exerciseNotFound = () => new AppError("NOT_FOUND", 404, "No exercise at that position in this workout");

export async function swapCandidatesFor(options: {
  db: Database;
  userId: string;
  workoutId: string;
  index: number;
}): Promise<TSwapCandidates> {
  const { db, userId, workoutId, index } = options;
  const [workout, settings, rows] = await Promise.all([
    findWorkout(db, userId, workoutId),
    getSettings({ db, userId }),
    readCustomExercises(db, userId),
  ]);
  if (!workout) throw workoutNotFound();
  // The workout's own place when it has one (a Saturday at home, ADR 0082), else the default profile.
  const person = await trainingPersonOf(db, userId, workout.equipmentProfileId);
  const exercise = workout.exercises[index];
  if (!exercise) throw exerciseNotFound();
  const { language } = settings;
  const customs = rows.map(toCustomExercise);
  const from = findExercise(exercise.name);
  const fromCustom = from ? undefined : customFor(exercise, customs);
  const primaryMuscles = from?.primaryMuscles ?? fromCustom?.primaryMuscles ?? [];
  if (!from && !fromCustom) return { exercise: { name: exercise.name, exerciseId: null }, candidates: [] };
  // The other exercises of the workout are not offered: a workout does each once.
  const used = new Set(
    workout.exercises.flatMap((other, at) =>
      at === index ? [] : (findExercise(other.name)?.id ?? customFor(other, customs)?.id ?? []),
    ),
  );
  if (fromCustom) used.add(fromCustom.id);
  // The person's own exercises (ADR 0091) first, those with exactly the same primary muscles before the others.
  const own = customSwapCandidates(primaryMuscles, customs, person.equipment, used).map((candidate) => ({
    ...directoryCustom(candidate.exercise, person),
    reason: customReason(primaryMuscles, candidate.exercise, candidate.sameMuscles),
  }));
  const catalogue = from
    ? swapCandidates(from, person.equipment, person.level, used).map((candidate) => ({
        ...directoryExercise(candidate.exercise, language, person),
        reason: swapReason(from, candidate),
      }))
    : catalogueForCustom(fromCustom as CustomExercise, person, language, used);
  return {
    exercise: from
      ? { name: from.name[language], exerciseId: from.id }
      : { name: exercise.name, exerciseId: (fromCustom as CustomExercise).id },
    candidates: [...own, ...catalogue].slice(0, MAX_CANDIDATES),
  };
}

function customReason(
  primaryMuscles: readonly MuscleGroup[],
  exercise: CustomExercise,
  sameMuscles: MuscleGroup[],
): TSwapCandidate["reason"] {
  const same =
    sameMuscles.length === primaryMuscles.length && exercise.primaryMuscles.length === primaryMuscles.length;
  return {
    code: same ? "same-muscles" : "shares-muscles",
    params: { muscles: sameMuscles, kit: [...exercise.kit] },
  };
}

/** Catalogue exercises for a custom one: those training its lead primary muscle that the person can do. */
function catalogueForCustom(
  from: CustomExercise,
  person: TrainingPerson,
  language: Language,
  used: ReadonlySet<string>,
): TSwapCandidate[] {
  const lead = from.primaryMuscles[0];
  if (lead === undefined) return [];
  return EXERCISE_CATALOGUE.filter(
    (candidate) =>
      !used.has(candidate.id) &&
      candidate.primaryMuscles.includes(lead) &&
      exerciseAllowed(candidate, person.equipment, person.level),
  ).map((candidate) => ({
    ...directoryExercise(candidate, language, person),
    reason: customReason(
      from.primaryMuscles,
      { ...from, primaryMuscles: candidate.primaryMuscles, kit: kitOf(candidate) },
      candidate.primaryMuscles.filter((muscle) => from.primaryMuscles.includes(muscle)),
    ),
  }));
}

/**
 * POST …/swap: the exercise at `index` becomes `exerciseId`, in one transaction. Refused before anything is written:
 * an id the directory does not know (400 EXERCISE_UNKNOWN), an exercise the person cannot do there or at their
 * level (422 EXERCISE_NOT_ALLOWED), a position the workout no longer has (404).
 */
export async function applySwap(options: {
  db: Database;
  userId: string;
  workoutId: string;
  index: number;
  exerciseId: string;
  now: Date;
  emit: Emit;
}): Promise<TWorkout> {
  const { db, userId, workoutId, index, now, emit } = options;
  const unknown = () => sayingError("EXERCISE_UNKNOWN", 400, { code: "EXERCISE_UNKNOWN", params: {} });
  const notAllowed = () =>
    sayingError("EXERCISE_NOT_ALLOWED", 422, { code: "EXERCISE_NOT_ALLOWED", params: {} });
  const [settings, workout, preferences] = await Promise.all([
    getSettings({ db, userId }),
    findWorkout(db, userId, workoutId),
    findUserPreferences(db, userId),
  ]);
  if (!workout) throw workoutNotFound();
  // Checked against the workout's own place (ADR 0082), before any write and again under the edit's lock: a
  // re-planning for another place in between is seen there.
  const personAt = (current: TWorkout) => trainingPersonFrom(preferences, current.equipmentProfileId);
  const person = personAt(workout);
  if (isCustomId(options.exerciseId)) {
    const own = (await readCustomExercises(db, userId))
      .map(toCustomExercise)
      .find((custom) => custom.id === options.exerciseId);
    if (!own) throw unknown();
    if (!customAllowed(own, person.equipment)) throw notAllowed();
    return editWorkout({
      db,
      userId,
      id: workoutId,
      now,
      emit,
      patch: (current) => {
        const from = current.exercises[index];
        if (!from) throw exerciseNotFound();
        if (!customAllowed(own, personAt(current).equipment)) throw notAllowed();
        const swapped = swappedToCustom(from, own);
        return { exercises: current.exercises.map((exercise, at) => (at === index ? swapped : exercise)) };
      },
    });
  }
  const to = exerciseById(options.exerciseId);
  if (!to) throw unknown();
  if (!exerciseAllowed(to, person.equipment, person.level)) throw notAllowed();
  // The new exercise's own last sessions (by catalogue id, so a session logged in either language counts).
  const targets = await targetContextNow(db, userId, now, settings);
  return editWorkout({
    db,
    userId,
    id: workoutId,
    now,
    emit,
    // Read under the workout's lock: a parallel swap of another exercise is kept.
    patch: (current) => {
      const from = current.exercises[index];
      if (!from) throw exerciseNotFound();
      const here = personAt(current);
      if (!exerciseAllowed(to, here.equipment, here.level)) throw notAllowed();
      const swapped = swappedExercise(from, to, settings.language);
      // In the user's unit, as the patch is, under the place's heaviest loads (ADR 0097); no history: no target (the
      // player asks for the weight).
      const target = targetOf(swapped, { ...targets, ...(here.caps ? { caps: here.caps } : {}) });
      const exercises = current.exercises.map((exercise, at) =>
        at === index ? { ...swapped, weight: target.weight, targetReps: target.targetReps } : exercise,
      );
      return { exercises };
    },
  });
}
