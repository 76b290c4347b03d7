import { intentAnswer } from "./intents";
import { normaliseText } from "./text";
import type { CoachTopic } from "./topic";
import { DATA_TOPICS } from "./topics-data";
import { FORM_TOPICS } from "./topics-form";
import { GENERAL_TOPICS } from "./topics-general";
import type { CoachChatMessage, CoachContext } from "./types";

// The built-in coach used when no language model is configured: the last user message is matched by keywords
// (English and Spanish, whatever the user's language) against a small knowledge base; the answer is in the user's
// language and always 2-3 sentences. It never sees or repeats the system message a model would get.

/** In this order ties are broken: questions about the coach and the user's own data first, then general, then form. */
export const COACH_TOPICS: readonly CoachTopic[] = [...DATA_TOPICS, ...GENERAL_TOPICS, ...FORM_TOPICS];

const DISCLAIMER = {
  en: "I'm Custom Fit's built-in offline coach, so my answers come from a small playbook and your own plan.",
  es: "Soy el entrenador sin conexión integrado en Custom Fit, así que respondo con una pequeña guía y con tu propio plan.",
} as const;

const FALLBACK = {
  en: "I'm the built-in offline coach and I can't answer that one, so it did not use up one of your messages. Ask me about your next workout, why an exercise is in your plan, swapping an exercise, or what to do when you are short on time, sore or travelling.",
  es: "Soy el entrenador sin conexión integrado y no sé responder a eso, así que no ha gastado ninguno de tus mensajes. Pregúntame por tu próximo entrenamiento, por qué hay un ejercicio en tu plan, cómo cambiar un ejercicio, o qué hacer si vas justo de tiempo, tienes agujetas o estás de viaje.",
} as const;

function keywordMatches(keyword: string, text: string, words: readonly string[]): boolean {
  if (keyword.includes(" ")) return text.includes(` ${keyword} `);
  // Short keywords ("hi", "run", "row") only match whole words; longer ones also match words they start.
  return keyword.length < 4 ? words.includes(keyword) : words.some((word) => word.startsWith(keyword));
}

/** Score of one topic for a normalised question: matched keywords, phrases counting one per word. */
function score(topic: CoachTopic, text: string, words: readonly string[]): number {
  let total = 0;
  for (const keyword of [...topic.keywords.en, ...topic.keywords.es]) {
    const normalised = normaliseText(keyword);
    if (normalised && keywordMatches(normalised, text, words)) total += normalised.split(" ").length;
  }
  return total;
}

/** The best matching topic for a question, or undefined when nothing matches. */
export function matchTopic(question: string): CoachTopic | undefined {
  const normalised = normaliseText(question);
  const text = ` ${normalised} `;
  const words = normalised.split(" ").filter(Boolean);
  let best: CoachTopic | undefined;
  let bestScore = 0;
  for (const topic of COACH_TOPICS) {
    const s = score(topic, text, words);
    if (s > bestScore) {
      best = topic;
      bestScore = s;
    }
  }
  return best;
}

/** Topics that answer no question about training: a reply with them alone is not charged (ADR 0060). */
const SMALL_TALK = new Set(["greeting", "thanks", "about-coach"]);

export interface OfflineCoachAnswer {
  text: string;
  /** Whether an intent or a topic answered the question; the fallback and small talk did not (not charged). */
  addressed: boolean;
}

/**
 * The offline coach's reply to a conversation. The first reply of a conversation starts by saying what the coach
 * is (two sentences of advice plus that one); later replies are the advice alone. Questions of a known kind (pain,
 * swapping or the why of an exercise, soreness before a planned workout) are answered from the plan and the
 * catalogue first (intents.ts), then by keyword topics.
 */
export function offlineCoachAnswer(
  messages: readonly CoachChatMessage[],
  context: CoachContext,
): OfflineCoachAnswer {
  const question = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const firstReply = !messages.some((m) => m.role === "assistant");
  const intro = (answer: string) => (firstReply ? `${DISCLAIMER[context.language]} ${answer}` : answer);
  const fromIntent = intentAnswer(question, context);
  if (fromIntent) return { text: intro(fromIntent), addressed: true };
  const topic = matchTopic(question);
  if (!topic) return { text: FALLBACK[context.language], addressed: false };
  const answer = topic.answer(context);
  const selfIntroducing = topic.id === "about-coach";
  return { text: selfIntroducing ? answer : intro(answer), addressed: !SMALL_TALK.has(topic.id) };
}

export function offlineCoachReply(messages: readonly CoachChatMessage[], context: CoachContext): string {
  return offlineCoachAnswer(messages, context).text;
}
