import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible server for tests, reached by the real `openai` SDK through OPENAI_BASE_URL. Plain Node (no
 * test-runner imports), so unit, integration and end-to-end tests can all use it.
 *
 *   const fake = await startFakeOpenAI();            // or startFakeOpenAI({ reply: { kind: "plan" } })
 *   env: OPENAI_API_KEY=anything, OPENAI_BASE_URL=fake.baseUrl  (baseUrl ends in /v1)
 *   fake.setReply({ kind: "plan" })                  // every later request, until changed
 *   fake.setReply([{ kind: "text", content: "hi" }, { kind: "plan" }])  // one per request, then the last repeats
 *   fake.requests                                    // every request received: { method, path, body }
 *   fake.unexpected                                  // requests to any other route (they got a 404); assert empty
 *   await fake.close()
 *
 * Only POST /v1/chat/completions exists. Replies (FakeReply):
 *   { kind: "plan" }                 a well-formed plan: one workout per "N. Day YYYY-MM-DD, HH:MM-HH:MM (...): Type"
 *                                    line of the prompt (the engine's prompt lists the slots that way); with
 *                                    `count` it returns that many workouts instead; `dates` adds a "date" per workout
 *   { kind: "json", body: {...} }    the completion's message content is JSON.stringify(body)
 *   { kind: "text", content: "..." } the completion's message content, verbatim (e.g. not JSON)
 *   { kind: "empty" }                a completion with content null
 *   { kind: "huge", bytes?: n }      a 200 response streaming n bytes (default 10 MB) of one giant content string
 *   { kind: "hang" }                 never answers (the client must time out); `afterHeaders: true` sends the
 *                                    headers and then stalls the body
 *   { kind: "status", status, body } any HTTP status with a JSON error body (e.g. 500, 401)
 *   { kind: "refuseJsonSchema", otherwise: FakeReply }  answers 400 when the request asks for response_format json_schema,
 *                                    and `otherwise` for json_object: the fallback path
 *   { kind: "held", reply: FakeReply }  waits until `fake.releaseHeld()`, then answers `reply` (a model call in flight
 *                                    for as long as a test needs it)
 */
export type FakeReply =
  | { kind: "plan"; count?: number; dates?: "slots" | "same" }
  | { kind: "json"; body: unknown }
  | { kind: "text"; content: string }
  | { kind: "empty" }
  | { kind: "huge"; bytes?: number }
  | { kind: "hang"; afterHeaders?: boolean }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "refuseJsonSchema"; otherwise: FakeReply }
  | { kind: "held"; reply: FakeReply };

export interface FakeRequest {
  method: string;
  path: string;
  body: FakeChatBody | null;
}

export interface FakeChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:PORT/v1 — the value for OPENAI_BASE_URL. */
  baseUrl: string;
  requests: FakeRequest[];
  /** Requests to anything but POST /v1/chat/completions. */
  unexpected: FakeRequest[];
  setReply(reply: FakeReply | FakeReply[]): void;
  /** Answers every request waiting on a "held" reply. */
  releaseHeld(): void;
  close(): Promise<void>;
}

const SLOT_LINE = /^\d+\. (\w+) (\d{4}-\d{2}-\d{2}), (\d{2}:\d{2})-(\d{2}:\d{2}) \([^)]*\): (.+)$/;

/** The slots the engine's prompt lists, so a "plan" reply matches what was asked. */
export function slotsInPrompt(prompt: string): { day: string; date: string; type: string }[] {
  return prompt
    .split("\n")
    .map((line) => SLOT_LINE.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ day: match[1]!, date: match[2]!, type: match[5]!.trim() }));
}

const EXERCISES = [
  { name: "Goblet Squat", sets: 3, reps: "10", notes: "Chest up" },
  { name: "Push-up", sets: 3, reps: "8-12", notes: "Straight line from head to heels" },
  { name: "Plank", sets: 3, reps: "30 seconds", notes: "Brace the core" },
  { name: "Walking Lunge", sets: 3, reps: "10", notes: "Knee over the ankle" },
  { name: "Glute Bridge", sets: 3, reps: "12", notes: "Squeeze at the top" },
];

