import { type CatalogueExercise, findExercise } from "../planning/catalogue";

// The FIT profile's exercise category and name for each catalogue exercise (ADR 0080), as the profile's own
// identifiers (Profile.types.exerciseCategory and <category>ExerciseName in Garmin's FIT SDK 21.217): a watch or
// Garmin Connect reads a set of ours as "Barbell Bench Press" only through these numbers. Pure data: the server turns
// the names into numbers with the SDK, and a test checks that every name exists in the installed profile. An
// exercise missing here (cardio, yoga, most drills) is written as category "unknown" with its own name in the
// file's exercise title.

/** A FIT exercise: its category and, where the profile has the exact movement, the name within the category. */
export interface FitExercise {
  category: string;
  name?: string;
}

const c = (category: string, name?: string): FitExercise => (name ? { category, name } : { category });

/** Catalogue id → FIT exercise. */
export const FIT_EXERCISES: Readonly<Record<string, FitExercise>> = {
  // Strength
  "barbell-bench-press": c("benchPress", "barbellBenchPress"),
  "dumbbell-bench-press": c("benchPress", "dumbbellBenchPress"),
  "incline-dumbbell-press": c("benchPress", "inclineDumbbellBenchPress"),
  "dumbbell-chest-fly": c("flye", "dumbbellFlye"),
  "barbell-overhead-press": c("shoulderPress", "overheadBarbellPress"),
  "seated-dumbbell-shoulder-press": c("shoulderPress", "seatedDumbbellShoulderPress"),
  "arnold-press": c("shoulderPress", "arnoldPress"),
  "dumbbell-lateral-raise": c("lateralRaise", "dumbbellLateralRaise"),
  "dumbbell-rear-delt-fly": c("flye"),
  "barbell-bent-over-row": c("row", "barbellRow"),
  "one-arm-dumbbell-row": c("row", "dumbbellRow"),
  "chest-supported-dumbbell-row": c("row", "chestSupportedDumbbellRow"),
  "lat-pulldown": c("pullUp", "latPulldown"),
  "seated-cable-row": c("row", "seatedCableRow"),
  "cable-face-pull": c("row", "facePull"),
  "dumbbell-biceps-curl": c("curl", "dumbbellBicepsCurl"),
  "hammer-curl": c("curl"),
  "cable-triceps-pushdown": c("tricepsExtension"),
  "overhead-dumbbell-triceps-extension": c("tricepsExtension", "overheadDumbbellTricepsExtension"),
  "weighted-dip": c("tricepsExtension", "weightedDip"),
  "barbell-back-squat": c("squat", "barbellBackSquat"),
  "barbell-front-squat": c("squat", "barbellFrontSquat"),
  "goblet-squat": c("squat", "gobletSquat"),
  "barbell-romanian-deadlift": c("deadlift", "romanianDeadlift"),
  "dumbbell-romanian-deadlift": c("deadlift", "romanianDeadlift"),
  "conventional-deadlift": c("deadlift", "barbellDeadlift"),
  "leg-press": c("squat", "legPress"),
  "dumbbell-walking-lunge": c("lunge", "walkingLunge"),
  "dumbbell-bulgarian-split-squat": c("lunge", "dumbbellBulgarianSplitSquat"),
  "barbell-hip-thrust": c("hipRaise"),
  "lying-leg-curl": c("legCurl", "legCurl"),
  "leg-extension": c("squat"),
  "machine-standing-calf-raise": c("calfRaise", "standingCalfRaise"),
  "dumbbell-step-up": c("squat", "dumbbellStepUp"),
  "dumbbell-sumo-squat": c("squat", "sumoSquat"),
  "cable-pull-through": c("chop", "cablePullThrough"),
  "dumbbell-swing": c("hipSwing"),
  "seated-calf-raise": c("calfRaise", "seatedCalfRaise"),
  "dumbbell-thruster": c("squat"),
  "barbell-power-clean": c("olympicLift", "barbellPowerClean"),
  "dumbbell-snatch": c("olympicLift", "dumbbellSnatch"),
  "turkish-get-up": c("core", "turkishGetUp"),
  "farmers-carry": c("carry", "farmersCarry"),
  "dumbbell-man-maker": c("totalBody"),
  "sled-push": c("sled"),
  "cable-woodchop": c("chop", "cableWoodchop"),
  "pallof-press": c("core"),
  "hanging-knee-raise": c("legRaise", "hangingKneeRaise"),
  "ab-wheel-rollout": c("core"),
  "suitcase-carry": c("carry"),
  "renegade-row": c("row", "renegadeRow"),
  "landmine-rotation": c("core"),
  "cable-crunch": c("crunch", "cableCrunch"),
  "overhead-carry": c("carry", "overheadCarry"),
  "goblet-march": c("carry"),
  "weighted-dead-bug": c("hipStability", "weightedDeadBug"),
  "dumbbell-clean-and-press": c("olympicLift", "cleanAndPress"),
  // Body weight
  "push-up": c("pushUp", "pushUp"),
  "incline-push-up": c("pushUp", "inclinePushUp"),
  "knee-push-up": c("pushUp"),
  "wide-push-up": c("pushUp"),
  "diamond-push-up": c("pushUp", "diamondPushUp"),
  "pike-push-up": c("pushUp", "pikePushUp"),
  "decline-push-up": c("pushUp", "declinePushUp"),
  "archer-push-up": c("pushUp"),
  "wall-handstand-push-up": c("pushUp", "handstandPushUp"),
  "chair-dip": c("tricepsExtension"),
  "inverted-row": c("row", "invertedRow"),
  "pull-up": c("pullUp", "pullUp"),
  "chin-up": c("pullUp", "chinUp"),
  "prone-y-t-raise": c("shoulderStability"),
  "superman-hold": c("hyperextension"),
  "reverse-snow-angel": c("shoulderStability"),
  "door-frame-row": c("row"),
  "towel-isometric-curl": c("curl"),
  "bodyweight-squat": c("squat"),
  "reverse-lunge": c("lunge"),
  "walking-lunge": c("lunge", "walkingLunge"),
  "lateral-lunge": c("lunge"),
  "curtsy-lunge": c("lunge", "curtsyLunge"),
  "glute-bridge": c("hipRaise"),
  "single-leg-glute-bridge": c("hipRaise"),
  "bulgarian-split-squat": c("lunge"),
  "step-up": c("squat", "stepUp"),
  "wall-sit": c("squat"),
  "calf-raise": c("calfRaise"),
  "single-leg-calf-raise": c("calfRaise"),
  "bodyweight-sumo-squat": c("squat", "sumoSquat"),
  "bodyweight-good-morning": c("legCurl", "goodMorning"),
  "jump-squat": c("plyo", "jumpSquat"),
  "donkey-kick": c("hipStability"),
  "fire-hydrant": c("hipStability"),
  clamshell: c("hipStability"),
  "pistol-squat": c("squat", "pistolSquat"),
  "nordic-hamstring-curl": c("legCurl"),
  "cossack-squat": c("squat"),
  plank: c("plank", "plank"),
  "side-plank": c("plank", "sidePlank"),
  "dead-bug": c("hipStability"),
  "bird-dog": c("core"),
  "hollow-body-hold": c("core"),
  "mountain-climber": c("plank", "mountainClimber"),
  "bear-crawl": c("totalBody"),
  burpee: c("totalBody", "burpee"),
  "v-up": c("sitUp", "vUp"),
  "russian-twist": c("core", "russianTwist"),
  "flutter-kick": c("core"),
  "lying-leg-raise": c("legRaise"),
  "bicycle-crunch": c("crunch", "bicycleCrunch"),
  "plank-shoulder-tap": c("plank"),
  inchworm: c("core", "inchworm"),
  "crab-walk": c("totalBody"),
  // HIIT and drills that the profile has
  "box-jump": c("plyo", "boxJump"),
  "tuck-jump": c("plyo"),
  "jumping-lunge": c("plyo"),
  "broad-jump": c("plyo"),
  "squat-thrust": c("totalBody"),
  "cross-body-mountain-climber": c("plank", "crossBodyMountainClimber"),
  "battle-ropes": c("battleRope"),
  "medicine-ball-slam": c("plyo", "medicineBallSlam"),
  "single-leg-romanian-deadlift": c("deadlift"),
  "jump-rope": c("cardio", "jumpRope"),
  "jumping-jacks": c("cardio", "jumpingJacks"),
  "stationary-bike": c("indoorBike"),
  "rowing-machine": c("indoorRow"),
  "assault-bike": c("indoorBike"),
};

const UNKNOWN: FitExercise = { category: "unknown" };

/** The FIT exercise for a name as stored in a workout (any language the catalogue knows); "unknown" otherwise. */
export function fitExerciseFor(name: string): FitExercise {
  const entry: CatalogueExercise | undefined = findExercise(name);
  return (entry && FIT_EXERCISES[entry.id]) ?? UNKNOWN;
}
