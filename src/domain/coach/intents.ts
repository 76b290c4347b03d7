import { type CatalogueExercise, EXERCISE_CATALOGUE, type MuscleGroup } from "../planning/catalogue";
import type { Weekday } from "../types";
import { dayName, normaliseText } from "./text";
import { nextWorkout } from "./topics-data";
import type { CoachContext, CoachLanguage, CoachWorkout } from "./types";

// Questions the offline coach answers from the user's own plan and the exercise catalogue, tried before the keyword
// topics (ADR 0060): pain (safe and specific), soreness or tightness before a planned workout, swapping an exercise,
// and why an exercise is there. Each returns undefined when the question is not of its kind.

type Intent = (question: Question, context: CoachContext) => string | undefined;

interface Question {
  /** Normalised, padded with spaces: " can i swap the snatch ". */
  text: string;
  words: readonly string[];
}

function has(question: Question, ...phrases: string[]): boolean {
  return phrases.some((phrase) =>
    phrase.endsWith("*")
      ? question.words.some((word) => word.startsWith(phrase.slice(0, -1)))
      : question.text.includes(` ${phrase} `),
  );
}

const BODY_PARTS: ReadonlyArray<{ en: string; es: string; words: readonly string[]; upper: boolean }> = [
  { en: "shoulders", es: "hombros", words: ["shoulder*", "hombro*"], upper: true },
  { en: "neck", es: "cuello", words: ["neck", "cuello"], upper: true },
  { en: "wrists", es: "muñecas", words: ["wrist*", "muneca*"], upper: true },
  { en: "elbows", es: "codos", words: ["elbow*", "codo", "codos"], upper: true },
  { en: "chest", es: "pecho", words: ["chest", "pecho", "pectoral*"], upper: true },
  { en: "arms", es: "brazos", words: ["arm", "arms", "bicep*", "tricep*", "brazo*"], upper: true },
  { en: "back", es: "espalda", words: ["back", "espalda", "lumbar*"], upper: true },
  { en: "hips", es: "caderas", words: ["hip", "hips", "cadera*"], upper: false },
  { en: "knees", es: "rodillas", words: ["knee*", "rodilla*"], upper: false },
  { en: "ankles", es: "tobillos", words: ["ankle*", "tobillo*"], upper: false },
  { en: "hamstrings", es: "isquiotibiales", words: ["hamstring*", "isquio*"], upper: false },
  { en: "calves", es: "gemelos", words: ["calf", "calves", "gemelo*"], upper: false },
  {
    en: "legs",
    es: "piernas",
    words: ["leg", "legs", "quad*", "thigh*", "pierna*", "cuadricep*"],
    upper: false,
  },
];

function bodyPart(question: Question) {
  return BODY_PARTS.find((part) => has(question, ...part.words));
}

const WEEKDAY_WORDS: ReadonlyArray<[Weekday, readonly string[]]> = [
  ["Monday", ["monday*", "lunes"]],
  ["Tuesday", ["tuesday*", "martes"]],
  ["Wednesday", ["wednesday*", "miercoles"]],
  ["Thursday", ["thursday*", "jueves"]],
  ["Friday", ["friday*", "viernes"]],
  ["Saturday", ["saturday*", "sabado*"]],
  ["Sunday", ["sunday*", "domingo*"]],
];

/**
 * The planned workout the question points at: by weekday ("Monday's"), by kind ("cardio", "yoga"), else the next one.
 * `day` is the weekday named, so an answer can say that day has nothing planned.
 */
function workoutAskedAbout(
  question: Question,
  context: CoachContext,
): { workout: CoachWorkout | undefined; day?: Weekday } {
  const ahead = [...context.week, ...context.upcoming].filter(
    (w) =>
      !w.completed && (w.date > context.today || (w.date === context.today && w.startTime >= context.now)),
  );
  const day = WEEKDAY_WORDS.find(([, words]) => has(question, ...words))?.[0];
  if (day) return { workout: ahead.find((w) => w.day === day), day };
  const kinds: ReadonlyArray<[string, string[]]> = [
    ["Cardio", ["cardio", "run*", "jog*", "correr", "carrera"]],
    ["Yoga", ["yoga"]],
    ["Weight Training", ["weights", "lifting", "pesas", "fuerza"]],
    ["HIIT", ["hiit"]],
  ];
  const kind = kinds.find(([, words]) => has(question, ...words))?.[0];
  const ofKind = kind ? ahead.find((w) => w.type.toLowerCase().includes(kind.toLowerCase())) : undefined;
  return { workout: ofKind ?? nextWorkout(context) };
}

