import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedWorkouts, notifications, workouts } from "../../db/schema";
import { createMemoryLogger } from "../../lib/logger";
import { createTestServer, type TestServer } from "../../test/harness";
import { clockText, createNotificationScheduler } from "./scheduler";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function userIn(timeZone: string, notificationsPatch: Record<string, boolean> = {}) {
  const c = server.client();
  const { id, email } = await c.signUp();
  // Notification e-mails go to verified addresses only: follow the link mailed at sign-up.
  const link = server.mailer.sent.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  const verified = await server
    .client()
    .request(new URL(link ?? "http://x/missing").pathname + new URL(link ?? "http://x/missing").search);
  expect(verified.status).toBe(302);
  const response = await c.request("/api/settings", {
    method: "PATCH",
    json: { timeZone, notifications: notificationsPatch },
  });
  expect(response.status).toBe(200);
  return { c, id, email };
}

let seq = 0;
async function scheduleWorkout(userId: string, date: string, startTime: string, name = "Leg Day") {
  const id = `workout-${Date.now()}-${seq++}`;
  await server.db.insert(workouts).values({
    userId,
    id,
    name,
    day: "Monday",
    startTime,
    endTime: "23:30",
    type: "Weight Training",
    intensity: "Medium",
    duration: 45,
    date,
  });
  return id;
}

const rowsOf = (userId: string) =>
  server.db.select().from(notifications).where(eq(notifications.userId, userId));

/** The notification e-mails to `email` (the sign-up's verification mail left out). */
const mailsTo = (email: string) =>
  server.mailer.sent.filter((m) => m.to === email && !/confirm your/i.test(m.subject));

