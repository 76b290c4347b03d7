import type { FitnessGoal, Language, PlannedSlot } from "../types";
import type { WeightUnit } from "../weight-units";
import { cleanText, REPLY_LIMITS } from "./normalise-workout";
import type { Performances } from "./performances";
import type { PerformedSession, PerformedSet } from "./progression";
import { type MainExercise, mainExerciseName } from "./training-block";

// The plan prompt's training part (ADR 0050, 0051): the block and each slot's main exercises to keep, and the
// user's last sessions. The app computes the loads itself; the model is told so, and only has to keep the
// exercises that carry them.

export interface PromptBlock {
  week: number;
  weeks: number;
  goal: FitnessGoal;
  /** Per slot (the prompt's order), the main exercises it keeps in the block; undefined the first time. */
  mains: readonly (readonly MainExercise[] | undefined)[];
  /** This week is the block's lighter one (ADR 0099). */
  lighter?: boolean;
}

/** Lines of last performances at most: the most recently done exercises first. */
export const PERFORMANCE_LINES = 12;

export function blockLines(
  block: PromptBlock | undefined,
  slots: readonly Pick<PlannedSlot, "type">[],
  language: Language,
): string[] {
  if (!block) return [];
  const keep = slots.flatMap((slot, index) => {
    const mains = block.mains[index];
    if (!mains || mains.length === 0) return [];
    const names = mains.map((main) => cleanText(mainExerciseName(main, language), REPLY_LIMITS.exerciseName));
    return [`- Workout ${index + 1} (${slot.type}): ${names.join(", ")}`];
  });
  return [
    "",
    `Training block: week ${block.week} of ${block.weeks}, for the goal "${block.goal}". Within a block each ` +
      "workout keeps its main exercises from week to week so the loads can progress; the other exercises may change.",
    ...(keep.length > 0
      ? [
          "Keep these main exercises, by these exact names, first in these workouts (add others around them):",
          ...keep,
        ]
      : ["This is the block's first week: choose main exercises that can be repeated and progressed."]),
    ...(block.lighter
      ? [
          "This is the block's lighter week: at most 2 sets per exercise, same exercises, so the body recovers.",
        ]
      : []),
  ];
}

function setText(set: PerformedSet, unit: string): string {
  const amount = set.seconds !== null ? `${set.seconds} s` : `${set.reps ?? "?"}`;
  return set.weight !== null && set.weight > 0 ? `${amount} @ ${set.weight} ${unit}` : amount;
}

/** "3 × 12 @ 60 kg" when every set was the same, else each set in turn. */
export function describeSets(sets: readonly PerformedSet[], unit: WeightUnit): string {
  const label = unit === "metric" ? "kg" : "lb";
  const texts = sets.map((set) => setText(set, label));
  if (texts.length === 0) return "no sets logged";
  return texts.every((text) => text === texts[0]) ? `${texts.length} × ${texts[0]}` : texts.join(", ");
}

export function performanceLines(performances: Performances | undefined, unit: WeightUnit): string[] {
  if (!performances || performances.size === 0) return [];
  const last = [...performances.values()]
    .map((sessions) => sessions.at(-1))
    .filter((session): session is PerformedSession => session?.name !== undefined)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, PERFORMANCE_LINES);
  if (last.length === 0) return [];
  return [
    "",
    "The user's last sessions (the app sets each exercise's weight and target reps from these by itself; do not " +
      "write weights):",
    ...last.map(
      (session) =>
        `- ${cleanText(session.name, REPLY_LIMITS.exerciseName)} (${session.date}): ${describeSets(session.sets, unit)}`,
    ),
  ];
}
