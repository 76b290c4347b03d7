import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import type { PlannedSlot, ScheduleEvent, Workout } from "../types";
import {
  MAX_REPLY_CHARS,
  type NormalisePlanInput,
  normalisePlanReply,
  normaliseRegeneratedWorkout,
  readReplyJson,
} from "./normalise-plan";
import { REPLY_LIMITS } from "./normalise-workout";

const SLOTS: PlannedSlot[] = [
  {
    day: "Monday",
    date: "2026-11-23",
    startTime: "08:00",
    endTime: "08:45",
    type: "Cardio",
    inPreferredWindow: true,
  },
  {
    day: "Wednesday",
    date: "2026-11-25",
    startTime: "17:30",
    endTime: "18:15",
    type: "Yoga",
    inPreferredWindow: true,
  },
  {
    day: "Friday",
    date: "2026-11-27",
    startTime: "05:00",
    endTime: "05:45",
    type: "Cardio",
    inPreferredWindow: false,
  },
];

const FOUR = [{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }];

function workout(overrides: Record<string, unknown> = {}) {
  return {
    name: "Session",
    description: "Good",
    type: "Cardio",
    intensity: "High",
    exercises: FOUR,
    ...overrides,
  };
}

function run(reply: unknown, overrides: Partial<NormalisePlanInput> = {}) {
  const raw = typeof reply === "string" ? reply : JSON.stringify(reply);
  return normalisePlanReply({ raw, slots: SLOTS, events: [], timestamp: 1700000000000, ...overrides });
}

const threeWorkouts = () => [workout(), workout({ type: "Yoga" }), workout()];

function expectError(action: () => unknown, code: string, message: string) {
  expect(action).toThrow(DomainError);
  expect(action).toThrow(expect.objectContaining({ code, message }));
}

describe("reading the reply", () => {
  it.each([null, undefined, "", "   \n"])("an empty reply (%j) is AI_NO_RESPONSE", (raw) => {
    expectError(
      () => normalisePlanReply({ raw, slots: SLOTS, events: [], timestamp: 1 }),
      "AI_NO_RESPONSE",
      "No response from OpenAI",
    );
  });

  it("names the provider given", () => {
    expectError(() => run("", { provider: "Ollama" }), "AI_NO_RESPONSE", "No response from Ollama");
    expectError(
      () => run("{", { provider: "Ollama" }),
      "AI_INVALID_JSON",
      "Invalid JSON response from Ollama",
    );
  });

  it.each(["not json", "{workouts: []}", '{"workouts": [}'])("%j is AI_INVALID_JSON", (raw) => {
    expectError(() => run(raw), "AI_INVALID_JSON", "Invalid JSON response from OpenAI");
  });

  it("refuses a runaway reply before parsing it", () => {
    const huge = JSON.stringify({ workouts: threeWorkouts(), padding: "x".repeat(MAX_REPLY_CHARS) });
    expectError(() => run(huge), "AI_INVALID_JSON", "Invalid JSON response from OpenAI");
  });

  it("accepts JSON inside one Markdown code fence", () => {
    expect(readReplyJson('```json\n{"workouts": []}\n```')).toEqual({ workouts: [] });
  });

  it.each([{}, { workouts: {} }, { workouts: "none" }, [], 42, "text"])(
    "%j has no workouts array: AI_NO_WORKOUTS",
    (reply) => {
      expectError(
        () => run(JSON.stringify(reply)),
        "AI_NO_WORKOUTS",
        "OpenAI response does not contain a workouts array",
      );
    },
  );
});

describe("workout count", () => {
  it("cuts extra workouts to the requested count", () => {
    expect(run({ workouts: [...threeWorkouts(), workout(), workout()] }).workouts).toHaveLength(3);
  });

  it("refuses fewer workouts than requested", () => {
    expectError(
      () => run({ workouts: [workout()] }),
      "AI_TOO_FEW",
      "AI generated only 1 workouts but 3 were required. Please try again.",
    );
  });

  it("does not count entries that are not objects", () => {
    expectError(
      () => run({ workouts: [workout(), "Yoga", null, workout()] }),
      "AI_TOO_FEW",
      "AI generated only 2 workouts but 3 were required. Please try again.",
    );
  });
});

