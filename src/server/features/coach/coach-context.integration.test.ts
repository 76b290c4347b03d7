import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedWorkouts, userPreferences, userSettings, workouts } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { buildCoachContext } from "./coach-context.service";

// The coach's context is read in two statements (coach.repository.ts): what does not depend on the date, then the
// week and what follows it, in the user's own time zone. Each case here is checked against rows written directly.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Monday 23 November 2026, 23:30 UTC: already Tuesday the 24th in Auckland. */
const NOW = new Date("2026-11-23T23:30:00Z");

function workout(userId: string, id: string, date: string, startTime: string) {
  return {
    userId,
    id,
    name: `W ${date} ${startTime}`,
    day: new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }),
    startTime,
    endTime: startTime,
    type: "Cardio",
    intensity: "Low",
    duration: 30,
    date,
  };
}

async function user(name: string) {
  return (await server.client().signUp({ name })).id;
}

describe("buildCoachContext", () => {
  it("uses the product's defaults and empty lists for a user who saved nothing", async () => {
    const id = await user("New");
    const context = await buildCoachContext({ db: server.db, userId: id, userName: "New", now: NOW });
    expect(context).toMatchObject({
      language: "en",
      name: "New",
      profile: null,
      week: [],
      upcoming: [],
      history: [],
    });
  });

  it("reads the week in the user's time zone, the next three after it, and the five latest completions", async () => {
    const id = await user("Kiwi");
    const other = await user("Other");
    await server.db.insert(userSettings).values({
      userId: id,
      theme: "light",
      notifications: { email: true, push: false, workout: true, progress: true, schedule: true },
      language: "es",
      measurementUnit: "metric",
      soundEffects: true,
      timeZone: "Pacific/Auckland",
    });
    await server.db.insert(userPreferences).values({
      userId: id,
      personalInfo: { age: 40, weight: 150, height: 65, gender: "male" },
      fitnessGoals: { primaryGoal: "Improve endurance", secondaryGoals: [] },
      workoutPreferences: { duration: 30, frequency: 4, preferredTimes: [], workoutTypes: ["Cardio"] },
    });
    await server.db.insert(workouts).values([
      workout(id, "before", "2026-11-22", "07:00"), // the Sunday before Auckland's week
      workout(id, "wed", "2026-11-25", "07:00"),
      workout(id, "mon-late", "2026-11-23", "18:00"),
      workout(id, "mon-early", "2026-11-23", "06:00"),
      workout(id, "sun", "2026-11-29", "09:00"),
      workout(id, "next-1", "2026-12-02", "07:00"),
      workout(id, "next-0", "2026-11-30", "07:00"),
      workout(id, "next-2", "2026-12-03", "07:00"),
      workout(id, "next-3", "2026-12-04", "07:00"),
      workout(other, "theirs", "2026-11-24", "07:00"),
    ]);
    const completions = [1, 2, 3, 4, 5, 6].map((n) => ({
      userId: id,
      workoutId: `done-${n}`,
      name: `Done ${n}`,
      type: "Cardio",
      intensity: "Low",
      duration: 20 + n,
      date: `2026-11-0${n}`,
      completedAt: new Date(`2026-11-0${n}T10:00:00Z`),
    }));
    await server.db
      .insert(completedWorkouts)
      .values([
        ...completions,
        { ...completions[0]!, userId: other, workoutId: "theirs", name: "Not yours" },
      ]);

    const context = await buildCoachContext({ db: server.db, userId: id, userName: "Kiwi", now: NOW });

    expect(context.language).toBe("es");
    expect(context.measurementUnit).toBe("metric");
    expect(context.today).toBe("2026-11-24");
    expect(context.now).toBe("12:30");
    expect(context.profile).toMatchObject({ age: 40, primaryGoal: "Improve endurance", frequency: 4 });
    expect(context.week.map((w) => `${w.date} ${w.startTime}`)).toEqual([
      "2026-11-23 06:00",
      "2026-11-23 18:00",
      "2026-11-25 07:00",
      "2026-11-29 09:00",
    ]);
    expect(context.week[0]).toMatchObject({ day: "Monday", completed: false, duration: 30 });
    expect(context.upcoming.map((w) => w.date)).toEqual(["2026-11-30", "2026-12-02", "2026-12-03"]);
    expect(context.history).toEqual(
      [6, 5, 4, 3, 2].map((n) => ({
        name: `Done ${n}`,
        date: `2026-11-0${n}`,
        type: "Cardio",
        duration: 20 + n,
      })),
    );
  });
});