function workoutLabel(workout: CoachWorkout, language: CoachLanguage): string {
  return language === "es"
    ? `${workout.name} del ${dayName(workout.day, language)} (${workout.duration} min de ${workout.type})`
    : `${dayName(workout.day, language)}'s ${workout.name} (${workout.duration} minutes of ${workout.type})`;
}

/** Pain: stop what hurts, what to do instead, when to see a professional (NHS self-care advice, ADR 0060). */
const pain: Intent = (question, context) => {
  const painful =
    has(
      question,
      "pain*",
      "hurt*",
      "injur*",
      "sharp",
      "swollen",
      "swelling",
      "numb",
      "numbness",
      "tingl*",
      "sprain*",
      "strain*",
    ) || has(question, "duele*", "dolor", "lesion*", "hinchad*", "pinchazo*", "torcedura", "esguince*");
  // "Muscle soreness" (agujetas, dolor muscular) is the soreness intent's.
  if (!painful || has(question, "dolor muscular")) return undefined;
  const part = bodyPart(question);
  const es = context.language === "es";
  const where = part ? (es ? `los ${part.es}` : `your ${part.en}`) : es ? "esa zona" : "that area";
  const instead = part
    ? part.upper
      ? es
        ? "entrena las piernas o camina en su lugar"
        : "train your legs or go for a walk instead"
      : es
        ? "haz tren superior sentado o camina suave si no duele"
        : "do seated upper-body work, or walk gently if it doesn't hurt"
    : es
      ? "entrena solo lo que no duele"
      : "train only what doesn't hurt";
  return es
    ? `Deja hoy cualquier ejercicio que te provoque dolor en ${where} y no entrenes a través del dolor; ${instead}, y usa Regenerar en el entrenamiento si hace falta. Si el dolor es agudo, hay hinchazón, no puedes apoyar o mover la zona con normalidad, o notas entumecimiento u hormigueo, consulta hoy a un médico (o llama a urgencias si es muy intenso), y si no mejora en unas dos semanas pide cita con tu médico o un fisioterapeuta.`
    : `Stop any exercise that causes pain in ${where} today rather than training through it; ${instead}, and use Regenerate on the workout if you need to. If the pain is sharp, there is swelling, you can't put weight on it or move it normally, or you feel numbness or tingling, get it checked by a doctor today (emergency services if it is severe), and if it isn't better in about two weeks see a GP or physiotherapist.`;
};

/** Sore or tight before a planned workout: whether to do it, and how, from what the plan holds. */
const soreBeforeWorkout: Intent = (question, context) => {
  const sore =
    has(question, "sore*", "tight*", "stiff*", "aching", "achy", "doms") ||
    has(question, "agujetas", "cargad*", "rigid*", "tens*", "dolorid*", "dolor muscular");
  if (!sore) return undefined;
  const es = context.language === "es";
  const part = bodyPart(question);
  const { workout, day } = workoutAskedAbout(question, context);
  const feeling = part
    ? es
      ? `Tener los ${part.es} cargados`
      : `Having tight or sore ${part.en}`
    : es
      ? "Tener agujetas"
      : "Being sore or tight";
  const check = es
    ? "Si en el calentamiento la molestia se vuelve dolor agudo, para ese ejercicio."
    : "If it turns into sharp pain during the warm-up, stop that movement.";
  if (!workout) {
    const nothing = day
      ? es
        ? `no tienes nada pendiente el ${dayName(day, "es")}`
        : `you have nothing left planned on ${day}`
      : es
        ? "no tienes nada pendiente en el plan"
        : "there is nothing left on your plan right now";
    return es
      ? `${feeling} no impide moverse, y ${nothing}: camina o haz 10 minutos de movilidad suave de esa zona. ${check}`
      : `${feeling} is no reason to stay still, and ${nothing}: walk or do 10 minutes of gentle mobility for that area. ${check}`;
  }
  const label = workoutLabel(workout, context.language);
  const easy = /cardio|yoga|stretch|flexib|walk/i.test(workout.type);
  const uses = part && easy && (part.upper ? /cardio|walk/i.test(workout.type) : false);
  const advice = uses
    ? es
      ? `${feeling} no es motivo para saltarte ${label}: el cardio carga sobre todo las piernas y el corazón, así que hazlo empezando suave y suelta los hombros con círculos de brazos antes.`
      : `${feeling} is no reason to skip ${label}: cardio mostly works your legs and heart, so do it with an easy start and loosen up first with arm circles and gentle shoulder rolls.`
    : easy
      ? es
        ? `${feeling} no es motivo para saltarte ${label}: es una sesión suave, así que hazla a ritmo cómodo y el movimiento te ayudará a soltarte.`
        : `${feeling} is no reason to skip ${label}: it is an easy session, so do it at a comfortable pace and the movement will help you loosen up.`
      : es
        ? `Puedes hacer ${label}, pero baja el peso o las series de los ejercicios que cargan esa zona, o cámbialos con Editar; el resto, como siempre.`
        : `You can still do ${label}, but go lighter or do fewer sets on the exercises that load that area, or swap them with Edit; keep the rest as planned.`;
  return `${advice} ${check}`;
};

