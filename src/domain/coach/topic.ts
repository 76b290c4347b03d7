import type { CoachContext } from "./types";

/**
 * One thing the offline coach knows about. Keywords are normalised (lower case, no accents); a keyword of one word
 * also matches longer words it starts ("sore" → "soreness") when it has four letters or more. The answer is exactly
 * two sentences in the context's language (the tests hold every topic to it).
 */
export interface CoachTopic {
  id: string;
  keywords: { en: readonly string[]; es: readonly string[] };
  answer: (context: CoachContext) => string;
}

/** An answer that does not depend on the user's data. */
export function fixed(en: string, es: string): (context: CoachContext) => string {
  return (context) => (context.language === "es" ? es : en);
}
