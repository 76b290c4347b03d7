import type { FitnessGoal, Language, WorkoutType } from "../types";
import type { CatalogueExercise, LocalisedText } from "./catalogue/types";
import type { WorkoutFocus } from "./workout-focus";

// Every user-facing string the offline planner writes, in English and Spanish. Kept as whole phrases
// (not word-by-word templates) so the Spanish reads naturally.

type FocusKey = `${WorkoutType}:${WorkoutFocus}`;

const NAMES: Partial<Record<FocusKey, readonly LocalisedText[]>> = {
  "Weight Training:upper": [
    { en: "Upper-Body Strength", es: "Fuerza de tren superior" },
    { en: "Push and Pull Upper Body", es: "Empuje y tracción de tren superior" },
  ],
  "Weight Training:lower": [
    { en: "Lower-Body Strength", es: "Fuerza de tren inferior" },
    { en: "Legs and Glutes Strength", es: "Fuerza de piernas y glúteos" },
  ],
  "Weight Training:total": [
    { en: "Full-Body Power and Core", es: "Potencia de cuerpo completo y core" },
    { en: "Total-Body Strength and Core", es: "Fuerza global y core" },
  ],
  "Bodyweight:upper": [
    { en: "Bodyweight Upper Body", es: "Tren superior con peso corporal" },
    { en: "Push-Up and Pull Session", es: "Sesión de flexiones y tracciones" },
  ],
  "Bodyweight:lower": [
    { en: "Bodyweight Legs and Glutes", es: "Piernas y glúteos con peso corporal" },
    { en: "No-Equipment Lower Body", es: "Tren inferior sin material" },
  ],
  "Bodyweight:total": [
    { en: "Bodyweight Core and Conditioning", es: "Core y acondicionamiento con peso corporal" },
    { en: "Full-Body Bodyweight Circuit", es: "Circuito de cuerpo completo sin material" },
  ],
  "Cardio:general": [
    { en: "Steady Cardio", es: "Cardio constante" },
    { en: "Endurance Cardio", es: "Cardio de resistencia" },
    { en: "Cardio Mix", es: "Cardio variado" },
  ],
  "HIIT:general": [
    { en: "Full-Body HIIT", es: "HIIT de cuerpo completo" },
    { en: "HIIT Intervals", es: "Intervalos HIIT" },
    { en: "HIIT Circuit", es: "Circuito HIIT" },
  ],
  "Yoga:general": [
    { en: "Yoga Flow", es: "Secuencia de yoga" },
    { en: "Mobility Yoga", es: "Yoga de movilidad" },
    { en: "Strength and Balance Yoga", es: "Yoga de fuerza y equilibrio" },
  ],
  "Sports:general": [
    { en: "Athletic Conditioning", es: "Acondicionamiento deportivo" },
    { en: "Agility and Speed", es: "Agilidad y velocidad" },
    { en: "Sports Performance Drills", es: "Ejercicios de rendimiento deportivo" },
  ],
};

/** Calm yoga deserves a calm name: for stress relief, or when most poses are restorative. */
const CALM_YOGA_NAMES: readonly LocalisedText[] = [
  { en: "Calming Yoga", es: "Yoga relajante" },
  { en: "Restorative Yoga", es: "Yoga restaurativo" },
];

const FOCUS_PHRASES: Partial<Record<FocusKey, LocalisedText>> = {
  "Weight Training:upper": {
    en: "Presses, rows and arm work for the chest, back and shoulders",
    es: "Presses, remos y trabajo de brazos para pecho, espalda y hombros",
  },
  "Weight Training:lower": {
    en: "Squats, hip hinges and lunges for the legs and glutes",
    es: "Sentadillas, bisagras de cadera y zancadas para piernas y glúteos",
  },
  "Weight Training:total": {
    en: "Loaded full-body lifts and carries plus focused core work",
    es: "Levantamientos y acarreos de cuerpo completo con trabajo específico de core",
  },
  "Bodyweight:upper": {
    en: "Push-up variations and body-weight pulls for the upper body",
    es: "Variantes de flexiones y tracciones con tu propio peso para el tren superior",
  },
  "Bodyweight:lower": {
    en: "Squats, lunges and bridges for the legs and glutes with no equipment",
    es: "Sentadillas, zancadas y puentes para piernas y glúteos sin material",
  },
  "Bodyweight:total": {
    en: "Planks, crawls and full-body moves for a strong core",
    es: "Planchas, gateos y movimientos globales para un core fuerte",
  },
  "Cardio:general": {
    en: "Rhythmic cardio blocks for your heart and lungs",
    es: "Bloques de cardio rítmico para el corazón y los pulmones",
  },
  "HIIT:general": {
    en: "Short, hard work intervals with brief recoveries",
    es: "Intervalos cortos e intensos con recuperaciones breves",
  },
  "Yoga:general": {
    en: "A sequence of yoga poses that moves from standing work to floor stretches",
    es: "Una secuencia de posturas de yoga que pasa del trabajo de pie a los estiramientos en el suelo",
  },
  "Sports:general": {
    en: "Footwork, agility and power drills for recreational athletes",
    es: "Ejercicios de pies, agilidad y potencia para deportistas aficionados",
  },
};

