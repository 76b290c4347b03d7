import { useCallback, useEffect, useRef, useState } from "react";
import { registerPerUserState } from "../../lib/per-user-state";
import { CoachError, type CoachFailure, type CoachTurn, streamCoach } from "./coach-api";

// The conversation lives in this module's memory (not persisted, ADR 0011): it survives moving between pages and is
// gone after a reload, at sign-out and when another user signs in (registered with lib/per-user-state.ts).

export interface ChatMessage extends CoachTurn {
  id: number;
  /** A coach message still arriving. */
  streaming?: boolean;
}

export interface ChatState {
  messages: ChatMessage[];
  failure: CoachFailure | null;
}

const EMPTY: ChatState = { messages: [], failure: null };
let saved: ChatState = EMPTY;
let nextId = 1;
/** Mounted chats, told when the conversation is forgotten under them. */
const onReset = new Set<() => void>();

/** Forgets the conversation and stops a reply in progress (sign-out, another user, tests). */
export function resetCoachConversation(): void {
  saved = EMPTY;
  for (const listener of [...onReset]) listener();
}

registerPerUserState("coach conversation", resetCoachConversation);

/** The finished messages, as the server takes them. */
function turns(messages: ChatMessage[]): CoachTurn[] {
  return messages
    .filter((m) => !m.streaming && m.content.trim() !== "")
    .map(({ role, content }) => ({ role, content }));
}

export function useCoachChat() {
  const [state, setState] = useState<ChatState>(saved);
  const controller = useRef<AbortController | null>(null);

  const update = useCallback((next: (current: ChatState) => ChatState) => {
    setState((current) => {
      saved = next(current);
      return saved;
    });
  }, []);

  // Leaving the page stops the reply (the server then cancels the model's request).
  useEffect(() => () => controller.current?.abort(), []);

  // Forgotten while on screen (the user changed): show nothing, and let no late token of the reply write it back.
  useEffect(() => {
    const listener = () => {
      controller.current?.abort();
      controller.current = null;
      setState(EMPTY);
    };
    onReset.add(listener);
    return () => {
      onReset.delete(listener);
    };
  }, []);

  const run = useCallback(
    async (conversation: CoachTurn[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const id = nextId++;
      update((s) => ({
        failure: null,
        messages: [...s.messages, { id, role: "assistant", content: "", streaming: true }],
      }));
      const patch = (change: (m: ChatMessage) => ChatMessage | null) =>
        update((s) => ({
          ...s,
          messages: s.messages.flatMap((m) => {
            if (m.id !== id) return [m];
            const next = change(m);
            return next ? [next] : [];
          }),
        }));
      try {
        const reply = await streamCoach({
          conversation,
          signal: abort.signal,
          onToken: (text) => patch((m) => ({ ...m, content: m.content + text })),
        });
        patch((m) => ({ ...m, content: reply, streaming: false }));
      } catch (error) {
        if (abort.signal.aborted) return;
        const failure: CoachFailure = error instanceof CoachError ? error.failure : { kind: "network" };
        // A reply cut short is dropped: retry asks again for a whole one.
        patch(() => null);
        update((s) => ({ ...s, failure }));
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [update],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return;
      const conversation = [...turns(saved.messages), { role: "user" as const, content }];
      update((s) => ({ ...s, messages: [...s.messages, { id: nextId++, role: "user", content }] }));
      void run(conversation);
    },
    [run, update],
  );

  /** Asks again for the reply to the last user message. */
  const retry = useCallback(() => {
    const conversation = turns(saved.messages);
    if (conversation.at(-1)?.role !== "user") return;
    void run(conversation);
  }, [run]);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    update(() => ({ messages: [], failure: null }));
  }, [update]);

  const busy = state.messages.some((m) => m.streaming);
  return { ...state, busy, send, retry, reset };
}
