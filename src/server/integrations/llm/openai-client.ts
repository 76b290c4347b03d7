import OpenAI from "openai";

// The OpenAI SDK client, built once from the environment and shared by the plan model and (later) the coach.

export interface OpenAIConfig {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, llama.cpp); the SDK's default when undefined. */
  baseURL?: string;
  model: string;
  /** Per call, in milliseconds: also the deadline of a whole plan generation, retries included. */
  timeoutMs: number;
}

/**
 * A reply larger than this is refused while it streams in, so a runaway or hostile server cannot make us buffer
 * megabytes. The engine refuses content above MAX_REPLY_CHARS (200,000) anyway; JSON escaping of that content in the
 * completion envelope stays well below 1 MiB.
 */
export const MAX_REPLY_BYTES = 1024 * 1024;

/** Raised (as the body stream's error) when a reply passes MAX_REPLY_BYTES. */
export class ReplyTooLargeError extends Error {
  override readonly name = "ReplyTooLargeError";
  constructor(limit: number) {
    super(`The model's reply is larger than ${limit} bytes`);
  }
}

function failingBody(error: Error): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.error(error) });
}

/**
 * fetch whose response body errors once more than `maxBytes` arrive. It never throws itself (the SDK would retry a
 * thrown fetch); the error surfaces when the SDK reads the body, and the rest of the reply is not downloaded.
 */
export function cappedFetch(maxBytes: number, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const headers = new Headers(response.headers);
    // fetch has already decoded the body; these would describe the encoded one.
    headers.delete("content-length");
    headers.delete("content-encoding");
    const rebuild = (body: ReadableStream<Uint8Array> | null) =>
      new Response(body, { status: response.status, statusText: response.statusText, headers });
    if (!response.body) return rebuild(null);
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > maxBytes) {
      await response.body.cancel().catch(() => {});
      return rebuild(failingBody(new ReplyTooLargeError(maxBytes)));
    }
    let seen = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new ReplyTooLargeError(maxBytes));
          else controller.enqueue(chunk);
        },
      }),
    );
    return rebuild(limited);
  };
}

export function createOpenAIClient(config: OpenAIConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 1,
    fetch: cappedFetch(MAX_REPLY_BYTES),
  });
}

/** Whether `error` or one of its causes is a ReplyTooLargeError. */
export function isReplyTooLarge(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof ReplyTooLargeError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
