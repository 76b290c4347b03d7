import type { CatalogueExercise, LocalisedText } from "./types";

// What an exercise needs at hand, item by item (ADR 0071). The catalogue's coarse `equipment` ("none", "dumbbells",
// "gym") says where an exercise is usually done; a person's equipment profile is a list of these items, so a home
// with dumbbells and a pull-up bar, or a hotel room, gets only what it can do. Household things every room has (a
// floor, a wall, a chair, a step, a door frame) are not items.

export const KIT = [
  "dumbbells",
  "bench",
  "pull-up-bar",
  "barbell",
  "rack",
  "cable",
  "machines",
  "dip-station",
  "landmine",
  "sled",
  "ab-wheel",
  "medicine-ball",
  "battle-ropes",
  "box",
  "jump-rope",
  "treadmill",
  "bike",
  "rower",
  "elliptical",
  "stair-climber",
  "pool",
] as const;
export type Kit = (typeof KIT)[number];

/** Each item in words, for the reasons and notes the planners write ("needs a barbell"). */
export const KIT_NAMES: Readonly<Record<Kit, LocalisedText>> = {
  dumbbells: { en: "dumbbells", es: "mancuernas" },
  bench: { en: "a bench", es: "un banco" },
  "pull-up-bar": { en: "a pull-up bar", es: "una barra de dominadas" },
  barbell: { en: "a barbell", es: "una barra" },
  rack: { en: "a squat rack", es: "un rack" },
  cable: { en: "a cable machine", es: "una polea" },
  machines: { en: "weight machines", es: "máquinas de musculación" },
  "dip-station": { en: "dip bars", es: "unas paralelas" },
  landmine: { en: "a landmine", es: "un landmine" },
  sled: { en: "a sled", es: "un trineo" },
  "ab-wheel": { en: "an ab wheel", es: "una rueda abdominal" },
  "medicine-ball": { en: "a medicine ball", es: "un balón medicinal" },
  "battle-ropes": { en: "battle ropes", es: "cuerdas de batalla" },
  box: { en: "a plyo box", es: "un cajón" },
  "jump-rope": { en: "a jump rope", es: "una comba" },
  treadmill: { en: "a treadmill", es: "una cinta de correr" },
  bike: { en: "an exercise bike", es: "una bicicleta estática" },
  rower: { en: "a rowing machine", es: "un remo" },
  elliptical: { en: "an elliptical", es: "una elíptica" },
  "stair-climber": { en: "a stair climber", es: "un escalador" },
  pool: { en: "a pool", es: "una piscina" },
};

/** Cardio machines: a cardio session uses one of them at most (ADR 0071), unless the person asked for variety. */
export const CARDIO_MACHINES: readonly Kit[] = [
  "treadmill",
  "bike",
  "rower",
  "elliptical",
  "stair-climber",
  "pool",
];

/** Every item a full gym has. */
export const FULL_GYM_KIT: readonly Kit[] = KIT;

/**
 * The items each exercise needs, all of them. Exercises absent here need none. Kept apart from the exercise data so
 * the rule reads as one table; a test checks that every id exists and that every "gym" or "dumbbells" exercise is
 * listed.
 */