const GOAL_CLAUSES: Record<FitnessGoal, LocalisedText> = {
  "Lose weight": {
    en: "moving briskly between exercises to keep your heart rate up",
    es: "con poco descanso entre ejercicios para mantener el pulso alto",
  },
  "Build muscle": {
    en: "with controlled, challenging sets that build strength and muscle",
    es: "con series controladas y exigentes que desarrollan fuerza y músculo",
  },
  "Improve endurance": {
    en: "with short rests to build stamina",
    es: "con descansos cortos para ganar resistencia",
  },
  "Increase flexibility": {
    en: "using each movement's full range to gain flexibility",
    es: "aprovechando todo el recorrido de cada movimiento para ganar flexibilidad",
  },
  "Improve overall health": {
    en: "at a steady, sustainable effort for all-round health",
    es: "a un esfuerzo constante y sostenible para mejorar tu salud general",
  },
  "Reduce stress": {
    en: "with full recoveries between sets so you finish calm and clear-headed",
    es: "con recuperaciones completas entre series para terminar con calma y la mente despejada",
  },
};

/**
 * Cardio and yoga are the easy days of a muscle-building week, and they can be slow for stress relief; the
 * general clauses would promise the wrong thing there.
 */
const EASY_DAY_CLAUSES: Partial<Record<FitnessGoal, LocalisedText>> = {
  "Build muscle": {
    en: "kept moderate to support recovery between strength days",
    es: "a intensidad moderada para favorecer la recuperación entre los días de fuerza",
  },
  "Reduce stress": {
    en: "at an unhurried pace with calm breathing to ease stress",
    es: "a un ritmo pausado y con respiración tranquila para aliviar el estrés",
  },
};

const EASY_DAY_TYPES: readonly WorkoutType[] = ["Cardio", "Yoga"];

function goalClause(type: WorkoutType, goal: FitnessGoal): LocalisedText {
  return (EASY_DAY_TYPES.includes(type) ? EASY_DAY_CLAUSES[goal] : undefined) ?? GOAL_CLAUSES[goal];
}

function key(type: WorkoutType, focus: WorkoutFocus): FocusKey {
  return `${type}:${focus}`;
}

/**
 * Name choices for a workout, in the requested language; the caller picks one with its seeded generator.
 * `calm` (mostly restorative content) gives yoga a calm name so the title matches what is in it.
 */
export function workoutNameOptions(
  type: WorkoutType,
  focus: WorkoutFocus,
  goal: FitnessGoal,
  language: Language,
  calm = false,
): string[] {
  const options =
    type === "Yoga" && (calm || goal === "Reduce stress")
      ? CALM_YOGA_NAMES
      : (NAMES[key(type, focus)] ?? NAMES[key(type, "general")]);
  return (options ?? [{ en: `${type} Workout`, es: `Entrenamiento de ${type}` }]).map(
    (name) => name[language],
  );
}

/** One sentence: what the session trains, then how the goal shapes it. */
export function workoutDescription(
  type: WorkoutType,
  focus: WorkoutFocus,
  goal: FitnessGoal,
  language: Language,
): string {
  const phrase = FOCUS_PHRASES[key(type, focus)] ?? FOCUS_PHRASES[key(type, "general")];
  const lead = phrase?.[language] ?? (language === "es" ? "Una sesión completa" : "A complete session");
  return `${lead}, ${goalClause(type, goal)[language]}.`;
}

const SPANISH_UNITS: Record<string, string> = {
  second: "segundo",
  seconds: "segundos",
  minute: "minuto",
  minutes: "minutos",
};

/** Catalogue reps are stored in English ("30 seconds"); Spanish users read "30 segundos". */
export function localiseReps(reps: string, language: Language): string {
  if (language === "en") return reps;
  return reps.replace(/\b(seconds?|minutes?)\b/, (unit) => SPANISH_UNITS[unit] ?? unit);
}

/** The note shown with an exercise: its key form cue, which the catalogue keeps as the last instruction line. */
export function exerciseNote(exercise: CatalogueExercise, language: Language): string {
  const lines = exercise.instructions[language];
  return lines[lines.length - 1] ?? "";
}
