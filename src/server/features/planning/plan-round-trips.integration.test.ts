import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, onboardedClient, type PlanBody, TEST_QUOTAS } from "../../test/onboarded-client";

// POST /api/plan under load (issue 20): every statement is a round trip, and those inside a transaction hold the
// user's row lock. Counted at the driver, on whichever database the suite runs: PGlite's protocol and query calls
// (not its BEGIN and COMMIT), or every query of a pg client (pooled queries and transactions alike).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS, ENFORCE_QUOTAS: "true" });
});
afterAll(async () => {
  await server?.close();
});

/** The statements sent to the database while `run` runs (the driver's methods patched for the test only). */
async function statements(database: DatabaseHandle, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const target = (database.pglite ?? pg.Client.prototype) as unknown as Record<string, unknown>;
  const methods = database.pglite ? ["execProtocol", "query"] : ["query"];
  const originals = methods.map((method) => target[method] as (...args: unknown[]) => unknown);
  methods.forEach((method, i) => {
    target[method] = function counted(this: unknown, ...args: unknown[]) {
      const [first] = args;
      const text =
        typeof first === "string"
          ? first
          : first && typeof first === "object" && "text" in first
            ? String(first.text)
            : `(${method})`;
      seen.push(text);
      return originals[i]!.apply(this, args);
    };
  });
  try {
    await run();
  } finally {
    // The push claim runs beside requests, not in them (see the plan below).
    for (let i = seen.length - 1; i >= 0; i -= 1)
      if (/"pushed_at" = now\(\)/.test(seen[i]!)) seen.splice(i, 1);
    methods.forEach((method, i) => {
      target[method] = originals[i];
    });
  }
  return seen;
}

/** The statements inside each transaction (between begin and commit), by their text (PostgreSQL only). */
function transactions(sent: string[]): string[][] {
  const found: string[][] = [];
  let open: string[] | null = null;
  for (const text of sent) {
    if (text === "begin") open = [];
    else if (text === "commit" && open) {
      found.push(open);
      open = null;
    } else open?.push(text);
  }
  return found;
}

// Before (ADR 0040): 22 statements for a plan on PostgreSQL with quotas enforced (15 of them in two transactions
// holding the user's row lock), 19 for a regeneration; 18 and 18 calls on PGlite.
describe("POST /api/plan and a regeneration, counted", () => {
  // With named statements off, PGlite's transactions run on an object this test does not patch: nothing to count.
  const countable = Boolean(process.env.TEST_DATABASE_URL) || process.env.PGLITE_NAMED !== "off";

  it.skipIf(!countable)(
    "cost 17 (plan) and 16 (regeneration) statements on PostgreSQL, two transactions of two",
    async () => {
      const postgres = server.database.kind === "postgres";
      const client = await onboardedClient(server);
      // Warm: each statement's preparation (PGlite, one more call the first time a text is seen).
      const first = await json<PlanBody>(await generate(client, { startDate: "2030-01-07" }));
      const regenerate = (id: string | undefined) =>
        client.request(`/api/workouts/${id}/regenerate`, { method: "POST" });
      expect((await regenerate(first.workouts[0]?.id)).status).toBe(200);
      // Write-back to connected calendars runs beside requests, 250 ms after the last write (ADR 0042): settled here,
      // so its look-up of the user's connections is not counted in the plan below.
      await server.calendarSync.settled();
      let plan: PlanBody | undefined;
      const planned = await statements(server.database, async () => {
        const response = await generate(client, { startDate: "2030-01-14" });
        expect(response.status).toBe(201);
        plan = await json<PlanBody>(response);
        // The plan's notification is offered to Web Push beside the request (one claim that writes nothing for a
        // user without devices). On PGlite it is queued at once and counted here; on PostgreSQL it follows the
        // LISTEN round trip, at a time of its own, so its text is left out of both counts below.
        await server.push?.settled();
      });
      const id = plan?.workouts[0]?.id;
      expect(id).toBeDefined();
      await server.calendarSync.settled();
      const regenerated = await statements(server.database, async () => {
        expect((await regenerate(id)).status).toBe(200);
      });
      // The session, six reads in parallel (preferences, settings, events, the completed workouts of the last
      // weeks, the training block, the person's pace, ADR 0098), the tier (quotas enforced), the reservation and the store (two transactions of
      // begin, lock, one statement, commit; the block is stored in the plan's statement), the notification with its
      // pg_notify. PGlite's begin and commit take a path this test does not see: 4 fewer there, and one more: the
      // push claim, whose text is not seen there either.
      expect(planned).toHaveLength(postgres ? 17 : 14);
      // The session, the workout, preferences, the tier, the reservation (4), settings, the week and the completed
      // workouts (for the loads) in parallel, the update with its lease settled (4), the pace for the answer's
      // estimate (ADR 0098).
      expect(regenerated).toHaveLength(postgres ? 16 : 12);
      if (postgres) {
        for (const sent of [planned, regenerated]) {
          const held = transactions(sent);
          expect(held).toHaveLength(2);
          for (const statementsInside of held) {
            expect(statementsInside).toHaveLength(2);
            expect(statementsInside[0]).toMatch(/for update$/);
          }
        }
      }
    },
  );
});
