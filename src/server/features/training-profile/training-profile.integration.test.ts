import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent } from "#contracts/events";
import { type TPreferences, ZPreferencesInput } from "#contracts/preferences";
import { AppError } from "../../lib/errors";
import { createTestServer, type TestServer } from "../../test/harness";
import { savePreferencesAndSchedule } from "./training-profile.service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

function validPreferences(schedule: unknown[] = []) {
  return {
    personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
    fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
    workoutPreferences: {
      duration: 45,
      frequency: 3,
      preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
      workoutTypes: ["Weight Training", "Yoga"],
    },
    schedule,
  };
}

const standup = {
  name: "Team standup",
  day: "Monday",
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
};

async function put(c: Client, json: unknown) {
  return c.request("/api/preferences", { method: "PUT", json });
}

async function issuesOf(response: Response): Promise<string[]> {
  const body = (await response.json()) as { error: string; issues?: { path: string }[] };
  expect(body.error).toBe("VALIDATION_ERROR");
  return (body.issues ?? []).map((issue) => issue.path);
}

describe("preferences API", () => {
  it("requires a session", async () => {
    expect((await server.client().request("/api/preferences")).status).toBe(401);
    expect((await put(server.client(), validPreferences())).status).toBe(401);
  });

  it("answers 404 PREFERENCES_NOT_SET before onboarding", async () => {
    const c = server.client();
    await c.signUp();
    const response = await c.request("/api/preferences");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "PREFERENCES_NOT_SET" });
    expect(((await (await c.request("/api/me")).json()) as { isNewUser: boolean }).isNewUser).toBe(true);
  });

  it("saves preferences with the schedule as events, drops workout items, and ends onboarding", async () => {
    const c = server.client();
    await c.signUp();
    const workout = { name: "Leg day", type: "workout", day: "Tuesday", startTime: "x", intensity: "High" };
    const dentist = {
      name: "Dentist",
      date: "2026-03-04",
      startTime: "15:00",
      endTime: "16:00",
      isRecurring: false,
    };
    const response = await put(c, validPreferences([standup, workout, dentist]));
    expect(response.status).toBe(200);
    const saved = (await response.json()) as TPreferences;
    expect(saved.personalInfo).toEqual(validPreferences().personalInfo);
    expect(saved.schedule).toHaveLength(2);
    expect(saved.schedule.map((e) => e.name)).toEqual(["Team standup", "Dentist"]);
    // The weekday of a dated event is derived from its date.
    expect(saved.schedule[1]).toMatchObject({ day: "Wednesday", date: "2026-03-04", source: "manual" });
    expect(Date.parse(saved.updatedAt)).not.toBeNaN();
    expect(await (await c.request("/api/preferences")).json()).toEqual(saved);
    expect(await (await c.request("/api/events")).json()).toEqual(saved.schedule);
    expect(((await (await c.request("/api/me")).json()) as { isNewUser: boolean }).isNewUser).toBe(false);
  });

  it("replaces the schedule, keeping the ids of the events sent back", async () => {
    const c = server.client();
    await c.signUp();
    const gym = { ...standup, name: "Gym class", day: "Friday" };
    const first = (await (await put(c, validPreferences([standup, gym]))).json()) as TPreferences;
    const [kept, dropped] = first.schedule as [TEvent, TEvent];
    const next = validPreferences([
      { ...kept, endTime: "09:45" },
      { name: "Choir", day: "Thursday", startTime: "19:00", endTime: "21:00", isRecurring: true },
    ]);
    const second = (await (await put(c, { ...next, updatedAt: first.updatedAt })).json()) as TPreferences;
    expect(second.schedule.map((e) => e.name).sort()).toEqual(["Choir", "Team standup"]);
    const standupNow = second.schedule.find((e) => e.name === "Team standup");
    expect(standupNow).toMatchObject({ id: kept.id, endTime: "09:45" });
    expect((await c.request(`/api/events/${dropped.id}`)).status).toBe(404);
  });

  it("never touches another user's event whose id is sent in the schedule", async () => {
    const owner = server.client();
    const intruder = server.client();
    await owner.signUp();
    await intruder.signUp();
    const [theirs] = ((await (await put(owner, validPreferences([standup]))).json()) as TPreferences)
      .schedule;
    const saved = (await (
      await put(intruder, validPreferences([{ ...theirs, name: "Mine now" }]))
    ).json()) as TPreferences;
    expect(saved.schedule[0]?.id).not.toBe(theirs?.id);
    expect(await (await owner.request(`/api/events/${theirs?.id}`)).json()).toEqual(theirs);
  });

  it("leaves the events alone when the body has no schedule", async () => {
    const c = server.client();
    await c.signUp();
    await put(c, validPreferences([standup]));
    const { schedule: _omitted, ...withoutSchedule } = validPreferences();
    const response = await put(c, {
      ...withoutSchedule,
      workoutPreferences: { ...withoutSchedule.workoutPreferences, frequency: 5 },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TPreferences;
    expect(body.workoutPreferences.frequency).toBe(5);
    expect(body.schedule.map((e) => e.name)).toEqual(["Team standup"]);
  });

  it("accepts an end of 00:00 as midnight", async () => {
    const c = server.client();
    await c.signUp();
    const late = { ...standup, name: "Night shift", startTime: "22:00", endTime: "00:00" };
    expect((await put(c, validPreferences([late]))).status).toBe(200);
  });

  const base = validPreferences();
  const withPersonal = (patch: object) => ({ ...base, personalInfo: { ...base.personalInfo, ...patch } });
  const withWorkout = (patch: object) => ({
    ...base,
    workoutPreferences: { ...base.workoutPreferences, ...patch },
  });
  const withEvent = (patch: object, index = 0) => {
    const schedule: unknown[] = [standup, standup, standup];
    schedule[index] = { ...standup, ...patch };
    return { ...base, schedule };
  };
  it.each([
    ["age 12", withPersonal({ age: 12 }), "personalInfo.age"],
    ["age 101", withPersonal({ age: 101 }), "personalInfo.age"],
    ["age 30.5", withPersonal({ age: 30.5 }), "personalInfo.age"],
    ["age as text", withPersonal({ age: "30" }), "personalInfo.age"],
    ["weight 20 lbs", withPersonal({ weight: 20 }), "personalInfo.weight"],
    ["weight 9000 lbs", withPersonal({ weight: 9000 }), "personalInfo.weight"],
    ["height 180 inches", withPersonal({ height: 180 }), "personalInfo.height"],
    ["unknown gender", withPersonal({ gender: "robot" }), "personalInfo.gender"],
    [
      "unknown goal",
      { ...base, fitnessGoals: { primaryGoal: "Get huge", secondaryGoals: [] } },
      "fitnessGoals.primaryGoal",
    ],
    [
      "repeated secondary goal",
      {
        ...base,
        fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress", "Reduce stress"] },
      },
      "fitnessGoals.secondaryGoals",
    ],
    ["duration 5", withWorkout({ duration: 5 }), "workoutPreferences.duration"],
    ["frequency 8", withWorkout({ frequency: 8 }), "workoutPreferences.frequency"],
    ["no preferred time", withWorkout({ preferredTimes: [] }), "workoutPreferences.preferredTimes"],
    ["unknown workout type", withWorkout({ workoutTypes: ["Pilates"] }), "workoutPreferences.workoutTypes.0"],
    ["time 9:00", withEvent({ startTime: "9:00" }, 1), "schedule.1.startTime"],
    ["time 25:00", withEvent({ startTime: "25:00" }, 2), "schedule.2.startTime"],
    ["time 09:60", withEvent({ endTime: "09:60" }), "schedule.0.endTime"],
    ["end before start", withEvent({ startTime: "10:00", endTime: "09:00" }, 2), "schedule.2.endTime"],
    ["00:00 to 00:00", withEvent({ startTime: "00:00", endTime: "00:00" }), "schedule.0.endTime"],
    ["unknown weekday", withEvent({ day: "Funday" }), "schedule.0.day"],
    [
      "weekday not that of the date",
      withEvent({ day: "Monday", date: "2026-03-04", isRecurring: false }),
      "schedule.0.day",
    ],
    ["2026-02-30", withEvent({ date: "2026-02-30", isRecurring: false }), "schedule.0.date"],
    ["month 13", withEvent({ specificDate: "2026-13-01", isRecurring: false }), "schedule.0.specificDate"],
    ["blank name", withEvent({ name: "   " }), "schedule.0.name"],
    ["500-character name", withEvent({ name: "x".repeat(500) }), "schedule.0.name"],
    ["5,000 items", { ...base, schedule: Array.from({ length: 5000 }, () => standup) }, "schedule"],
    ["schedule not a list", { ...base, schedule: "Mondays" }, "schedule"],
  ])("refuses %s with 400 naming the field and stores nothing", async (_label, body, path) => {
    const c = server.client();
    await c.signUp();
    const saved = await (await put(c, validPreferences([standup]))).json();
    const response = await put(c, body);
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toContain(path);
    expect(await (await c.request("/api/preferences")).json()).toEqual(saved);
  });

  it("refuses a first save that is invalid and stays a new user", async () => {
    const c = server.client();
    await c.signUp();
    expect((await put(c, withPersonal({ age: 7 }))).status).toBe(400);
    expect((await c.request("/api/preferences")).status).toBe(404);
    expect((await c.request("/api/events")).status).toBe(200);
    expect(await (await c.request("/api/events")).json()).toEqual([]);
  });

  it("refuses malformed bodies with a 4xx", async () => {
    const c = server.client();
    await c.signUp();
    const notJson = await c.request("/api/preferences", {
      method: "PUT",
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    const wrongType = await c.request("/api/preferences", {
      method: "PUT",
      body: "age=3",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);
  });

  it("answers 404 USER_NOT_FOUND when the user record is gone", async () => {
    const input = ZPreferencesInput.parse(validPreferences());
    const error = await savePreferencesAndSchedule({
      db: server.db,
      userId: "no-such-user",
      input,
      emit: server.emit,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "USER_NOT_FOUND",
      status: 404,
      message: "User record not found in database",
    });
  });
});