const STOP_WORDS = new Set(
  [
    "barbell",
    "dumbbell",
    "dumbbells",
    "single",
    "arm",
    "one",
    "machine",
    "cable",
    "seated",
    "standing",
    "lying",
    "or",
    "and",
    "the",
    "with",
    "con",
    "de",
    "del",
    "en",
    "y",
    "o",
    "a",
    "al",
    "la",
    "el",
    "barra",
    "mancuerna",
    "mancuernas",
    "maquina",
    "polea",
    "un",
    "una",
    "mano",
    "brazo",
    "sentado",
    "de pie",
  ].map(normaliseText),
);

/** The catalogue exercise the question names: most of its distinctive words present, the exact name first. */
export function exerciseNamed(question: string): CatalogueExercise | undefined {
  const normalised = normaliseText(question);
  const text = ` ${normalised} `;
  const words = new Set(normalised.split(" ").filter(Boolean));
  const wordIn = (word: string) =>
    words.has(word) || words.has(`${word}s`) || (word.endsWith("s") && words.has(word.slice(0, -1)));
  let best: CatalogueExercise | undefined;
  let bestScore = 0;
  for (const exercise of EXERCISE_CATALOGUE) {
    for (const name of [exercise.name.en, exercise.name.es]) {
      const key = normaliseText(name);
      const distinctive = key.split(" ").filter((word) => word && !STOP_WORDS.has(word));
      if (distinctive.length === 0) continue;
      const exact = text.includes(` ${key} `);
      const matched = distinctive.filter(wordIn).length;
      // Every distinctive word, or the exact name; a longer exact name beats a shorter one.
      const score = exact
        ? 100 + key.length
        : matched === distinctive.length
          ? matched * 10 - key.length / 100
          : 0;
      if (score > bestScore) {
        best = exercise;
        bestScore = score;
      }
    }
  }
  return best;
}

const MUSCLES: Record<MuscleGroup, { en: string; es: string }> = {
  chest: { en: "chest", es: "pecho" },
  back: { en: "back", es: "espalda" },
  shoulders: { en: "shoulders", es: "hombros" },
  biceps: { en: "biceps", es: "bíceps" },
  triceps: { en: "triceps", es: "tríceps" },
  core: { en: "core", es: "core" },
  glutes: { en: "glutes", es: "glúteos" },
  quads: { en: "quads", es: "cuádriceps" },
  hamstrings: { en: "hamstrings", es: "isquiotibiales" },
  calves: { en: "calves", es: "gemelos" },
  hips: { en: "hips", es: "caderas" },
  "full-body": { en: "whole body", es: "cuerpo entero" },
  "cardio-system": { en: "heart and lungs", es: "corazón y pulmones" },
  mobility: { en: "mobility", es: "movilidad" },
};

function list(items: readonly string[], language: CoachLanguage): string {
  if (items.length <= 1) return items.join("");
  const or = language === "es" ? " o " : " or ";
  return `${items.slice(0, -1).join(", ")}${or}${items[items.length - 1]}`;
}

function muscles(exercise: CatalogueExercise, language: CoachLanguage): string {
  const names = exercise.primaryMuscles.map((m) => MUSCLES[m][language]);
  if (names.length <= 1) return names.join("");
  const and = language === "es" ? " y " : " and ";
  return `${names.slice(0, -1).join(", ")}${and}${names[names.length - 1]}`;
}

