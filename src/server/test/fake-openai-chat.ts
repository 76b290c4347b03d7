import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat server that streams, for the coach's tests and benchmark (fake-openai.ts answers the
 * plan model's non-streaming calls). Reached by the real `openai` SDK through OPENAI_BASE_URL = fake.baseUrl.
 *
 *   const fake = await startFakeOpenAIChat({ pieces: ["Hello", " there."], firstDelayMs: 20 });
 *   fake.requests        every POST /v1/chat/completions body received
 *   fake.aborted         how many replies the client walked away from before they finished
 *   fake.set({ status: 500 })   later replies: an error status, or `hang: true` (never answers)
 */
export interface FakeChatBehaviour {
  /** The reply, streamed one piece per SSE chunk (or joined when the request is not streaming). */
  pieces: string[];
  /** Before the first chunk, and between chunks. */
  firstDelayMs: number;
  pieceDelayMs: number;
  /** Answer this HTTP status with an error body instead. */
  status?: number;
  /** Send headers, then never another byte. */
  hang?: boolean;
  /**
   * Answer from the request instead of `pieces` (a string is streamed a few characters per chunk): lets a test play a
   * naive model that does what it is asked, such as printing its system message (see naiveModel).
   */
  respond?: (request: FakeChatRequestBody) => string | string[];
}

export interface FakeChatRequestBody {
  model?: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  [key: string]: unknown;
}

export interface FakeOpenAIChat {
  baseUrl: string;
  requests: FakeChatRequestBody[];
  /** Replies whose connection closed before the last byte was sent. */
  readonly aborted: number;
  /** Resolves at the next aborted reply. */
  nextAbort(): Promise<void>;
  set(behaviour: Partial<FakeChatBehaviour>): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string | null, finish: string | null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
}

export async function startFakeOpenAIChat(initial: Partial<FakeChatBehaviour> = {}): Promise<FakeOpenAIChat> {
  let behaviour: FakeChatBehaviour = {
    pieces: ["Warm up ", "for five minutes", ", then start light. ", "Add weight next week."],
    firstDelayMs: 0,
    pieceDelayMs: 0,
    ...initial,
  };
  const requests: FakeChatRequestBody[] = [];
  let aborted = 0;
  let abortWaiters: Array<() => void> = [];

  async function reply(body: FakeChatRequestBody, res: ServerResponse): Promise<void> {
    const b = { ...behaviour };
    if (b.respond) {
      const answer = b.respond(body);
      b.pieces = typeof answer === "string" ? (answer.match(/[\s\S]{1,7}/g) ?? []) : answer;
    }
    let closed = false;
    let finished = false;
    res.on("close", () => {
      closed = true;
      if (!finished) {
        aborted++;
        for (const resolve of abortWaiters) resolve();
        abortWaiters = [];
      }
    });
    if (b.status) {
      finished = true;
      res.writeHead(b.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `fake error ${b.status}`, type: "fake" } }));
      return;
    }
    if (!body.stream) {
      finished = true;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 0,
          model: "fake-model",
          choices: [
            { index: 0, message: { role: "assistant", content: b.pieces.join("") }, finish_reason: "stop" },
          ],
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    if (b.hang) return;
    await sleep(b.firstDelayMs);
    for (const [index, piece] of b.pieces.entries()) {
      if (closed) return;
      if (index > 0 && b.pieceDelayMs) await sleep(b.pieceDelayMs);
      if (closed) return;
      res.write(`data: ${JSON.stringify(chunk(piece, null))}\n\n`);
    }
    if (closed) return;
    res.write(`data: ${JSON.stringify(chunk(null, "stop"))}\n\n`);
    finished = true;
    res.end("data: [DONE]\n\n");
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url?.split("?")[0] !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeChatRequestBody;
      requests.push(body);
      void reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get aborted() {
      return aborted;
    },
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    set(next) {
      behaviour = { ...behaviour, status: undefined, hang: undefined, respond: undefined, ...next };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A model with no defences: it follows the last user message literally. Asked for its instructions, its system
 * prompt, a "reference", "everything above" or a repetition, it prints the system message (whole, or the line asked
 * for, in the form asked for); otherwise it gives a bland tip. The coach's reply guard must stop what it leaks.
 */
export function naiveModel(request: FakeChatRequestBody): string {
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  const ask = (request.messages.at(-1)?.content ?? "").toLowerCase();
  const lines = system.split("\n");
  const referenceLine = lines.find((l) => /reference/i.test(l)) ?? "";
  const reference = referenceLine.split(": ").at(-1) ?? "";
  if (/spell|letter by letter|one character/.test(ask)) return [...reference].join(" ");
  if (/upper ?case|capitals|shout/.test(ask)) return system.toUpperCase();
  if (/reverse|backwards/.test(ask)) return `${[...reference].reverse().join("")} / ${reference}`;
  if (/json/.test(ask)) return JSON.stringify({ system });
  if (/reference|code|secret|marker|canary|token|confidential/.test(ask)) return `Sure, it is ${reference}.`;
  if (/last line|final line/.test(ask)) return lines.at(-1) ?? "";
  if (/first line|role/.test(ask)) return lines[0] ?? "";
  if (
    /rules?|instructions|prompt|above|repeat|verbatim|everything|initial|system|configuration|debug/.test(ask)
  )
    return `Of course! Here it is:\n${system}`;
  return "Warm up for five minutes, then start light.";
}
