import { pathToFileURL } from "node:url";
import { startFakeOpenAIChat } from "../src/server/test/fake-openai-chat";
import { signUp, startAppServer } from "./servers";

// The coach's time to first token through our server against a fake upstream with a fixed delay, compared with the
// same upstream asked directly: the difference is our overhead (docs/architecture.md §7: ≤ 15 ms). Sequential requests, medians.

const UPSTREAM_DELAY_MS = 100;
const USERS = 5;
/** Per user; the coach allows 10 requests a minute per user. */
const REQUESTS_PER_USER = 8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

/** Milliseconds until the first chunk containing `marker` arrives; the rest of the body is drained. */
async function timeToFirst(url: string, init: RequestInit, marker: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let first: number | undefined;
  let seen = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (first === undefined && seen.includes(marker)) first = performance.now() - started;
  }
  if (first === undefined) throw new Error(`${url}: no ${marker} in ${seen.slice(0, 200)}`);
  return first;
}

export async function runCoachBench(): Promise<string> {
  const fake = await startFakeOpenAIChat({
    pieces: ["Warm ", "up ", "first."],
    firstDelayMs: UPSTREAM_DELAY_MS,
  });
  const app = await startAppServer({
    OPENAI_API_KEY: "bench",
    OPENAI_BASE_URL: fake.baseUrl,
    FREE_COACH_MESSAGES: "1000000",
    LOG_LEVEL: "warn",
  });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++)
      cookies.push(await signUp(app.url, `bench-coach-${Date.now()}-${i}@example.com`));
    const body = JSON.stringify({ messages: [{ role: "user", content: "How should I warm up?" }] });
    const direct: number[] = [];
    const through: number[] = [];
    for (const cookie of cookies) {
      for (let i = 0; i < REQUESTS_PER_USER; i++) {
        direct.push(
          await timeToFirst(
            `${fake.baseUrl}/chat/completions`,
            {
              method: "POST",
              headers: { "content-type": "application/json", authorization: "Bearer bench" },
              body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: "hi" }] }),
            },
            '"content"',
          ),
        );
        through.push(
          await timeToFirst(
            `${app.url}/api/coach`,
            {
              method: "POST",
              headers: {
                "content-type": "application/json",
                accept: "text/event-stream",
                origin: app.url,
                cookie,
              },
              body,
            },
            "event: token",
          ),
        );
      }
    }
    // The first round warms up connections and JIT on both paths.
    direct.splice(0, 2);
    through.splice(0, 2);
    const overhead = median(through) - median(direct);
    return [
      `### Coach time to first token (upstream delay ${UPSTREAM_DELAY_MS} ms, ${through.length} sequential requests)`,
      "",
      "| path | median ms | p90 ms |",
      "|---|---:|---:|",
      `| upstream directly | ${median(direct).toFixed(1)} | ${p90(direct).toFixed(1)} |`,
      `| POST /api/coach (session, validation, rate limit, quota, context from the database, SSE) | ${median(through).toFixed(1)} | ${p90(through).toFixed(1)} |`,
      "",
      `Our overhead: ${overhead.toFixed(1)} ms at the median (budget ≤ 15 ms): ${overhead <= 15 ? "**within budget**" : "**OVER BUDGET**"}.`,
      "",
    ].join("\n");
  } finally {
    await app.stop();
    await fake.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.stdout.write(`${await runCoachBench()}\n`);
}
