import { afterEach, describe, expect, it, vi } from "vitest";
import { CoachError, streamCoach } from "./coach-api";

/** A response whose body arrives in the given pieces, as a server's stream would. */
function streamed(pieces: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" }, ...init });
}

const conversation = [{ role: "user" as const, content: "hi" }];

afterEach(() => vi.unstubAllGlobals());

async function run() {
  const tokens: string[] = [];
  const reply = await streamCoach({
    conversation,
    signal: new AbortController().signal,
    onToken: (t) => tokens.push(t),
  });
  return { reply, tokens };
}

describe("streamCoach", () => {
  it("hands over each token as it arrives and resolves with the whole reply", async () => {
    const fetch = vi.fn(async () =>
      streamed([
        "event: token\ndata: Warm",
        " up\n\nevent: tok",
        "en\ndata:  first.\n\n",
        "event: done\ndata: Warm up first.\n\n",
      ]),
    );
    vi.stubGlobal("fetch", fetch);
    expect(await run()).toEqual({ reply: "Warm up first.", tokens: ["Warm up", " first."] });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ messages: conversation });
    expect((init.headers as Record<string, string>).Accept).toBe("text/event-stream");
  });

  it.each([1, 2, 3, 7])(
    "reads the same reply from CRLF lines cut into pieces of %i characters",
    async (size) => {
      const text =
        "event: token\r\ndata: Warm\r\n\r\n: keep-alive\r\n\r\nevent: done\r\ndata: Warm\r\ndata: up\r\n\r\n";
      const pieces: string[] = [];
      for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => streamed(pieces)),
      );
      expect(await run()).toEqual({ reply: "Warm\nup", tokens: ["Warm"] });
    },
  );

  it("sends only the last 10 messages", async () => {
    const fetch = vi.fn(async () => streamed(["event: done\ndata: ok\n\n"]));
    vi.stubGlobal("fetch", fetch);
    const long = Array.from({ length: 15 }, (_, i) => ({ role: "user" as const, content: `m${i}` }));
    await streamCoach({ conversation: long, signal: new AbortController().signal, onToken: () => {} });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).messages).toEqual(long.slice(-10));
  });

  it.each([
    [
      "an error event",
      () => streamed(['event: error\ndata: {"error":"COACH_UNAVAILABLE"}\n\nevent: done\ndata: \n\n']),
      "failed",
    ],
    ["a timeout event", () => streamed(['event: error\ndata: {"error":"COACH_TIMEOUT"}\n\n']), "timeout"],
    ["a stream cut before done", () => streamed(["event: token\ndata: Hal"]), "network"],
    ["402", () => new Response("{}", { status: 402 }), "upgrade"],
    ["500", () => new Response("{}", { status: 500 }), "failed"],
  ])("turns %s into a CoachError", async (_label, response, kind) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => response()),
    );
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoachError);
    expect((error as CoachError).failure.kind).toBe(kind);
  });

  it("reads the wait from a 429's Retry-After", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 429, headers: { "retry-after": "42" } })),
    );
    const error = (await run().catch((e: unknown) => e)) as CoachError;
    expect(error.failure).toEqual({ kind: "rate", retryAfter: 42 });
  });

  it("reports a failed connection as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = (await run().catch((e: unknown) => e)) as CoachError;
    expect(error.failure).toEqual({ kind: "network" });
  });
});
