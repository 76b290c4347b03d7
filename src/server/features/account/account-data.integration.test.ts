import { count, eq, getTableName, inArray, is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { USER_TABLES } from "./account-data.repository";

// GET /api/me/export and DELETE /api/me (ADR 0013) on two users who both have rows in every table.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ENFORCE_QUOTAS: "true" });
});
afterAll(async () => {
  await server?.close();
});

type Client = ReturnType<TestServer["client"]>;
interface Person {
  c: Client;
  id: string;
  email: string;
  password: string;
}

const PREFERENCES = {
  personalInfo: { age: 34, weight: 154, height: 69, gender: "prefer-not-to-say" },
  fitnessGoals: { primaryGoal: "Improve overall health", secondaryGoals: [] },
  workoutPreferences: {
    duration: 45,
    frequency: 3,
    preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
    workoutTypes: ["Weight Training", "Cardio"],
  },
};

async function ok(response: Response, status = 200): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Tables that hold rows of users: a user_id column or a foreign key to users.id. */
function userOwnedTables(): PgTable[] {
  return allTables.filter((table) => {
    const config = getTableConfig(table);
    if (config.name === "users") return false;
    const hasUserId = config.columns.some((column) => column.name === "user_id");
    const refersToUsers = config.foreignKeys.some(
      (fk) => getTableName(fk.reference().foreignTable) === "users",
    );
    return hasUserId || refersToUsers;
  });
}

function userIdColumn(table: PgTable): PgColumn {
  const column = getTableConfig(table).columns.find((c) => c.name === "user_id");
  if (!column) throw new Error(`${getTableName(table)} has no user_id column`);
  return column;
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A user with a row in every table: settings, preferences, an event, a plan, a completed workout, notifications,
 * usage events, a sandbox subscription (customer and subscription rows), a calendar feed, a password-reset token and
 * a generation lease. */
async function personWithData(name: string): Promise<Person> {
  const c = server.client();
  const { id, email, password } = await c.signUp({ name });
  await ok(await c.request("/api/settings", { method: "PATCH", json: { timeZone: "Europe/Madrid" } }));
  await ok(await c.request("/api/preferences", { method: "PUT", json: PREFERENCES }));
  await ok(
    await c.request("/api/events", {
      json: {
        name: `${name}'s standup`,
        day: "Monday",
        startTime: "09:00",
        endTime: "09:30",
        isRecurring: true,
      },
    }),
    201,
  );
  const plan = (await ok(await c.request("/api/plan", { json: {} }), 201)) as { workouts: { id: string }[] };
  const first = plan.workouts[0];
  if (!first) throw new Error("the plan has no workouts");
  await ok(await c.request(`/api/workouts/${first.id}/complete`, { json: { notes: `${name} did it` } }), 201);

  const checkout = (await ok(await c.request("/api/billing/checkout", { json: { planId: "monthly" } }))) as {
    url: string;
  };
  const session = new URL(checkout.url).searchParams.get("session");
  await ok(await c.request("/api/billing/sandbox/confirm", { json: { session } }));
  await ok(await c.request("/api/calendar/feed-url", { method: "POST" }));
  await ok(await server.client().request("/api/auth/request-password-reset", { json: { email } }));
  // A generation lease exists only while a plan is being generated; written directly, as if one were in flight.
  await server.db.insert(schema.generationLeases).values({
    userId: id,
    token: `lease-${name}`,
    usageId: "none",
    expiresAt: new Date(Date.now() + 60_000),
  });

  // A history import (ADR 0100), published: its batch is the user's row, its workout history. (One not yet published
  // is left out of the export like every read: history-import-visibility.integration.test.ts.)
  await server.db
    .insert(schema.importBatches)
    .values({ id: `batch-${name}`, userId: id, publishedAt: new Date() });
  await server.db.insert(schema.completedWorkouts).values({
    id: `staged-${name}`,
    importBatchId: `batch-${name}`,
    userId: id,
    workoutId: `import-${name}`,
    name: `${name}'s imported workout`,
    description: "",
    type: "Weight Training",
    intensity: "Medium",
    duration: 60,
    date: "2026-01-05",
    exercises: [],
    completedAt: new Date("2026-01-05T10:00:00Z"),
    status: "completed",
  });

  // A connected calendar, written directly (connecting one needs a calendar server); its secret is never exported.
  await server.db.insert(schema.calendarConnections).values({
    userId: id,
    kind: "ics",
    name: `${name}'s work calendar`,
    urlHint: "calendar.example.com",
    secret: `sealed-secret-of-${name}`,
  });

  // A device subscribed to Web Push, written directly (subscribing needs a browser); its keys are never exported.
  await server.db.insert(schema.pushSubscriptions).values({
    userId: id,
    endpoint: `https://push.example.com/send/${name}`,
    p256dh: `p256dh-key-of-${name}`,
    auth: `auth-secret-of-${name}`,
  });

  // One exercise of their own (ADR 0091) and a personal access token (ADR 0075), through the API.
  const custom = await c.request("/api/exercises/custom", {
    method: "POST",
    json: { name: `${name} Press`, primaryMuscles: ["chest"], kind: "loaded" },
  });
  expect(custom.status).toBe(201);
  const token = await c.request("/api/tokens", {
    method: "POST",
    json: { name: `${name}'s script`, scope: "read", expiresInDays: 30 },
  });
  expect(token.status).toBe(201);

  await waitFor(async () => {
    const [row] = await server.db
      .select({ n: count() })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, id));
    return (row?.n ?? 0) >= 2;
  }, "the plan and completion notifications");
  return { c, id, email, password };
}