/**
 * Up to three catalogue exercises for the same primary muscles: other movements (another family), equipment the user
 * is sure to have (bodyweight or dumbbells: the app does not store what a user owns, ADR 0060), easiest first.
 */
export function swapsFor(exercise: CatalogueExercise): CatalogueExercise[] {
  const levels = ["beginner", "intermediate", "advanced"];
  const target = new Set(exercise.primaryMuscles);
  return EXERCISE_CATALOGUE.filter(
    (other) =>
      other.id !== exercise.id &&
      (other.family === undefined || other.family !== exercise.family) &&
      other.equipment !== "gym" &&
      other.primaryMuscles.some((m) => target.has(m)) &&
      other.workoutTypes.some((type) => exercise.workoutTypes.includes(type)),
  )
    .map((other) => ({
      other,
      shared: other.primaryMuscles.filter((m) => target.has(m)).length,
    }))
    .sort((a, b) => b.shared - a.shared || levels.indexOf(a.other.level) - levels.indexOf(b.other.level))
    .slice(0, 3)
    .map(({ other }) => other);
}

const swap: Intent = (question, context) => {
  const asks =
    has(
      question,
      "swap*",
      "replac*",
      "substitut*",
      "instead",
      "alternative*",
      "switch*",
      "change the",
      "change my",
    ) || has(question, "cambi*", "sustitu*", "reemplaz*", "alternativa*", "en vez de", "en lugar de");
  if (!asks) return undefined;
  const exercise = exerciseNamed(question.text);
  if (!exercise) return undefined;
  const language = context.language;
  const es = language === "es";
  const options = swapsFor(exercise).map((other) => other.name[language]);
  if (options.length === 0) return undefined;
  return es
    ? `Sí: cambia ${exercise.name.es} por ${list(options, language)}, que trabajan lo mismo (${muscles(exercise, language)}) con peso corporal o mancuernas. Hazlo con Editar en el entrenamiento y mantén las mismas series y repeticiones.`
    : `Yes: swap the ${exercise.name.en} for ${list(options, language)}, which work the same muscles (${muscles(exercise, language)}) with bodyweight or dumbbells. Change it with Edit on the workout and keep the same sets and reps.`;
};

const GOAL_REASON: Record<string, { en: string; es: string }> = {
  "Build muscle": { en: "build muscle", es: "ganar músculo" },
  "Lose weight": {
    en: "burn energy and keep your muscle while you lose weight",
    es: "gastar energía y conservar músculo mientras pierdes peso",
  },
  "Improve endurance": { en: "build endurance", es: "mejorar la resistencia" },
  "Increase flexibility": { en: "move through a fuller range", es: "ganar recorrido y flexibilidad" },
  "Improve overall health": { en: "stay strong for everyday life", es: "mantenerte fuerte en el día a día" },
  "Reduce stress": {
    en: "give you a focused, steady effort",
    es: "darte un esfuerzo concentrado y constante",
  },
};

const why: Intent = (question, context) => {
  if (!has(question, "why", "por que", "para que", "what is the point", "what s the point", "purpose"))
    return undefined;
  const exercise = exerciseNamed(question.text);
  if (!exercise) return undefined;
  const language = context.language;
  const goal = context.profile ? GOAL_REASON[context.profile.primaryGoal] : undefined;
  const cue = exercise.instructions[language][exercise.instructions[language].length - 1] ?? "";
  const purpose = goal ? (language === "es" ? ` para ayudarte a ${goal.es}` : ` to help you ${goal.en}`) : "";
  return language === "es"
    ? `${exercise.name.es} está en tu plan${purpose}: trabaja ${muscles(exercise, language)}. La clave de la técnica: ${cue}`
    : `${exercise.name.en} is in your plan${purpose}: it works your ${muscles(exercise, language)}. The key form cue: ${cue}`;
};

/** In this order: safety first, then the plan-specific questions. */
const INTENTS: readonly Intent[] = [pain, swap, why, soreBeforeWorkout];

/** The answer of the first intent the question is of, or undefined. */
export function intentAnswer(question: string, context: CoachContext): string | undefined {
  const normalised = normaliseText(question);
  const parsed: Question = { text: ` ${normalised} `, words: normalised.split(" ").filter(Boolean) };
  for (const intent of INTENTS) {
    const answer = intent(parsed, context);
    if (answer) return answer;
  }
  return undefined;
}
