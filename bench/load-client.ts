// The virtual users' side of `npm run bench:load` (bench/load.ts): timed requests, sign-up, and notification streams
// that remember every event they carried, so a notification delivered twice is caught at the end of the run.

export const PASSWORD = "a-load-test-passphrase";

export const PREFERENCES = {
  personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
  fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
  workoutPreferences: {
    duration: 45,
    frequency: 4,
    preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
    workoutTypes: ["Weight Training", "Cardio", "Yoga"],
  },
  schedule: ["Monday", "Wednesday", "Friday"].map((day) => ({
    name: `Work ${day}`,
    day,
    startTime: "09:00",
    endTime: "17:00",
    isRecurring: true,
  })),
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly firstErrors: string[] = [];
  add(route: string, ms: number) {
    const list = this.samples.get(route) ?? [];
    list.push(ms);
    this.samples.set(route, list);
  }
  fail(route: string, why: string) {
    this.errors.set(route, (this.errors.get(route) ?? 0) + 1);
    if (this.firstErrors.length < 10) this.firstErrors.push(`${route}: ${why}`);
  }
  get totalErrors() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
  get totalRequests() {
    return [...this.samples.values()].reduce((a, s) => a + s.length, 0) + this.totalErrors;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

/** A markdown table of every route's latencies and errors, then the first errors. */
export function routeTable(recorder: Recorder): string[] {
  const routes = [...new Set([...recorder.samples.keys(), ...recorder.errors.keys()])].sort();
  const lines = [
    "| Route | Requests | p50 (ms) | p99 (ms) | max (ms) | Errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const route of routes) {
    const sorted = [...(recorder.samples.get(route) ?? [])].sort((a, b) => a - b);
    const f = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(1));
    lines.push(
      `| ${route} | ${sorted.length} | ${f(percentile(sorted, 0.5))} | ${f(percentile(sorted, 0.99))} | ${f(sorted.at(-1) ?? Number.NaN)} | ${recorder.errors.get(route) ?? 0} |`,
    );
  }
  if (recorder.firstErrors.length > 0) {
    lines.push("", "First errors:", "", ...recorder.firstErrors.map((e) => `- ${e}`));
  }
  return lines;
}

/** One request, timed and checked; returns the body text (or null on an error, which is recorded). */
export async function call(
  recorder: Recorder,
  route: string,
  url: string,
  init: RequestInit & { expect?: number } = {},
): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    const ms = performance.now() - started;
    if (process.env.LOAD_DEBUG && ms > 1000)
      process.stdout.write(
        `slow: ${route} ${ms.toFixed(0)} ms, started at ${(started / 1000).toFixed(1)} s\n`,
      );
    if (response.status !== (init.expect ?? 200)) {
      recorder.fail(route, `${response.status} ${text.slice(0, 200)}`);
      return null;
    }
    recorder.add(route, ms);
    return text;
  } catch (error) {
    recorder.fail(
      route,
      error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
    );
    return null;
  }
}

/** A mutation as the browser sends it: JSON, the session cookie, and the Origin of the instance it goes to. */
export function jsonInit(origin: string, cookie: string, method: string, body: unknown): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify(body),
  };
}

export interface User {
  index: number;
  email: string;
  cookie: string;
}

/** Sign-up (production password hash), onboarding and a first plan, as a new user's first minute in the app. */
export async function createUser(
  url: string,
  recorder: Recorder,
  index: number,
  runId: string,
): Promise<User> {
  const email = `load-${runId}-${index}@example.com`;
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name: `Load ${index}`, email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const saved = await call(
    recorder,
    "PUT /api/preferences",
    `${url}/api/preferences`,
    jsonInit(url, cookie, "PUT", PREFERENCES),
  );
  const plan = await call(recorder, "POST /api/plan", `${url}/api/plan`, {
    ...jsonInit(url, cookie, "POST", {}),
    expect: 201,
  });
  if (saved === null || plan === null) throw new Error(`set-up of user ${index} failed`);
  return { index, email, cookie };
}

export type Stream = ReturnType<typeof openStream>;

/**
 * An open notifications stream: parses its server-sent events, counts each notification id and type; records an
 * error if it ends before `close()`.
 */
export function openStream(url: string, recorder: Recorder, user: User) {
  const controller = new AbortController();
  let events = 0;
  const byId = new Map<string, number>();
  const idsByType = new Map<string, string[]>();
  let closing = false;
  const waiters: (() => void)[] = [];
  const opened = performance.now();
  const ready = (async () => {
    const response = await fetch(`${url}/api/notifications/stream`, {
      headers: { cookie: user.cookie, accept: "text/event-stream" },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
    recorder.add("GET /api/notifications/stream (first byte)", performance.now() - opened);
    return response.body.getReader();
  })();
  function onEvent(block: string) {
    let event = "message";
    let id = "";
    let data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("id:")) id = line.slice(3).trim();
      else if (line.startsWith("data:")) data += line.slice(5).trim();
    }
    if (event !== "notification") return;
    events += 1;
    byId.set(id, (byId.get(id) ?? 0) + 1);
    let type = "unknown";
    try {
      type = String((JSON.parse(data) as { type?: unknown }).type);
    } catch {
      // counted as "unknown"
    }
    idsByType.set(type, [...(idsByType.get(type) ?? []), id]);
  }
  const done = ready
    .then(async (reader) => {
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          onEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
        for (const wake of waiters.splice(0)) wake();
      }
      if (!closing) recorder.fail("GET /api/notifications/stream", "stream ended early");
    })
    .catch((error: unknown) => {
      if (!closing)
        recorder.fail(
          "GET /api/notifications/stream",
          error instanceof Error ? error.message : String(error),
        );
    });
  return {
    ready,
    count: () => events,
    /** How many notifications of this type arrived (`workout`: plan created; `reminder`). */
    countOf: (type: string) => idsByType.get(type)?.length ?? 0,
    /** The ids of the notifications of this type that arrived, in order (a duplicate appears twice). */
    idsOf: (type: string) => [...(idsByType.get(type) ?? [])],
    /** How many times the notification with this id arrived. */
    timesSeen: (id: string) => byId.get(id) ?? 0,
    /** Notification ids that arrived more than once. */
    duplicates: () => [...byId].filter(([, n]) => n > 1).map(([id]) => id),
    /** Waits until `test()` holds, woken by each event; false after `timeoutMs`. */
    async waitFor(test: () => boolean, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!test()) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await Promise.race([new Promise<void>((r) => waiters.push(r)), sleep(left)]);
      }
      return true;
    },
    async close() {
      closing = true;
      controller.abort();
      await done;
    },
  };
}
