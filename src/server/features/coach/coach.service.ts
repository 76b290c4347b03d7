import { COACH_HISTORY, type TCoachStreamError } from "../../../contracts/coach";
import type { CoachChatMessage, CoachContext } from "../../../domain/coach";
import { buildCoachSystemPrompt } from "../../../domain/coach";
import type { CoachModel } from "../../integrations/llm/coach-model";

/** The messages the model gets: the last COACH_HISTORY of the validated conversation. */
export function coachHistory(messages: readonly CoachChatMessage[]): CoachChatMessage[] {
  return messages.slice(-COACH_HISTORY).map((m) => ({ role: m.role, content: m.content }));
}

export type CoachEvent = { type: "token"; text: string } | { type: "error"; error: TCoachStreamError };

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
}): AsyncGenerator<CoachEvent> {
  const { model, context, signal } = options;
  try {
    const stream = model.stream({
      system: buildCoachSystemPrompt(context),
      messages: coachHistory(options.messages),
      context,
      signal,
    });
    for await (const text of stream) {
      if (signal.aborted) break;
      yield { type: "token", text };
    }
    if (options.timedOut()) throw signal.reason;
  } catch (error) {
    if (options.clientGone()) return;
    const code = options.timedOut() ? "COACH_TIMEOUT" : "COACH_UNAVAILABLE";
    if (code === "COACH_UNAVAILABLE") options.onFailure(error);
    yield { type: "error", error: { error: code, message: MESSAGES[code] } };
  }
}
