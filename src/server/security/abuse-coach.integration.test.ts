import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageEvents } from "../db/schema";
import { type FakeOpenAIChat, startFakeOpenAIChat } from "../test/fake-openai-chat";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../test/harness";

// Abuse: the coach charges a message when the model is called (a reservation taken before the call, under the user's
// row lock), not when the client reads `done`. Leaving mid-stream does not make a reply free; a failed or refused
// upstream call gives the message back; parallel requests cannot all take the last message (ADR 0011).

let fake: FakeOpenAIChat;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAIChat();
  // Billing is on (the sandbox), so the Free limit of 3 coach messages is enforced.
  server = await createTestServer({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.baseUrl,
    COACH_TIMEOUT_MS: "3000",
    FREE_COACH_MESSAGES: "3",
    ENFORCE_QUOTAS: "true",
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type Client = ReturnType<TestServer["client"]> & { id: string };

async function freeUser(): Promise<Client> {
  const c = server.client();
  const { id } = await c.signUp();
  return Object.assign(c, { id });
}

const messages = [{ role: "user", content: "How should I warm up?" }];
const ask = (c: Client, headers: Record<string, string> = {}) =>
  c.request("/api/coach", { json: { messages }, headers });

async function used(c: Client): Promise<number> {
  const usage = (await (await c.request("/api/usage")).json()) as { coachMessages: { used: number } };
  return usage.coachMessages.used;
}

describe("abuse: coach charges when the model is called", () => {
  it("a client that disconnects mid-stream is still charged", async () => {
    fake.set({ pieces: Array.from({ length: 40 }, (_, i) => `piece ${i} `), pieceDelayMs: 50 });
    const c = await freeUser();
    const controller = new AbortController();
    const seen = fake.nextAbort();
    const response = await server.app.request(`${TEST_ORIGIN}/api/coach`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ messages }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    expect(first).toContain("event: token");
    controller.abort();
    await reader?.cancel();
    await seen; // the upstream request was cancelled: the server knows the client left
    expect(await used(c)).toBe(1);
    fake.set({});
  });

  it("a failed upstream call (500) is not charged, streamed or as JSON", async () => {
    const c = await freeUser();
    fake.set({ status: 500 });
    const streamed = await (await ask(c)).text();
    expect(streamed).toContain("COACH_UNAVAILABLE");
    const json = await ask(c, { accept: "application/json" });
    expect(json.status).toBe(502);
    expect(await used(c)).toBe(0);
    fake.set({});
  });

  it("a refused upstream call (400, e.g. a content filter) is not charged", async () => {
    const c = await freeUser();
    fake.set({ status: 400 });
    const json = await ask(c, { accept: "application/json" });
    expect(json.status).toBe(502);
    expect(await used(c)).toBe(0);
    fake.set({});
    // The message is still there to use.
    expect((await ask(c, { accept: "application/json" })).status).toBe(200);
    expect(await used(c)).toBe(1);
  });

  it("parallel messages from a Free user with 1 message left make exactly one model call", async () => {
    const c = await freeUser();
    const earlier = new Date(Date.now() - 60_000);
    await server.db.insert(usageEvents).values([
      { userId: c.id, kind: "coachMessage", createdAt: earlier },
      { userId: c.id, kind: "coachMessage", createdAt: earlier },
    ]);
    fake.set({ pieces: ["Warm ", "up."], firstDelayMs: 100 });
    const calls = fake.requests.length;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => ask(c, { accept: "application/json" })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402, 402, 402]);
    expect(fake.requests.length - calls).toBe(1);
    expect(await used(c)).toBe(3);
    fake.set({});
  });
});
