import { EventSourceParserStream } from "eventsource-parser/stream";
import { COACH_HISTORY } from "#contracts/coach-limits";

// POST /api/coach as a stream: fetch + ReadableStream (EventSource cannot POST). Text pieces go to onToken as they
// arrive; the promise resolves with the whole reply from `event: done`.

export interface CoachTurn {
  role: "user" | "assistant";
  content: string;
}

export type CoachFailure =
  | { kind: "upgrade" }
  | { kind: "rate"; retryAfter: number }
  | { kind: "timeout" }
  | { kind: "failed" }
  | { kind: "network" };

export class CoachError extends Error {
  constructor(
    readonly failure: CoachFailure,
    /** Text that arrived before the failure. */
    readonly partial = "",
  ) {
    super(failure.kind);
    this.name = "CoachError";
  }
}

async function failureOf(response: Response): Promise<CoachFailure> {
  if (response.status === 402) return { kind: "upgrade" };
  if (response.status === 429) {
    const header = Number(response.headers.get("retry-after"));
    return { kind: "rate", retryAfter: Number.isFinite(header) && header > 0 ? header : 60 };
  }
  return { kind: "failed" };
}

export async function streamCoach(options: {
  conversation: readonly CoachTurn[];
  onToken: (text: string) => void;
  signal: AbortSignal;
}): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/coach", {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      // The server uses the last 10 messages; sending only those keeps the request small.
      body: JSON.stringify({ messages: options.conversation.slice(-COACH_HISTORY) }),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal.aborted) throw cause;
    throw new CoachError({ kind: "network" });
  }
  if (!response.ok || !response.body) throw new CoachError(await failureOf(response));

  // eventsource-parser follows the WHATWG rules (named events, multi-line data, comments, any line ending).
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let received = "";
  try {
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) break;
      if (event.event === "token") {
        received += event.data;
        options.onToken(event.data);
      } else if (event.event === "error") {
        const code = (() => {
          try {
            return (JSON.parse(event.data) as { error?: string }).error;
          } catch {
            return undefined;
          }
        })();
        throw new CoachError(code === "COACH_TIMEOUT" ? { kind: "timeout" } : { kind: "failed" }, received);
      } else if (event.event === "done") {
        return event.data;
      }
    }
  } catch (cause) {
    if (cause instanceof CoachError || options.signal.aborted) throw cause;
    throw new CoachError({ kind: "network" }, received);
  } finally {
    reader.releaseLock();
  }
  // The stream ended without `done`: the connection dropped.
  throw new CoachError({ kind: "network" }, received);
}
