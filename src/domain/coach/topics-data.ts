import { countOf, dayName } from "./text";
import { type CoachTopic, fixed } from "./topic";
import type { CoachContext, CoachWorkout } from "./types";

// Topics answered from the user's own data (this week's workouts, history, preferences), plus the questions about the
// coach itself. The context only ever holds the requesting user's rows, so nothing here can reveal anyone else's.

/** The first workout of the week not done yet and not already past (today counts until its start time). */
export function nextWorkout(context: CoachContext): CoachWorkout | undefined {
  return [...context.week, ...context.upcoming].find(
    (w) =>
      !w.completed && (w.date > context.today || (w.date === context.today && w.startTime >= context.now)),
  );
}

function when(workout: CoachWorkout, context: CoachContext): string {
  const es = context.language === "es";
  const day =
    workout.date === context.today ? (es ? "hoy" : "today") : dayName(workout.day, context.language);
  return es ? `${day} a las ${workout.startTime}` : `${day} at ${workout.startTime}`;
}

const GOAL_ES: Record<string, string> = {
  "Lose weight": "perder peso",
  "Build muscle": "ganar músculo",
  "Improve endurance": "mejorar la resistencia",
  "Increase flexibility": "ganar flexibilidad",
  "Improve overall health": "mejorar la salud general",
  "Reduce stress": "reducir el estrés",
};

function goalText(goal: string, language: CoachContext["language"]): string {
  return language === "es" ? (GOAL_ES[goal] ?? goal) : goal.toLowerCase();
}