describe("reminder scheduler", () => {
  // 2030-03-11 is the Monday after the US switch to daylight saving: 18:00 in New York is 22:00 UTC.
  it("creates a reminder 30 minutes before, in the user's time zone, and e-mails it", async () => {
    const { id, email } = await userIn("America/New_York");
    await scheduleWorkout(id, "2030-03-11", "18:00");
    expect(await server.scheduler.tick(new Date("2030-03-11T21:00:00Z"))).toMatchObject({ reminders: 0 });
    expect(await server.scheduler.tick(new Date("2030-03-11T21:40:00Z"))).toMatchObject({ reminders: 1 });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      type: "reminder",
      title: "Workout reminder",
      message: "Leg Day starts at 6:00 PM (in 20 minutes).",
      read: false,
    });
    expect(mailsTo(email)).toEqual([
      expect.objectContaining({ subject: "Workout reminder", text: expect.stringContaining("Leg Day") }),
    ]);
    // Later ticks inside the window, and after the start, add nothing.
    expect(await server.scheduler.tick(new Date("2030-03-11T21:50:00Z"))).toMatchObject({ reminders: 0 });
    expect(await server.scheduler.tick(new Date("2030-03-11T22:05:00Z"))).toMatchObject({ reminders: 0 });
    expect(await rowsOf(id)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("creates one reminder when two schedulers (two instances) tick at once", async () => {
    const { id, email } = await userIn("Europe/Madrid");
    await scheduleWorkout(id, "2030-06-03", "07:30");
    const { logger } = createMemoryLogger();
    const other = createNotificationScheduler({
      db: server.db,
      mailer: server.mailer,
      logger,
      reminderMinutes: 30,
    });
    const now = new Date("2030-06-03T05:10:00Z"); // 07:10 in Madrid (CEST)
    const results = await Promise.all([server.scheduler.tick(now), other.tick(now), other.tick(now)]);
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(1);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("honours the workout and email toggles and the lead time", async () => {
    const off = await userIn("UTC", { workout: false });
    await scheduleWorkout(off.id, "2030-06-03", "12:00");
    const quiet = await userIn("UTC", { email: false });
    await scheduleWorkout(quiet.id, "2030-06-03", "12:00", "Swim");
    await server.scheduler.tick(new Date("2030-06-03T11:45:00Z"));
    expect(await rowsOf(off.id)).toHaveLength(0);
    expect((await rowsOf(quiet.id)).map((r) => r.message)).toEqual([
      "Swim starts at 12:00 PM (in 15 minutes).",
    ]);
    expect(mailsTo(quiet.email)).toHaveLength(0);

    const { logger } = createMemoryLogger();
    const early = createNotificationScheduler({
      db: server.db,
      mailer: server.mailer,
      logger,
      reminderMinutes: 90,
    });
    const soon = await userIn("UTC");
    await scheduleWorkout(soon.id, "2030-06-04", "12:00");
    await early.tick(new Date("2030-06-04T10:45:00Z"));
    expect((await rowsOf(soon.id)).map((r) => r.message)).toEqual([
      "Leg Day starts at 12:00 PM (in 75 minutes).",
    ]);
  });

  it("writes Spanish reminders with a 24-hour clock", async () => {
    const { c, id } = await userIn("America/Mexico_City");
    await c.request("/api/settings", { method: "PATCH", json: { language: "es" } });
    await scheduleWorkout(id, "2030-06-03", "19:05", "Cardio suave");
    await server.scheduler.tick(new Date("2030-06-04T00:50:00Z")); // 18:50 in Mexico City
    expect((await rowsOf(id)).map((r) => [r.title, r.message])).toEqual([
      ["Recordatorio de entrenamiento", "Cardio suave empieza a las 19:05 (en 15 minutos)."],
    ]);
  });
});

describe("weekly progress summary", () => {
  async function complete(userId: string, completedAt: string, duration: number, status = "completed") {
    await server.db.insert(completedWorkouts).values({
      status,
      userId,
      workoutId: `w-${completedAt}`,
      name: "Run",
      type: "Cardio",
      intensity: "Medium",
      duration,
      date: completedAt.slice(0, 10),
      completedAt: new Date(completedAt),
    });
  }

  it("sums last week on Monday morning, once", async () => {
    const { id, email } = await userIn("Asia/Tokyo");
    await complete(id, "2030-06-25T10:00:00Z", 30); // Tue 25 June (Tokyo)
    await complete(id, "2030-06-30T10:00:00Z", 45); // Sun 30 June (Tokyo)
    await complete(id, "2030-07-01T01:00:00Z", 20); // Mon 1 July 10:00 Tokyo: this week, not counted
    // Monday 1 July 07:00 in Tokyo: too early.
    expect((await server.scheduler.tick(new Date("2030-06-30T22:00:00Z"))).summaries).toBe(0);
    // 09:00 in Tokyo.
    expect((await server.scheduler.tick(new Date("2030-07-01T00:00:00Z"))).summaries).toBe(1);
    expect((await server.scheduler.tick(new Date("2030-07-01T03:00:00Z"))).summaries).toBe(0);
    expect((await rowsOf(id)).map((r) => r.message)).toEqual([
      "You completed 2 workouts (75 minutes) last week. Keep it up!",
    ]);
    expect(mailsTo(email).map((m) => m.subject)).toEqual(["Your weekly progress"]);
  });

  it("leaves skipped workouts out: a skip is a miss", async () => {
    const { id } = await userIn("UTC");
    await complete(id, "2030-07-09T10:00:00Z", 30);
    await complete(id, "2030-07-10T10:00:00Z", 60, "skipped");
    await server.scheduler.tick(new Date("2030-07-15T09:00:00Z"));
    expect((await rowsOf(id)).map((r) => r.message)).toEqual([
      "You completed 1 workout (30 minutes) last week. Keep it up!",
    ]);
  });

  it("is off with the progress toggle", async () => {
    const { id } = await userIn("UTC", { progress: false });
    await complete(id, "2030-07-03T10:00:00Z", 30);
    await server.scheduler.tick(new Date("2030-07-08T09:00:00Z"));
    expect(await rowsOf(id)).toHaveLength(0);
  });
});

describe("clockText", () => {
  it.each([
    ["00:05", "en", "12:05 AM"],
    ["12:00", "en", "12:00 PM"],
    ["18:30", "en", "6:30 PM"],
    ["07:00", "es", "07:00"],
    ["18:30", "es", "18:30"],
  ])("%s in %s is %s", (time, language, expected) => {
    expect(clockText(time, language)).toBe(expected);
  });
});
