import { describe, expect, it } from "vitest";
import { ZPreferencesInput } from "#contracts/preferences";
import type { Weekday } from "#domain/types";
import { checkEvent, eventDraftToItems, newEventDraft, weeklyDays } from "../../lib/event-drafts";
import { profileDraftOf, withKit, withProfile } from "./equipment-drafts";
import {
  convertUnits,
  emptyForm,
  formFromPreferences,
  type PreferencesForm,
  toPreferencesInput,
  validateStep,
} from "./form-model";

const filled = (): PreferencesForm => ({
  ...emptyForm(),
  age: "34",
  weight: "70",
  heightCm: "175",
  gender: "female",
  primaryGoal: "Build muscle",
  secondaryGoals: ["Reduce stress"],
  duration: "45",
  frequency: "3",
  preferredTimes: ["Morning (8AM-11AM)"],
  workoutTypes: ["Weight Training", "Yoga"],
  events: [newEventDraft({ name: "Team standup", day: "Tuesday", startTime: "09:00", endTime: "09:30" })],
});

describe("onboarding steps", () => {
  it("refuses an empty step with a message per field", () => {
    const form = emptyForm();
    expect(Object.keys(validateStep("personal", form, "metric")).sort()).toEqual([
      "age",
      "gender",
      "heightCm",
      "weight",
    ]);
    expect(validateStep("goals", form, "metric")).toEqual({ primaryGoal: { key: "choosePrimary" } });
    expect(Object.keys(validateStep("workout", form, "metric")).sort()).toEqual([
      "preferredTimes",
      "workoutTypes",
    ]);
    expect(validateStep("week", form, "metric")).toEqual({});
  });

  it("checks human ranges in the units shown", () => {
    const form = { ...filled(), age: "12", weight: "400", heightCm: "80" };
    const errors = validateStep("personal", form, "metric");
    expect(errors.age).toEqual({ key: "ageRange", values: { min: 13, max: 100 } });
    expect(errors.weight).toEqual({ key: "weightRange", values: { min: 23, max: 317, unit: "kg" } });
    expect(errors.heightCm?.key).toBe("heightRange");
    const imperial = validateStep(
      "personal",
      { ...filled(), weight: "40", heightFt: "5", heightIn: "13" },
      "imperial",
    );
    expect(imperial.weight).toEqual({ key: "weightRange", values: { min: 50, max: 700, unit: "lbs" } });
    expect(imperial.heightIn).toEqual({ key: "number" });
    expect(validateStep("personal", { ...filled(), age: "34.5" }, "metric").age).toEqual({
      key: "wholeNumber",
    });
  });

  it("checks workout numbers and events like the API does", () => {
    const errors = validateStep("workout", { ...filled(), duration: "5", frequency: "8" }, "metric");
    expect(errors.duration?.key).toBe("durationRange");
    expect(errors.frequency?.key).toBe("frequencyRange");
    const bad = newEventDraft({
      name: " ",
      repeats: "once",
      date: "2025-02-30",
      startTime: "10:00",
      endTime: "09:00",
    });
    const midnight = newEventDraft({ name: "Late shift", startTime: "22:00", endTime: "00:00" });
    const week = validateStep("week", { ...filled(), events: [bad, midnight] }, "metric");
    expect(week).toEqual({
      [`events.${bad.key}.name`]: { key: "eventName" },
      [`events.${bad.key}.date`]: { key: "date" },
      [`events.${bad.key}.endTime`]: { key: "endAfterStart" },
    });
  });

  it("builds a body the API contract accepts, in lbs and inches", () => {
    const once = newEventDraft({
      name: "Dentist",
      repeats: "once",
      date: "2025-03-06",
      startTime: "15:00",
      endTime: "16:00",
    });
    const input = toPreferencesInput({ ...filled(), events: [...filled().events, once] }, "metric", true);
    expect(input.personalInfo).toEqual({ age: 34, weight: 154.3, height: 68.9, gender: "female" });
    expect(input.schedule?.[1]).toMatchObject({ day: "Thursday", isRecurring: false, date: "2025-03-06" });
    expect(ZPreferencesInput.safeParse(input).success).toBe(true);
    expect(toPreferencesInput(filled(), "metric", false).schedule).toBeUndefined();
  });

  it("keeps values when the units flip, and reads saved preferences back", () => {
    const imperial = convertUnits(filled(), "metric", "imperial");
    expect(imperial).toMatchObject({ weight: "154.3", heightFt: "5", heightIn: "9" });
    expect(convertUnits(imperial, "imperial", "metric")).toMatchObject({ weight: "70", heightCm: "175" });
    const form = formFromPreferences(
      {
        ...toPreferencesInput(filled(), "metric", false),
        equipmentProfiles: [{ id: "gym", name: "Gym", kit: ["barbell"], isDefault: true }],
        experienceLevel: "beginner",
        schedule: [
          {
            id: "e1",
            name: "Standup",
            day: "Tuesday",
            startTime: "09:00",
            endTime: "09:30",
            isRecurring: true,
            specificDate: null,
            date: null,
            type: null,
            source: "manual",
          },
        ],
        updatedAt: "2025-03-01T00:00:00Z",
      },
      "metric",
    );
    expect(form).toMatchObject({
      age: "34",
      weight: "70",
      heightCm: "175",
      primaryGoal: "Build muscle",
      experienceLevel: "beginner",
      profiles: [{ id: "gym", name: "Gym", kit: ["barbell"], isDefault: true }],
    });
    expect(form.events[0]).toMatchObject({ id: "e1", repeats: "weekly", day: "Tuesday" });
  });

  it("keeps an event on several weekdays as one entry: Mon–Fri standup is one draft, stored one event per day", () => {
    const stored = (id: string, day: Weekday, name = "Standup") => ({
      id,
      name,
      day,
      startTime: "09:00",
      endTime: "09:30",
      isRecurring: true,
      specificDate: null,
      date: null,
      type: null,
      source: "manual" as const,
    });
    const form = formFromPreferences(
      {
        ...toPreferencesInput(filled(), "metric", false),
        equipmentProfiles: [{ id: "gym", name: "Gym", kit: ["barbell"], isDefault: true }],
        experienceLevel: "beginner",
        schedule: [
          stored("e3", "Wednesday"),
          stored("e1", "Monday"),
          stored("e2", "Tuesday"),
          stored("e4", "Thursday"),
          stored("e5", "Friday"),
          stored("x", "Monday", "Lunch"),
        ],
        updatedAt: "2025-03-01T00:00:00Z",
      },
      "metric",
    );
    expect(form.events).toHaveLength(2);
    const [standup] = form.events;
    if (!standup) throw new Error("no standup");
    expect(weeklyDays(standup)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    // Saved again: one event per day, each with its own id (updated, not recreated); a day taken off goes.
    const input = toPreferencesInput(
      { ...form, events: [{ ...standup, days: ["Monday", "Tuesday", "Wednesday", "Thursday"] }] },
      "metric",
      true,
    );
    expect(input.schedule?.map((item) => [item.id, item.day, item.name])).toEqual([
      ["e1", "Monday", "Standup"],
      ["e2", "Tuesday", "Standup"],
      ["e3", "Wednesday", "Standup"],
      ["e4", "Thursday", "Standup"],
    ]);
    expect(ZPreferencesInput.safeParse(input).success).toBe(true);
    // A new draft on several days: one event per day, no ids; no day at all is an error at the field.
    const fresh = newEventDraft({ name: "Gym class", days: ["Tuesday", "Thursday"] });
    expect(eventDraftToItems(fresh).map((item) => [item.day, item.id])).toEqual([
      ["Tuesday", undefined],
      ["Thursday", undefined],
    ]);
    expect(checkEvent({ ...fresh, days: [] }).days).toEqual({ key: "chooseDay" });
  });

  it("sends a place's weight limits as typed, checks them, and drops those of equipment no longer ticked", () => {
    const home = withProfile([], "Home", ["dumbbells", "pull-up-bar", "barbell"])[0]!;
    const capped = {
      ...home,
      maxLoads: {
        dumbbells: { weight: "24", unit: "kg" as const },
        barbell: { weight: "", unit: "kg" as const },
      },
    };
    const input = toPreferencesInput({ ...filled(), profiles: [capped] }, "metric", false);
    expect(input.equipmentProfiles?.[0]?.maxLoads).toEqual({ dumbbells: { weight: 24, unit: "kg" } });
    expect(ZPreferencesInput.safeParse(input).success).toBe(true);
    const wrong = { ...capped, maxLoads: { dumbbells: { weight: "0", unit: "lb" as const } } };
    expect(validateStep("workout", { ...filled(), profiles: [wrong] }, "metric")).toMatchObject({
      [`profiles.${home.key}.maxLoads.dumbbells`]: { key: "loadCapRange", values: { max: 1100, unit: "lb" } },
    });
    // Dumbbells unticked: their limit goes with them.
    expect(withKit(capped, ["pull-up-bar"]).maxLoads).toEqual({});
    // Read back from saved preferences as it was typed.
    const saved = profileDraftOf({
      id: "home",
      name: "Home",
      kit: ["dumbbells"],
      isDefault: true,
      maxLoads: { dumbbells: { weight: 52.5, unit: "lb" } },
    });
    expect(saved.maxLoads).toEqual({ dumbbells: { weight: "52.5", unit: "lb" } });
  });
});
