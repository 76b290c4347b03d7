import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { CoachError, type CoachFailure, type CoachTurn, streamCoach } from "./coach-api";

// The conversation lives in memory (not persisted, ADR 0011), beside the signed-in user's query cache: it survives
// moving between their pages and is gone after a reload, and with the cache at sign-out. Another user has a cache of
// their own (lib/query-client.tsx), so they find none of it by construction (ADR 0096).

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
/** Each user's conversation, by their query cache: it goes when the cache does. */
const conversations = new WeakMap<QueryClient, ChatState>();
let nextId = 1;

/** The finished messages, as the server takes them. */
function turns(messages: ChatMessage[]): CoachTurn[] {
  return messages
    .filter((m) => !m.streaming && m.content.trim() !== "")
    .map(({ role, content }) => ({ role, content }));
}

export function useCoachChat() {
  const client = useQueryClient();
  const [state, setState] = useState<ChatState>(() => conversations.get(client) ?? EMPTY);
  const controller = useRef<AbortController | null>(null);

  const update = useCallback(
    (next: (current: ChatState) => ChatState) => {
      setState((current) => {
        const value = next(current);
        conversations.set(client, value);
        return value;
      });
    },
    [client],
  );

  // Leaving the page stops the reply (the server then cancels the model's request).
  useEffect(() => () => controller.current?.abort(), []);

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
      const conversation = [
        ...turns((conversations.get(client) ?? EMPTY).messages),
        { role: "user" as const, content },
      ];
      update((s) => ({ ...s, messages: [...s.messages, { id: nextId++, role: "user", content }] }));
      void run(conversation);
    },
    [client, run, update],
  );

  /** Asks again for the reply to the last user message. */
  const retry = useCallback(() => {
    const conversation = turns((conversations.get(client) ?? EMPTY).messages);
    if (conversation.at(-1)?.role !== "user") return;
    void run(conversation);
  }, [client, run]);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    update(() => ({ messages: [], failure: null }));
  }, [update]);

  const busy = state.messages.some((m) => m.streaming);
  return { ...state, busy, send, retry, reset };
}
