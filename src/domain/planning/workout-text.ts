import type { Exercise, FitnessGoal, Language, WorkoutPart, WorkoutType } from "../types";
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

/** Every phrase above, by its text in either language: what was written in one language is found for the other. */
const PHRASES = new Map<string, LocalisedText>();
for (const text of [
  ...Object.values(NAMES).flat(),
  ...CALM_YOGA_NAMES,
  ...Object.values(FOCUS_PHRASES),
  ...Object.values(GOAL_CLAUSES),
  ...Object.values(EASY_DAY_CLAUSES),
]) {
  if (!text) continue;
  PHRASES.set(text.en, text);
  PHRASES.set(text.es, text);
}

/** A phrase of this file in `language`, or the text as written when it is not one (a model's or the user's). */
function phraseIn(text: string, language: Language): string {
  return PHRASES.get(text)?.[language] ?? text;
}

/** "Lead, clause." as workoutDescription writes it, in `language`; other text as written. */
function descriptionIn(text: string, language: Language): string {
  if (!text.endsWith(".")) return text;
  // Leads hold commas of their own ("Presses, rows and arm work ..."): try each ", " as the join.
  for (let comma = text.indexOf(", "); comma >= 0; comma = text.indexOf(", ", comma + 1)) {
    const lead = PHRASES.get(text.slice(0, comma));
    const clause = PHRASES.get(text.slice(comma + 2, -1));
    if (lead && clause) return `${lead[language]}, ${clause[language]}.`;
  }
  return text;
}

const ENGLISH_UNITS: Record<string, string> = {
  segundo: "second",
  segundos: "seconds",
  minuto: "minute",
  minutos: "minutes",
};

/** Reps in `language` whichever language they were written in ("2 minutos" ↔ "2 minutes"). */
function repsIn(reps: string, language: Language): string {
  const english = reps.replace(/\b(segundos?|minutos?)\b/, (unit) => ENGLISH_UNITS[unit] ?? unit);
  return localiseReps(english, language);
}

/** harder-variant.ts's note ("Harder variant: every set of Push-up reached 20 reps last time."), in either language. */
const HARDER_NOTES: Record<Language, RegExp> = {
  en: /^Harder variant: every set of (.+) reached (\d+) reps last time\.$/,
  es: /^Variante más difícil: la última vez todas las series de (.+) llegaron a (\d+) repeticiones\.$/,
};
const HARDER_TEXT: Record<Language, (from: string, reps: string) => string> = {
  en: (from, reps) => `Harder variant: every set of ${from} reached ${reps} reps last time.`,
  es: (from, reps) =>
    `Variante más difícil: la última vez todas las series de ${from} llegaron a ${reps} repeticiones.`,
};

function harderNoteIn(
  note: string,
  language: Language,
  find: (name: string) => CatalogueExercise | undefined,
): string {
  for (const pattern of Object.values(HARDER_NOTES)) {
    const match = pattern.exec(note);
    const from = match?.[1] ? find(match[1]) : undefined;
    if (match && from) return HARDER_TEXT[language](from.name[language], match[2] ?? "");
  }
  return note;
}

/** The timed parts' words (ADR 0077): written in the plan's language, said again in the reader's. */
export const PART_TEXT: Record<WorkoutPart, Record<Language, { name: string; notes: string }>> = {
  "warm-up": {
    en: { name: "Warm-up: easy cardio", notes: "Walk, cycle or march in place, building up gently." },
    es: {
      name: "Calentamiento: cardio suave",
      notes: "Camina, pedalea o marcha en el sitio, subiendo poco a poco.",
    },
  },
  finisher: {
    en: { name: "Cardio finisher", notes: "A steady pace you could still talk at." },
    es: { name: "Final de cardio", notes: "Un ritmo constante que te deje hablar." },
  },
  mobility: {
    en: { name: "Mobility and stretching", notes: "Slow, easy stretches for what you trained today." },
    es: {
      name: "Movilidad y estiramientos",
      notes: "Estiramientos lentos y suaves de lo que entrenaste hoy.",
    },
  },
};

/**
 * A stored workout as the user reads it now, in their current language (issue #30): what the offline planner wrote
 * from its own phrases and the catalogue (workout names, descriptions, exercise names, form cues, timed amounts) is
 * written again in `language`, whatever language was active when the plan was made; anything else (a model's or the
 * user's own words) stays as written. An exercise is the catalogue's when its stored name is a catalogue name, in
 * either language; a note is the catalogue's when it is one of that exercise's instruction lines.
 */
export function workoutInLanguage<
  T extends { name: string; description?: string; exercises: readonly Exercise[] },
>(workout: T, language: Language, find: (name: string) => CatalogueExercise | undefined): T {
  return {
    ...workout,
    name: phraseIn(workout.name, language),
    ...(typeof workout.description === "string"
      ? { description: descriptionIn(workout.description, language) }
      : {}),
    exercises: workout.exercises.map((exercise) => {
      if (exercise.part !== undefined) {
        const text = PART_TEXT[exercise.part];
        const written = exercise.name === text.en.name || exercise.name === text.es.name;
        return written
          ? {
              ...exercise,
              name: text[language].name,
              notes: text[language].notes,
              reps: repsIn(exercise.reps, language),
            }
          : exercise;
      }
      const entry = find(exercise.name);
      if (!entry || (exercise.name !== entry.name.en && exercise.name !== entry.name.es)) return exercise;
      const lineIndex = (lines: readonly string[]) => lines.indexOf(exercise.notes);
      const en = lineIndex(entry.instructions.en);
      const es = lineIndex(entry.instructions.es);
      const line = en >= 0 ? en : es;
      const harder = harderNoteIn(exercise.notes, language, find);
      return {
        ...exercise,
        name: entry.name[language],
        reps: repsIn(exercise.reps, language),
        notes: line >= 0 ? (entry.instructions[language][line] ?? exercise.notes) : harder,
      };
    }),
  };
}