describe("slots and ids", () => {
  it("overwrites day, times and date from the assigned slot and warns when the model proposed others", () => {
    const proposed = workout({ day: "Sunday", date: "2026-11-29", startTime: "23:00", endTime: "23:45" });
    const result = run({ workouts: [proposed, workout({ type: "Yoga" }), workout()] });
    expect(
      result.workouts.map(({ day, date, startTime, endTime }) => ({ day, date, startTime, endTime })),
    ).toEqual(SLOTS.map(({ day, date, startTime, endTime }) => ({ day, date, startTime, endTime })));
    expect(result.warnings).toEqual([expect.stringContaining("outside its assigned slot")]);
  });

  it("gives ids workout-{timestamp}-{index} and the slot's length as duration", () => {
    const result = run({ workouts: threeWorkouts() });
    expect(result.workouts.map((w) => w.id)).toEqual([
      "workout-1700000000000-0",
      "workout-1700000000000-1",
      "workout-1700000000000-2",
    ]);
    expect(result.workouts.every((w) => w.duration === 45)).toBe(true);
  });

  it("refuses a timestamp that would make a malformed id", () => {
    expect(() => run({ workouts: threeWorkouts() }, { timestamp: Number.NaN })).toThrow(
      expect.objectContaining({ code: "INVALID_INPUT" }),
    );
  });

  it("refuses two workouts on one date", () => {
    const slots = [SLOTS[0]!, { ...SLOTS[1]!, date: "2026-11-23" }, SLOTS[2]!, { ...SLOTS[2]! }];
    expectError(
      () => run({ workouts: [...threeWorkouts(), workout()] }, { slots }),
      "AI_DUPLICATE_DATES",
      "Multiple workouts scheduled for the same date(s): 2026-11-23, 2026-11-27",
    );
  });

  it("keeps a workout that clashes with an event, with a warning", () => {
    const events: ScheduleEvent[] = [
      { name: "Call", day: "Monday", startTime: "08:30", endTime: "09:00", isRecurring: true },
      { name: "Touching", day: "Wednesday", startTime: "18:15", endTime: "19:00", isRecurring: true },
    ];
    const result = run({ workouts: threeWorkouts() }, { events });
    expect(result.workouts).toHaveLength(3);
    expect(result.warnings).toEqual([
      'Workout "Session" on Monday 2026-11-23 at 08:00-08:45 overlaps an event in your schedule; it was kept.',
    ]);
  });
});

describe("types", () => {
  it("keeps the model's types when their counts match the required distribution", () => {
    const reply = { workouts: [workout({ type: "yoga" }), workout(), workout()] };
    expect(run(reply).workouts.map((w) => w.type)).toEqual(["Yoga", "Cardio", "Cardio"]);
  });

  it.each([
    ["counts differ", ["Cardio", "Cardio", "Cardio"]],
    ["an unknown type", ["Cardio", "Pilates", "Cardio"]],
    ["a missing type", ["Cardio", undefined, "Yoga"]],
  ])("reassigns the slots' types in order when %s", (_, types) => {
    const reply = { workouts: types.map((type) => workout({ type })) };
    expect(run(reply).workouts.map((w) => w.type)).toEqual(["Cardio", "Yoga", "Cardio"]);
  });
});

describe("workout fields", () => {
  it("applies defaults: intensity Medium, description '', name from the type", () => {
    const bare = { exercises: FOUR };
    const result = run({
      workouts: [bare, { ...bare, intensity: "Brutal", type: "Yoga" }, { ...bare, description: 7 }],
    });
    expect(result.workouts.map((w) => [w.name, w.description, w.intensity])).toEqual([
      ["Cardio Workout", "", "Medium"],
      ["Yoga Workout", "", "Medium"],
      ["Cardio Workout", "", "Medium"],
    ]);
  });

  it("applies the exercise rules", () => {
    const exercises = [
      { name: "Squat", sets: 5, reps: 20 },
      { name: " squat ", sets: 1 },
      { sets: 2, reps: "8-15" },
      { name: "Plank", reps: "45 seconds", notes: "Brace" },
      { name: "Row" },
    ];
    const result = run({ workouts: [workout({ exercises }), workout({ type: "Yoga" }), workout()] });
    expect(result.workouts[0]!.exercises).toEqual([
      { name: "Squat", sets: 3, reps: "12", notes: "Perform with proper form" },
      { name: "Exercise", sets: 2, reps: "8-12", notes: "Perform with proper form" },
      { name: "Plank", sets: 3, reps: "45 seconds", notes: "Brace" },
      { name: "Row", sets: 3, reps: "10", notes: "Perform with proper form" },
    ]);
  });

  it("keeps a workout with fewer than 4 exercises, with a warning", () => {
    const result = run({
      workouts: [workout({ exercises: [{ name: "A" }] }), workout({ type: "Yoga" }), workout()],
    });
    expect(result.workouts[0]!.exercises).toHaveLength(1);
    expect(result.warnings).toEqual([
      'Workout "Session" on Monday 2026-11-23 at 08:00-08:45 has only 1 exercises (4-6 expected).',
    ]);
  });

  it("caps oversized text", () => {
    const long = "x".repeat(5000);
    const result = run({
      workouts: [workout({ name: long, description: long }), workout({ type: "Yoga" }), workout()],
    });
    expect(result.workouts[0]!.name).toHaveLength(REPLY_LIMITS.workoutName);
    expect(result.workouts[0]!.description).toHaveLength(REPLY_LIMITS.description);
  });
});

