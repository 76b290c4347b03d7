import { type CatalogueExercise, exerciseKey, findExercise } from "../../../domain/planning/catalogue";

// Strong and Hevy name exercises "Movement (Equipment)": "Bench Press (Barbell)". Most read as the catalogue's
// "Equipment Movement" or plain "Movement"; the common ones that do not are listed here (ADR 0046).

/** Exercise name as the apps write it (any case or punctuation) → the catalogue's English name. */
const ALIASES: Record<string, string> = {
  "Squat (Barbell)": "Barbell Back Squat",
  "Back Squat (Barbell)": "Barbell Back Squat",
  "Deadlift (Barbell)": "Conventional Deadlift",
  "Bicep Curl (Dumbbell)": "Dumbbell Biceps Curl",
  "Biceps Curl (Dumbbell)": "Dumbbell Biceps Curl",
  "Seated Row (Cable)": "Seated Cable Row",
  "Triceps Pushdown": "Cable Triceps Pushdown",
  "Triceps Pushdown (Cable - Straight Bar)": "Cable Triceps Pushdown",
  "Incline Bench Press (Dumbbell)": "Incline Dumbbell Press",
  "Shoulder Press (Dumbbell)": "Seated Dumbbell Shoulder Press",
  "Seated Shoulder Press (Dumbbell)": "Seated Dumbbell Shoulder Press",
  "Overhead Press (Dumbbell)": "Seated Dumbbell Shoulder Press",
  "Chest Fly (Dumbbell)": "Dumbbell Chest Fly",
  "Lunge (Dumbbell)": "Dumbbell Walking Lunge",
  "Walking Lunge (Dumbbell)": "Dumbbell Walking Lunge",
  "Bulgarian Split Squat (Dumbbell)": "Dumbbell Bulgarian Split Squat",
  "Bent Over One Arm Row (Dumbbell)": "One-Arm Dumbbell Row",
  "Dumbbell Row": "One-Arm Dumbbell Row",
  "Standing Calf Raise (Machine)": "Machine Standing Calf Raise",
  "Calf Raise (Machine)": "Machine Standing Calf Raise",
  "Seated Calf Raise (Machine)": "Seated Calf Raise",
  "Romanian Deadlift (Dumbbell)": "Dumbbell Romanian Deadlift",
  Running: "Easy Jog",
  "Running (Treadmill)": "Easy Jog",
  "Cycling (Indoor)": "Stationary Bike",
  "Rowing (Machine)": "Rowing Machine",
};
const BY_KEY = new Map(Object.entries(ALIASES).map(([name, catalogue]) => [exerciseKey(name), catalogue]));

/** The catalogue exercise an imported name stands for, or undefined: then it is kept as a custom exercise. */
export function catalogueExerciseFor(name: string): CatalogueExercise | undefined {
  const alias = BY_KEY.get(exerciseKey(name));
  if (alias) return findExercise(alias);
  const direct = findExercise(name);
  if (direct) return direct;
  const equipment = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(name);
  if (!equipment) return undefined;
  const [, movement = "", kind = ""] = equipment;
  return findExercise(`${kind} ${movement}`) ?? findExercise(movement);
}