export const DATA_TOPICS: readonly CoachTopic[] = [
  {
    id: "next-workout",
    keywords: {
      en: [
        "next workout",
        "next session",
        "upcoming",
        "what s next",
        "whats next",
        "today s workout",
        "train today",
      ],
      es: [
        "proximo entrenamiento",
        "siguiente entrenamiento",
        "que me toca",
        "toca hoy",
        "proxima sesion",
        "siguiente sesion",
      ],
    },
    answer: (context) => {
      const next = nextWorkout(context);
      const es = context.language === "es";
      if (!next) {
        return es
          ? "No te queda ningún entrenamiento pendiente esta semana. Genera un plan nuevo desde Entrenamientos o aprovecha para descansar y caminar."
          : "You have no workouts left on this week's plan. Generate a new plan from Workouts, or use the time for rest and an easy walk.";
      }
      return es
        ? `Tu próximo entrenamiento es ${next.name}, ${when(next, context)}, ${next.duration} minutos de ${next.type} con intensidad ${next.intensity}. Prepara la ropa con antelación y empieza con un buen calentamiento.`
        : `Your next workout is ${next.name}, ${when(next, context)}: ${next.duration} minutes of ${next.type} at ${next.intensity} intensity. Get your kit ready ahead of time and start with a proper warm-up.`;
    },
  },
  {
    id: "week-review",
    keywords: {
      en: ["how did i do", "how am i doing", "this week", "my week", "my progress", "how many workouts"],
      es: ["como lo hice", "como voy", "esta semana", "mi semana", "mi progreso", "cuantos entrenamientos"],
    },
    answer: (context) => {
      const es = context.language === "es";
      const planned = context.week.length;
      const done = context.week.filter((w) => w.completed);
      const minutes = done.reduce((sum, w) => sum + w.duration, 0);
      if (planned === 0) {
        return es
          ? "Esta semana no tienes entrenamientos en el plan todavía. Genera un plan desde Entrenamientos y te diré cómo vas."
          : "You don't have any workouts planned this week yet. Generate a plan from Workouts and I can tell you how you're doing.";
      }
      const verdict =
        done.length === planned
          ? es
            ? "Semana completa, ¡enhorabuena!"
            : "That's the full week, well done!"
          : done.length === 0
            ? es
              ? "Aún no has completado ninguno, pero cualquier sesión de hoy cuenta."
              : "None are ticked off yet, but any session today still counts."
            : es
              ? "Vas por buen camino, sigue con el siguiente."
              : "You're on track, so keep going with the next one.";
      return es
        ? `Esta semana has completado ${done.length} de ${countOf(planned, "es")}, ${minutes} minutos en total. ${verdict}`
        : `This week you've completed ${done.length} of ${countOf(planned, "en")}, ${minutes} minutes in all. ${verdict}`;
    },
  },
  {
    id: "history",
    keywords: {
      en: ["last workout", "history", "recent workouts", "what did i do", "completed"],
      es: ["ultimo entrenamiento", "historial", "entrenamientos recientes", "que hice", "completado"],
    },
    answer: (context) => {
      const es = context.language === "es";
      const last = context.history[0];
      if (!last) {
        return es
          ? "Todavía no hay entrenamientos completados en tu historial. Cuando termines el primero aparecerá en Historial con tus minutos y tu racha."
          : "There are no completed workouts in your history yet. Once you finish your first one it shows up in History with your minutes and streak.";
      }
      const count = context.history.length;
      return es
        ? `Tu último entrenamiento completado fue ${last.name} el ${last.date}, ${last.duration} minutos de ${last.type}. En tu historial reciente hay ${countOf(count, "es")}, así que sigue sumando.`
        : `Your last completed workout was ${last.name} on ${last.date}, ${last.duration} minutes of ${last.type}. Your recent history holds ${countOf(count, "en")}, so keep adding to it.`;
    },
  },
  {
    id: "my-plan",
    keywords: {
      en: ["my plan", "my goal", "my schedule", "my preferences", "what should i focus", "about me"],
      es: ["mi plan", "mi objetivo", "mi horario", "mis preferencias", "en que me centro", "sobre mi"],
    },
    answer: (context) => {
      const es = context.language === "es";
      const p = context.profile;
      if (!p) {
        return es
          ? "Aún no has completado tus preferencias, así que no conozco tu objetivo. Completa el perfil y podré darte consejos sobre tu plan."
          : "You haven't finished your preferences yet, so I don't know your goal. Complete your profile and I can give advice about your plan.";
      }
      const types = p.workoutTypes.join(", ");
      return es
        ? `Tu objetivo principal es ${goalText(p.primaryGoal, "es")}, con ${p.frequency} sesiones por semana de ${p.duration} minutos (${types}). Esta semana tienes ${countOf(context.week.length, "es")} en el plan, y lo más importante es completarlos con constancia.`
        : `Your main goal is to ${goalText(p.primaryGoal, "en")}, with ${p.frequency} sessions a week of ${p.duration} minutes (${types}). This week has ${countOf(context.week.length, "en")} on the plan, and completing them consistently matters most.`;
    },
  },
  {
    id: "workout-length",
    keywords: {
      en: ["how long", "long should", "duration", "how many minutes", "shorter workout", "longer workout"],
      es: ["cuanto tiempo", "cuanto dura", "duracion", "cuantos minutos", "mas corto", "mas largo"],
    },
    answer: (context) => {
      const es = context.language === "es";
      const duration = context.profile?.duration;
      const base = duration
        ? es
          ? `Tus sesiones están pensadas para ${duration} minutos, calentamiento incluido.`
          : `Your sessions are set to ${duration} minutes, warm-up included.`
        : es
          ? "Entre 30 y 45 minutos bien aprovechados bastan para la mayoría de objetivos."
          : "A focused 30 to 45 minutes is enough for most goals.";
      return es
        ? `${base} Puedes cambiar la duración en tus preferencias y el próximo plan se ajustará a ella.`
        : `${base} You can change the duration in your preferences and your next plan will follow it.`;
    },
  },
  {
    id: "about-coach",
    keywords: {
      en: [
        "system prompt",
        "your instructions",
        "ignore",
        "prompt",
        "who are you",
        "are you ai",
        "are you real",
        "jailbreak",
      ],
      es: ["instrucciones", "ignora", "prompt", "quien eres", "eres una ia", "eres real"],
    },
    answer: fixed(
      "I'm the built-in offline coach of Custom Fit, and I keep my setup to myself and stick to training questions. Ask me about your next workout, recovery or form on a lift.",
      "Soy el entrenador sin conexión integrado en Custom Fit, me guardo mi configuración y me centro en preguntas de entrenamiento. Pregúntame por tu próximo entrenamiento, la recuperación o la técnica de un ejercicio.",
    ),
  },
  {
    id: "other-users",
    keywords: {
      en: ["another user", "other user", "other users", "someone else", "other people", "my friend s"],
      es: ["otro usuario", "otros usuarios", "otra persona", "otras personas", "de mi amigo"],
    },
    answer: fixed(
      "I can only see your own plan and history, never anyone else's. Ask me about your own week and I'll gladly help.",
      "Solo puedo ver tu propio plan y tu historial, nunca los de otra persona. Pregúntame por tu semana y te ayudo encantado.",
    ),
  },
  {
    id: "greeting",
    keywords: { en: ["hi", "hello", "hey", "good morning"], es: ["hola", "buenas", "buenos dias"] },
    answer: fixed(
      "Hello, I'm here to help with your training. Ask me about your next workout, form on a lift, or how to recover.",
      "Hola, estoy aquí para ayudarte con tu entrenamiento. Pregúntame por tu próximo entrenamiento, la técnica de un ejercicio o cómo recuperarte.",
    ),
  },
  {
    id: "thanks",
    keywords: { en: ["thanks", "thank you", "thx", "cheers"], es: ["gracias", "genial", "perfecto"] },
    answer: fixed(
      "You're welcome, and good luck with your next session. Come back any time you have a question.",
      "De nada, y mucho ánimo con tu próxima sesión. Vuelve cuando tengas cualquier pregunta.",
    ),
  },
];