const NEEDS: Readonly<Record<string, readonly Kit[]>> = {
  // Strength: barbell and rack
  "barbell-bench-press": ["barbell", "rack", "bench"],
  "barbell-overhead-press": ["barbell", "rack"],
  "barbell-bent-over-row": ["barbell"],
  "barbell-back-squat": ["barbell", "rack"],
  "barbell-front-squat": ["barbell", "rack"],
  "barbell-romanian-deadlift": ["barbell"],
  "conventional-deadlift": ["barbell"],
  "barbell-hip-thrust": ["barbell", "bench"],
  "barbell-power-clean": ["barbell"],
  "landmine-rotation": ["barbell", "landmine"],
  "inverted-row": ["barbell", "rack"],
  // Strength: dumbbells (a pair, or one kettlebell where one is enough)
  "dumbbell-bench-press": ["dumbbells", "bench"],
  "incline-dumbbell-press": ["dumbbells", "bench"],
  "dumbbell-chest-fly": ["dumbbells", "bench"],
  "seated-dumbbell-shoulder-press": ["dumbbells", "bench"],
  "arnold-press": ["dumbbells"],
  "dumbbell-lateral-raise": ["dumbbells"],
  "dumbbell-rear-delt-fly": ["dumbbells"],
  "one-arm-dumbbell-row": ["dumbbells"],
  "chest-supported-dumbbell-row": ["dumbbells", "bench"],
  "dumbbell-biceps-curl": ["dumbbells"],
  "hammer-curl": ["dumbbells"],
  "overhead-dumbbell-triceps-extension": ["dumbbells"],
  "goblet-squat": ["dumbbells"],
  "dumbbell-romanian-deadlift": ["dumbbells"],
  "dumbbell-walking-lunge": ["dumbbells"],
  "dumbbell-bulgarian-split-squat": ["dumbbells"],
  "dumbbell-step-up": ["dumbbells"],
  "dumbbell-sumo-squat": ["dumbbells"],
  "dumbbell-swing": ["dumbbells"],
  "dumbbell-thruster": ["dumbbells"],
  "dumbbell-snatch": ["dumbbells"],
  "turkish-get-up": ["dumbbells"],
  "farmers-carry": ["dumbbells"],
  "dumbbell-man-maker": ["dumbbells"],
  "suitcase-carry": ["dumbbells"],
  "renegade-row": ["dumbbells"],
  "overhead-carry": ["dumbbells"],
  "goblet-march": ["dumbbells"],
  "weighted-dead-bug": ["dumbbells"],
  "dumbbell-clean-and-press": ["dumbbells"],
  "dumbbell-squat-press-low-impact": ["dumbbells"],
  // Strength: cables, machines and stations
  "lat-pulldown": ["cable"],
  "seated-cable-row": ["cable"],
  "cable-face-pull": ["cable"],
  "cable-triceps-pushdown": ["cable"],
  "cable-pull-through": ["cable"],
  "cable-woodchop": ["cable"],
  "pallof-press": ["cable"],
  "cable-crunch": ["cable"],
  "leg-press": ["machines"],
  "lying-leg-curl": ["machines"],
  "leg-extension": ["machines"],
  "machine-standing-calf-raise": ["machines"],
  "seated-calf-raise": ["machines"],
  "weighted-dip": ["dip-station"],
  "pull-up": ["pull-up-bar"],
  "chin-up": ["pull-up-bar"],
  "hanging-knee-raise": ["pull-up-bar"],
  "ab-wheel-rollout": ["ab-wheel"],
  "sled-push": ["sled"],
  // Cardio and conditioning
  "stationary-bike": ["bike"],
  "bike-sprints": ["bike"],
  "assault-bike": ["bike"],
  "rowing-machine": ["rower"],
  "rowing-sprints": ["rower"],
  "elliptical-trainer": ["elliptical"],
  "stair-climber": ["stair-climber"],
  "incline-treadmill-walk": ["treadmill"],
  "lap-swimming": ["pool"],
  "jump-rope": ["jump-rope"],
  "battle-ropes": ["battle-ropes"],
  "box-jump": ["box"],
  "medicine-ball-slam": ["medicine-ball"],
  "medicine-ball-rotational-throw": ["medicine-ball"],
  "wall-ball-pass": ["medicine-ball"],
};

const NONE: readonly Kit[] = [];

/** The items an exercise needs; none for body-weight moves. */
export function kitOf(exercise: Pick<CatalogueExercise, "id">): readonly Kit[] {
  return NEEDS[exercise.id] ?? NONE;
}

/** Ids listed in the table, for the catalogue's own consistency test. */
export function kitTableIds(): readonly string[] {
  return Object.keys(NEEDS);
}

/** The cardio machine an exercise runs on, if any. */
export function cardioMachineOf(exercise: Pick<CatalogueExercise, "id">): Kit | undefined {
  return kitOf(exercise).find((item) => CARDIO_MACHINES.includes(item));
}
