import { COACH_HISTORY, type TCoachStreamError } from "#contracts/coach";
import type { CoachChatMessage, CoachContext } from "#domain/coach";
import { buildCoachSystemPrompt, coachInstructions } from "#domain/coach";
import type { CoachModel } from "../../integrations/llm/coach-model";
import { canaryLine, createReplyGuard, WITHHELD_REPLY } from "./reply-guard";

/** The messages the model gets: the last COACH_HISTORY of the validated conversation. */
export function coachHistory(messages: readonly CoachChatMessage[]): CoachChatMessage[] {
  return messages.slice(-COACH_HISTORY).map((m) => ({ role: m.role, content: m.content }));
}

/** `withheld`: the reply so far is withdrawn (it repeated the instructions or the canary); `text` replaces it. */
export type CoachEvent =
  | { type: "token"; text: string }
  | { type: "error"; error: TCoachStreamError }
  | { type: "withheld"; text: string };

const MESSAGES = {
  COACH_TIMEOUT: "The coach took too long to answer. Please try again.",
  COACH_UNAVAILABLE: "The coach is unavailable right now. Please try again in a moment.",
} as const;

/**
 * One reply of the coach as events: text pieces as they arrive, then at most one error. It ends (never hangs) when the
 * model finishes, fails, or `signal` fires; a client that left (`clientGone`) gets no error event.
 */
export async function* coachReply(options: {
  model: CoachModel;
  messages: readonly CoachChatMessage[];
  context: CoachContext;
  signal: AbortSignal;
  clientGone: () => boolean;
  timedOut: () => boolean;
  onFailure: (error: unknown) => void;
  /** A secret marker added to the system message (reply-guard.ts); a reply that holds it is withheld. */
  canary?: string;
  onWithheld?: () => void;
  /** The offline coach's reply did not address the question (ADR 0060). */
  onUnanswered?: () => void;
}): AsyncGenerator<CoachEvent> {
  const { model, context, signal, canary } = options;
  const extra = canary ? `\n${canaryLine(canary)}` : "";
  const guard = createReplyGuard({ protectedText: `${coachInstructions(context.language)}${extra}`, canary });
  try {
    const stream = model.stream({
      system: `${buildCoachSystemPrompt(context)}${extra}`,
      messages: coachHistory(options.messages),
      context,
      signal,
      ...(options.onUnanswered ? { onUnanswered: options.onUnanswered } : {}),
    });
    for await (const piece of stream) {
      if (signal.aborted) break;
      const { text, leaked } = guard.push(piece);
      if (leaked) {
        options.onWithheld?.();
        yield { type: "withheld", text: WITHHELD_REPLY[context.language] };
        return; // leaving the loop closes the model's stream (the upstream request is cancelled)
      }
      if (text) yield { type: "token", text };
    }
    const tail = guard.flush();
    if (tail && !signal.aborted) yield { type: "token", text: tail };
    if (options.timedOut()) throw signal.reason;
  } catch (error) {
    if (options.clientGone()) return;
    const code = options.timedOut() ? "COACH_TIMEOUT" : "COACH_UNAVAILABLE";
    if (code === "COACH_UNAVAILABLE") options.onFailure(error);
    yield { type: "error", error: { error: code, message: MESSAGES[code] } };
  }
}