async function rowsOf(table: PgTable, column: PgColumn, value: string | string[]): Promise<number> {
  const where = Array.isArray(value) ? inArray(column, value) : eq(column, value);
  const [row] = await server.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Every row of the user anywhere: per user table, the user, their subscriptions, their reset tokens. */
async function footprint(person: Person, customerIds: string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of userOwnedTables()) {
    result[getTableName(table)] = await rowsOf(table, userIdColumn(table), person.id);
  }
  result.users = await rowsOf(schema.user, schema.user.id, person.id);
  result.stripe_subscriptions =
    customerIds.length === 0
      ? 0
      : await rowsOf(schema.stripeSubscriptions, schema.stripeSubscriptions.customerId, customerIds);
  result.verifications = await rowsOf(schema.verification, schema.verification.value, person.id);
  return result;
}

async function customerIdsOf(userId: string): Promise<string[]> {
  const rows = await server.db
    .select({ id: schema.stripeCustomers.customerId })
    .from(schema.stripeCustomers)
    .where(eq(schema.stripeCustomers.userId, userId));
  return rows.map((r) => r.id);
}

describe("user tables", () => {
  it("every table with a user_id column (or a key to users) is exported and deleted", () => {
    const covered = new Set<PgTable>(USER_TABLES.map((entry) => entry.table));
    // Tables reached through another user table rather than a user_id of their own, handled explicitly.
    // calendar_written_workouts: which remote object holds which workout, deleted with its connection (cascade).
    const indirect = new Set<PgTable>([schema.stripeSubscriptions, schema.calendarWrittenWorkouts]);
    const owned = userOwnedTables().map(getTableName);
    expect(owned).toEqual(expect.arrayContaining(["events", "workouts", "sessions", "stripe_customers"]));
    const missing = userOwnedTables()
      .filter((table) => !covered.has(table))
      .map(getTableName);
    expect(missing, "add these tables to USER_TABLES in account-data.repository.ts").toEqual([]);
    const children = allTables
      .filter((table) => !covered.has(table) && !indirect.has(table))
      .filter((table) =>
        getTableConfig(table).foreignKeys.some((fk) => covered.has(fk.reference().foreignTable as PgTable)),
      )
      .map(getTableName);
    expect(children, "tables keyed to a user table: export and delete them explicitly").toEqual([]);
  });
});