describe("any reply that passes is safe to store (property)", () => {
  const field = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.boolean(),
  );
  const exercise = fc.oneof(
    fc.record({ name: field, sets: field, reps: field, notes: field }, { requiredKeys: [] }),
    fc.string({ maxLength: 20 }),
    fc.constant(null),
  );
  const entry = fc.record(
    {
      name: field,
      description: field,
      type: fc.oneof(field, fc.constantFrom("Cardio", "Yoga")),
      intensity: field,
      exercises: fc.array(exercise, { maxLength: 30 }),
    },
    { requiredKeys: [] },
  );

  it("keeps the slots, the caps and the exercise rules", () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 3, maxLength: 6 }), (workouts) => {
        const result = run({ workouts });
        expect(result.workouts).toHaveLength(SLOTS.length);
        result.workouts.forEach((w: Workout, i) => {
          expect(w.date).toBe(SLOTS[i]!.date);
          expect(w.name.length).toBeGreaterThan(0);
          expect(Array.from(w.name).length).toBeLessThanOrEqual(REPLY_LIMITS.workoutName);
          expect(w.exercises.length).toBeLessThanOrEqual(REPLY_LIMITS.exercises);
          const names = w.exercises.map((e) => e.name.trim().toLowerCase());
          expect(new Set(names).size).toBe(names.length);
          for (const e of w.exercises) {
            expect(e.sets >= 1 && e.sets <= 3).toBe(true);
            if (/^\d+$/.test(e.reps)) expect(Number(e.reps)).toBeLessThanOrEqual(12);
            expect(e.notes.length).toBeGreaterThan(0);
          }
        });
        expect(result.workouts.filter((w) => w.type === "Cardio")).toHaveLength(2);
      }),
      { numRuns: 200 },
    );
  });
});

describe("normaliseRegeneratedWorkout", () => {
  const original: Workout = {
    id: "workout-1-0",
    name: "Old",
    description: "Old one",
    day: "Monday",
    startTime: "08:00",
    endTime: "08:45",
    type: "Cardio",
    intensity: "Low",
    duration: 45,
    exercises: [{ name: "Jog", sets: 1, reps: "10", notes: "Easy" }],
    date: "2026-11-23",
  };
  const regenerate = (reply: unknown) =>
    normaliseRegeneratedWorkout({ raw: typeof reply === "string" ? reply : JSON.stringify(reply), original });

  it("keeps id, day, times, date and duration; replaces name, description, type, intensity and exercises", () => {
    const fresh = workout({
      name: "New",
      description: "Fresh",
      type: "HIIT",
      intensity: "high",
      day: "Friday",
    });
    const { workout: result, warnings } = regenerate({ workouts: [fresh] });
    expect(result).toEqual({
      id: "workout-1-0",
      name: "New",
      description: "Fresh",
      day: "Monday",
      startTime: "08:00",
      endTime: "08:45",
      type: "HIIT",
      intensity: "High",
      duration: 45,
      exercises: FOUR.map(({ name }) => ({ name, sets: 3, reps: "10", notes: "Perform with proper form" })),
      date: "2026-11-23",
    });
    expect(warnings).toEqual([]);
  });

  it("accepts {workout: …} and a bare workout object", () => {
    expect(regenerate({ workout: workout({ name: "A" }) }).workout.name).toBe("A");
    expect(regenerate(workout({ name: "B" })).workout.name).toBe("B");
  });

  it("keeps the original type when the model's is unknown, and warns about few exercises", () => {
    const { workout: result, warnings } = regenerate({
      workouts: [workout({ type: "Pilates", exercises: [{ name: "X", sets: 9 }] })],
    });
    expect(result.type).toBe("Cardio");
    expect(result.exercises).toEqual([{ name: "X", sets: 3, reps: "10", notes: "Perform with proper form" }]);
    expect(warnings).toHaveLength(1);
  });

  it.each([
    ["an empty reply", ""],
    ["invalid JSON", "{"],
    ["no workout", { workouts: [] }],
    ["a workout without exercises", { workouts: [workout({ exercises: [] })] }],
    ["exercises that are all unusable", { workouts: [workout({ exercises: [1, null] })] }],
    ["an unrelated object", { answer: 42 }],
  ])("fails with AI_REGENERATE_FAILED on %s", (_, reply) => {
    expectError(() => regenerate(reply), "AI_REGENERATE_FAILED", "Failed to generate a new workout");
  });
});
