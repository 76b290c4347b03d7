// Test helper: reads a text/event-stream response event by event (the way EventSource parses it).

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseReader {
  response: Response;
  /** The next event (comments skipped), or a rejection after `timeoutMs`. */
  nextEvent(timeoutMs?: number): Promise<SseEvent>;
  /** Raw text received so far (comments included). */
  received(): string;
  /** Waits until the raw text matches `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream (or it is cancelled). */
  ended(): Promise<void>;
  cancel(): Promise<void>;
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error(`no body (status ${response.status})`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  let buffer = "";
  const events: SseEvent[] = [];
  const wake: { waiting: (() => void) | null } = { waiting: null };
  let done = false;
  let markEnded: () => void = () => undefined;
  const endedPromise = new Promise<void>((resolve) => {
    markEnded = resolve;
  });

  void (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: "message", data: "" };
          const data: string[] = [];
          let any = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":") || line === "") continue;
            const [field, ...rest] = line.split(":");
            const value = rest.join(":").replace(/^ /, "");
            if (field === "event") event.event = value;
            else if (field === "data") data.push(value);
            else if (field === "id") event.id = value;
            else continue;
            any = true;
          }
          if (any && data.length > 0) {
            event.data = data.join("\n");
            events.push(event);
          }
          end = buffer.indexOf("\n\n");
        }
        wake.waiting?.();
      }
    } catch {
      // cancelled
    } finally {
      done = true;
      markEnded();
      wake.waiting?.();
    }
  })();

  async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (done) throw new Error(`stream ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; received: ${JSON.stringify(raw)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake.waiting = null;
    }
  }

  return {
    response,
    async nextEvent(timeoutMs = 5000) {
      await until(() => events.length > 0, timeoutMs, "an event");
      return events.shift() as SseEvent;
    },
    received: () => raw,
    async waitFor(pattern, timeoutMs = 5000) {
      await until(() => pattern.test(raw), timeoutMs, String(pattern));
    },
    ended: () => endedPromise,
    async cancel() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** Opens GET /api/notifications/stream through a test client and waits for its first bytes. */
export async function openStream(client: {
  request(path: string, options?: { headers?: Record<string, string> }): Promise<Response>;
}): Promise<SseReader> {
  const stream = readSse(await client.request("/api/notifications/stream"));
  await stream.waitFor(/: connected/);
  return stream;
}
