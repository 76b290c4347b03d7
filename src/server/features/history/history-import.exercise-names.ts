import { type CatalogueExercise, exerciseKey, findExercise } from "#domain/planning/catalogue";

// Strong and Hevy name exercises "Movement (Equipment)": "Bench Press (Barbell)". A name is matched only when it is
// the same movement: the catalogue's name exactly (any case), "Equipment Movement" exactly, "Movement" exactly when
// the catalogue's exercise uses that kind of equipment, or an alias below. Nothing is guessed: "Running (Treadmill)"
// is not an easy jog, so it keeps its own name as a custom exercise (ADR 0046, ADR 0060).

/**
 * Exercise name as the apps write it (any case or punctuation) → the catalogue's English name, for names that are the
 * same movement with the same equipment under another name. Never a different movement or intensity.
 */
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
  "Cycling (Indoor)": "Stationary Bike",
  "Rowing (Machine)": "Rowing Machine",
};
const BY_KEY = new Map(Object.entries(ALIASES).map(([name, catalogue]) => [exerciseKey(name), catalogue]));

/** The apps' equipment words → the catalogue's equipment class that holds them. */
const EQUIPMENT_CLASS: Record<string, CatalogueExercise["equipment"]> = {
  bodyweight: "none",
  "weighted bodyweight": "gym",
  "assisted bodyweight": "gym",
  dumbbell: "dumbbells",
  kettlebell: "dumbbells",
  barbell: "gym",
  machine: "gym",
  cable: "gym",
  "smith machine": "gym",
  "ez bar": "gym",
  "plate loaded": "gym",
  band: "none",
};

/** The catalogue exercise an imported name stands for, or undefined: then it is kept as a custom exercise. */
export function catalogueExerciseFor(name: string): CatalogueExercise | undefined {
  const alias = BY_KEY.get(exerciseKey(name));
  if (alias) return findExercise(alias);
  const direct = findExercise(name);
  if (direct) return direct;
  const equipment = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(name);
  if (!equipment) return undefined;
  const [, movement = "", kind = ""] = equipment;
  const named = findExercise(`${kind} ${movement}`);
  if (named) return named;
  // "Lat Pulldown (Cable)" is the catalogue's Lat Pulldown; "Hammer Curl (Band)" is not its dumbbell Hammer Curl.
  const plain = findExercise(movement);
  const kindClass = EQUIPMENT_CLASS[exerciseKey(kind)];
  return plain && kindClass === plain.equipment ? plain : undefined;
}
