import { offlineCoachAnswer } from "#domain/coach";
import type { CoachModel, CoachModelInput } from "../coach-model";

/** Splits a reply into word-sized pieces (each keeps its trailing space), so the page streams it like a model's. */
export function replyPieces(reply: string): string[] {
  return reply.match(/\S+\s*/g) ?? [];
}

/**
 * The built-in coach (knowledge base in src/domain/coach): answers from the user's own data and never sees the system
 * message, so it cannot reveal it. Pieces are yielded without delay; the signal stops it like a real model.
 */
export function createOfflineCoachModel(): CoachModel {
  return {
    kind: "offline",
    async *stream(input: CoachModelInput) {
      const { text, addressed } = offlineCoachAnswer(input.messages, input.context);
      if (!addressed) input.onUnanswered?.();
      for (const piece of replyPieces(text)) {
        input.signal.throwIfAborted();
        yield piece;
      }
    },
  };
}