describe("GET /api/me/export and DELETE /api/me", () => {
  let alice: Person;
  let bob: Person;
  beforeAll(async () => {
    alice = await personWithData("Alice");
    bob = await personWithData("Bob");
  });

  it("requires a session", async () => {
    const anonymous = server.client();
    expect((await anonymous.request("/api/me/export")).status).toBe(401);
    expect(
      (await anonymous.request("/api/me", { method: "DELETE", json: { confirm: "x", password: "x" } }))
        .status,
    ).toBe(401);
  });

  it("exports every row of the user, as a dated attachment, and nothing of anyone else", async () => {
    const response = await alice.c.request("/api/me/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="custom-fit-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    expect(text).not.toContain("sealed-secret-of-");
    expect(text).not.toContain("p256dh-key-of-");
    expect(text).not.toContain("auth-secret-of-");
    const data = JSON.parse(text) as Record<string, unknown> & {
      user: Record<string, unknown>;
      billing: { customers: unknown[]; subscriptions: { status: string }[] };
    };
    expect(data).toMatchObject({ format: "custom-fit-export", version: 1 });
    // The stored units are named: weights in pounds whatever the user's display unit (ADR 0060).
    expect(data.unit).toEqual({ weight: "lb", height: "in", distance: "m", setTime: "s", duration: "min" });
    expect(data.user).toEqual({
      id: alice.id,
      name: "Alice",
      email: alice.email,
      emailVerified: false,
      avatarUrl: `/api/avatars/${alice.id}.svg`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.settings).toMatchObject({ timeZone: "Europe/Madrid" });
    expect(data.preferences).toMatchObject({ fitnessGoals: PREFERENCES.fitnessGoals });
    expect(data.calendarFeed).toMatchObject({ version: expect.any(Number) });
    expect(data.billing.subscriptions).toEqual([
      expect.objectContaining({ status: "active", subscriptionId: expect.stringMatching(/^sub_sandbox_/) }),
    ]);
    expect(data.billing.customers).toHaveLength(1);

    // Each list holds exactly the user's rows of its table.
    for (const entry of USER_TABLES) {
      const exported = entry.key === "billingCustomers" ? data.billing.customers : data[entry.key];
      const expected = await rowsOf(entry.table, entry.userId, alice.id);
      expect(expected, `${entry.key}: the test user has rows`).toBeGreaterThan(0);
      if ("single" in entry) expect(exported, entry.key).not.toBeNull();
      else expect(exported, entry.key).toHaveLength(expected);
    }
    expect(text).toContain("Alice's standup");
    expect(text).toContain("Alice did it");

    // Nothing of Bob's, and no secret of Alice's.
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain("Bob");
    const sessions = await server.db
      .select({ token: schema.session.token })
      .from(schema.session)
      .where(eq(schema.session.userId, alice.id));
    const [credential] = await server.db
      .select({ password: schema.account.password })
      .from(schema.account)
      .where(eq(schema.account.userId, alice.id));
    expect(sessions.length).toBeGreaterThan(0);
    for (const { token } of sessions) expect(text).not.toContain(token);
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential?.password ?? "");
    expect(text).not.toContain(alice.password);
    expect(text.toLowerCase()).not.toMatch(/"(password|token|accesstoken|refreshtoken|idtoken)"/);
  });

  it("refuses a wrong or missing confirmation or password and deletes nothing", async () => {
    const before = await footprint(alice, await customerIdsOf(alice.id));
    const { password } = alice;
    const wrong = await alice.c.request("/api/me", {
      method: "DELETE",
      json: { confirm: bob.email, password },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "CONFIRMATION_MISMATCH" });
    const empty = await alice.c.request("/api/me", { method: "DELETE", json: { confirm: "  ", password } });
    expect(empty.status).toBe(400);
    const missing = await alice.c.request("/api/me", { method: "DELETE", json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    // The session alone is not enough: the current password must come with it.
    const noPassword = await alice.c.request("/api/me", { method: "DELETE", json: { confirm: alice.email } });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    for (const attempt of ["not-her-password", password.toUpperCase(), ""]) {
      const badPassword = await alice.c.request("/api/me", {
        method: "DELETE",
        json: { confirm: alice.email, password: attempt },
      });
      expect(badPassword.status, attempt).toBe(400);
      expect(await badPassword.json(), attempt).toMatchObject({
        error: attempt ? "INVALID_PASSWORD" : "VALIDATION_ERROR",
        message: attempt ? "The password is not right. Nothing was deleted." : expect.any(String),
      });
    }
    expect(await footprint(alice, await customerIdsOf(alice.id))).toEqual(before);
    expect((await alice.c.request("/api/me")).status).toBe(200);
  });

  it("deletes every row of the user in every table, signs out, and leaves the other user untouched", async () => {
    const aliceCustomers = await customerIdsOf(alice.id);
    const bobCustomers = await customerIdsOf(bob.id);
    const aliceBefore = await footprint(alice, aliceCustomers);
    const bobBefore = await footprint(bob, bobCustomers);
    for (const [table, n] of Object.entries(aliceBefore)) expect(n, `${table} before`).toBeGreaterThan(0);
    const bobExport = await (await bob.c.request("/api/me/export")).json();

    const oldCookie = [...alice.c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await alice.c.request("/api/me", {
      method: "DELETE",
      json: { confirm: ` ${alice.email.toUpperCase()} `, password: alice.password },
    });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie().join("\n");
    expect(cleared).toMatch(/custom-fit\.session_token=;.*Max-Age=0/i);
    expect(alice.c.jar.size).toBe(0);

    const after = await footprint(alice, aliceCustomers);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await footprint(bob, bobCustomers)).toEqual(bobBefore);
    const bobNow = (await (await bob.c.request("/api/me/export")).json()) as Record<string, unknown>;
    expect({ ...bobNow, exportedAt: null }).toEqual({ ...(bobExport as object), exportedAt: null });

    // The old cookie no longer opens anything, and the credentials no longer sign in.
    const replay = server.client();
    expect((await replay.request("/api/me", { headers: { cookie: oldCookie } })).status).toBe(401);
    expect((await replay.request("/api/me/export", { headers: { cookie: oldCookie } })).status).toBe(401);
    const signIn = await server.client().request("/api/auth/sign-in/email", {
      json: { email: alice.email, password: alice.password },
    });
    expect(signIn.status).toBe(401);
    // The address is free again.
    const again = server.client();
    await again.signUp({ email: alice.email });
    expect((await again.request("/api/me")).status).toBe(200);
  });
});
