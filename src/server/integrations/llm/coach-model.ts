import type { CoachChatMessage, CoachContext } from "#domain/coach";

// The language model as the coach sees it: a stream of text pieces for one conversation. Two implementations: any
// OpenAI-compatible chat endpoint, and the built-in offline coach (the default when no key is set).

export interface CoachModelInput {
  /** Built on the server from the user's own data; only a real model gets it. */
  system: string;
  /** At most the last 10 messages, already validated; the last one is the user's. */
  messages: readonly CoachChatMessage[];
  /** The same data the system message was written from, for the offline coach. */
  context: CoachContext;
  /** Aborted when the client goes away or the coach's deadline passes: the upstream request is cancelled. */
  signal: AbortSignal;
  /**
   * Called by the offline coach when its reply does not address the question (no intent or topic matched, or small
   * talk): that message is not charged (ADR 0060). A real model never calls it.
   */
  onUnanswered?: () => void;
}

export interface CoachModel {
  readonly kind: "openai" | "offline";
  stream(input: CoachModelInput): AsyncIterable<string>;
}

/** The coach's sampling settings (docs/product.md §7: temperature 0.7, at most 150 tokens). */
export const COACH_TEMPERATURE = 0.7;
export const COACH_MAX_TOKENS = 150;
