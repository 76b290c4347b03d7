import { FULL_GYM_KIT, KIT_NAMES } from "./catalogue/kit";
import type { ExerciseLevel } from "./catalogue/types";
import type { EquipmentProfile } from "./equipment";

// What the model is told of where the person trains and how experienced they are (ADR 0071, 0082). The reply is
// still made to fit afterwards (conformExercises): the prompt only makes a replacement rarer.

export interface PromptTrainee {
  equipment: EquipmentProfile;
  level: ExerciseLevel;
}

const LEVEL_TEXT: Record<ExerciseLevel, string> = {
  beginner:
    "new to training. No Olympic lifts or their derivatives (snatch, clean, clean and press), no advanced moves " +
    "(pistol squats, handstand push-ups, Nordic curls), no complex jumps (box jumps, tuck jumps, burpees); simple, " +
    "stable movements",
  intermediate:
    "some experience (about six months of regular training). No Olympic lifts or their derivatives and no advanced " +
    "moves (pistol squats, handstand push-ups, Nordic curls)",
  advanced: "experienced (years of regular training); any exercise suits them",
};

function equipmentLine(equipment: EquipmentProfile): string {
  if (FULL_GYM_KIT.every((item) => equipment.kit.includes(item))) {
    return "- Equipment: a full gym; any equipment may be used.";
  }
  if (equipment.kit.length === 0) {
    return "- Equipment: none. Only body-weight exercises that need nothing but a floor, a wall, a chair or a step.";
  }
  const items = equipment.kit.map((item) => KIT_NAMES[item].en).join(", ");
  return (
    `- Equipment: only ${items}, besides a floor, a wall, a chair and a step. Use no exercise that needs ` +
    "anything else (no barbell, machine or cable unless listed)."
  );
}

/** Lines for "About the user"; nothing when the person is not given (a full gym, as before). */
export function traineeLines(person: PromptTrainee | undefined): string[] {
  if (!person) return [];
  return [
    equipmentLine(person.equipment),
    `- Experience: ${LEVEL_TEXT[person.level]}.`,
    "- Strength workouts open with a compound (multi-joint) movement.",
  ];
}