export function fakePlan(prompt: string, reply: { count?: number; dates?: "slots" | "same" }): unknown {
  const slots = slotsInPrompt(prompt);
  const count = reply.count ?? Math.max(slots.length, 1);
  return {
    workouts: Array.from({ length: count }, (_, i) => {
      const slot = slots[i % Math.max(slots.length, 1)];
      return {
        name: `Model workout ${i + 1}`,
        description: "Written by the fake model.",
        type: slot?.type ?? "Cardio",
        intensity: "Medium",
        exercises: EXERCISES,
        ...(reply.dates === "same" ? { date: slots[0]?.date ?? "2030-01-01" } : {}),
        ...(reply.dates === "slots" && slot ? { date: slot.date } : {}),
      };
    }),
  };
}

function completion(content: string | null, model = "fake-model") {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function streamHuge(res: ServerResponse, bytes: number): void {
  res.writeHead(200, { "content-type": "application/json" });
  const head =
    '{"id":"x","object":"chat.completion","created":0,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"';
  const tail = '"},"finish_reason":"stop"}]}';
  res.write(head);
  const chunk = "a".repeat(64 * 1024);
  let left = bytes;
  const pump = () => {
    while (left > 0) {
      const part = left >= chunk.length ? chunk : chunk.slice(0, left);
      left -= part.length;
      if (!res.write(part)) {
        res.once("drain", pump);
        return;
      }
    }
    res.end(tail);
  };
  // A client that gives up closes the socket; stop writing then.
  res.on("close", () => {
    left = 0;
  });
  pump();
}

export async function startFakeOpenAI(
  options: { reply?: FakeReply | FakeReply[] } = {},
): Promise<FakeOpenAI> {
  let queue: FakeReply[] = [];
  let standing: FakeReply = { kind: "plan" };
  const setReply = (reply: FakeReply | FakeReply[]) => {
    const list = Array.isArray(reply) ? reply : [reply];
    queue = list.slice(0, -1);
    standing = list[list.length - 1] ?? { kind: "plan" };
  };
  if (options.reply) setReply(options.reply);
  const requests: FakeRequest[] = [];
  const unexpected: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let held: (() => void)[] = [];

  const answer = (reply: FakeReply, body: FakeChatBody, res: ServerResponse): void => {
    const prompt = body.messages?.map((m) => m.content).join("\n") ?? "";
    switch (reply.kind) {
      case "plan":
        sendJson(res, 200, completion(JSON.stringify(fakePlan(prompt, reply)), body.model));
        return;
      case "json":
        sendJson(res, 200, completion(JSON.stringify(reply.body), body.model));
        return;
      case "text":
        sendJson(res, 200, completion(reply.content, body.model));
        return;
      case "empty":
        sendJson(res, 200, completion(null, body.model));
        return;
      case "huge":
        streamHuge(res, reply.bytes ?? 10 * 1024 * 1024);
        return;
      case "hang":
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        if (reply.afterHeaders) {
          res.writeHead(200, { "content-type": "application/json" });
          res.write('{"id":"x",');
        }
        return;
      case "status":
        sendJson(
          res,
          reply.status,
          reply.body ?? { error: { message: `fake error ${reply.status}`, type: "fake" } },
        );
        return;
      case "refuseJsonSchema":
        if (body.response_format?.type === "json_schema") {
          sendJson(res, 400, {
            error: {
              message: "response_format json_schema is not supported by this server",
              type: "invalid_request_error",
              param: "response_format",
            },
          });
          return;
        }
        answer(reply.otherwise, body, res);
        return;
      case "held":
        held.push(() => answer(reply.reply, body, res));
        return;
    }
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: FakeChatBody | null = null;
      try {
        body = text ? (JSON.parse(text) as FakeChatBody) : null;
      } catch {
        body = null;
      }
      const path = (req.url ?? "/").split("?")[0]!;
      const record: FakeRequest = { method: req.method ?? "GET", path, body };
      if (req.method !== "POST" || path !== "/v1/chat/completions" || body === null) {
        unexpected.push(record);
        // Loud on purpose: a test that hits another route is testing something this fake does not model.
        process.stderr.write(`fake-openai: unexpected request ${record.method} ${record.path}\n`);
        return sendJson(res, 404, {
          error: { message: `fake-openai has no route ${record.method} ${path}` },
        });
      }
      requests.push(record);
      const reply = queue.shift() ?? standing;
      answer(reply, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    unexpected,
    setReply,
    releaseHeld() {
      const waiting = held;
      held = [];
      for (const send of waiting) send();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
