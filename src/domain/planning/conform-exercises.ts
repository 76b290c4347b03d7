import type { Exercise, Language } from "../types";
import { findExercise } from "./catalogue";
import { KIT_NAMES } from "./catalogue/kit";
import type { ExerciseLevel } from "./catalogue/types";
import { type EquipmentProfile, exerciseAllowed, kitMissing } from "./equipment";
import { cleanText, REPLY_LIMITS } from "./normalise-workout";
import { isTimedReps } from "./prescription";
import { swapCandidates } from "./swap";
import { exerciseNote, localiseReps } from "./workout-text";

// A model's workout made to fit the person (ADR 0071): an exercise the catalogue knows that needs kit the person's
// profile lacks, or is beyond their level, becomes the closest allowed one (the swap ranking), keeping the sets and,
// when both count repetitions, the reps; its note says what it replaced and why. Names the catalogue does not know
// are kept as written: nothing says what they need.

export interface PersonForExercises {
  equipment: EquipmentProfile;
  level: ExerciseLevel;
  language: Language;
}

export interface Replacement {
  from: string;
  to: string | null;
}

function joinWords(words: readonly string[], language: Language): string {
  if (words.length <= 1) return words.join("");
  const and = language === "es" ? " y " : " and ";
  return `${words.slice(0, -1).join(", ")}${and}${words[words.length - 1]}`;
}

function reason(
  from: NonNullable<ReturnType<typeof findExercise>>,
  person: PersonForExercises,
  missing: readonly string[],
): string {
  const { language } = person;
  if (missing.length > 0) {
    const needs = joinWords(missing, language);
    return language === "es"
      ? `En lugar de ${from.name.es} (necesita ${needs}).`
      : `Instead of ${from.name.en} (needs ${needs}).`;
  }
  return language === "es"
    ? `En lugar de ${from.name.es}, que pide más experiencia.`
    : `Instead of ${from.name.en}, which asks for more experience.`;
}

/** The exercises with every known one allowed for the person; `replaced` lists what changed (to null: dropped). */
export function conformExercises(
  exercises: readonly Exercise[],
  person: PersonForExercises,
): { exercises: Exercise[]; replaced: Replacement[] } {
  const { language } = person;
  const used = new Set(exercises.flatMap((exercise) => findExercise(exercise.name)?.id ?? []));
  const replaced: Replacement[] = [];
  const result: Exercise[] = [];
  for (const exercise of exercises) {
    const entry = findExercise(exercise.name);
    if (entry === undefined || exerciseAllowed(entry, person.equipment, person.level)) {
      result.push(exercise);
      continue;
    }
    const [best] = swapCandidates(entry, person.equipment, person.level, used);
    if (best === undefined) {
      replaced.push({ from: exercise.name, to: null });
      continue;
    }
    used.add(best.exercise.id);
    const missing = kitMissing(entry, person.equipment).map((item) => KIT_NAMES[item][language]);
    const keepsReps = isTimedReps(exercise.reps) === isTimedReps(best.exercise.reps);
    const name = best.exercise.name[language];
    replaced.push({ from: exercise.name, to: name });
    result.push({
      name,
      sets: exercise.sets,
      reps: keepsReps ? exercise.reps : localiseReps(best.exercise.reps, language),
      notes: cleanText(
        `${reason(entry, person, missing)} ${exerciseNote(best.exercise, language)}`,
        REPLY_LIMITS.notes,
      ),
    });
  }
  return { exercises: result, replaced };
}
