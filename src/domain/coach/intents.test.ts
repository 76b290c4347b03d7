import { describe, expect, it } from "vitest";
import { exerciseById } from "../planning/catalogue";
import { exerciseNamed, swapsFor } from "./intents";
import { offlineCoachAnswer } from "./offline-coach";
import { countSentences } from "./text";
import type { CoachContext } from "./types";

// The questions the offline coach answers from the user's plan and the catalogue (ADR 0060).

const context = (language: "en" | "es"): CoachContext => ({
  language,
  measurementUnit: "metric",
  name: "Ana",
  // A Saturday: Monday's cardio is next week's.
  today: "2026-03-07",
  now: "12:00",
  profile: {
    age: 34,
    gender: "female",
    weight: 150,
    height: 66,
    primaryGoal: "Build muscle",
    secondaryGoals: [],
    duration: 45,
    frequency: 3,
    preferredTimes: [],
    workoutTypes: ["Weight Training", "Cardio"],
  },
  week: [
    {
      name: "Full Body Strength",
      date: "2026-03-08",
      day: "Sunday",
      startTime: "10:00",
      type: "Weight Training",
      intensity: "Medium",
      duration: 45,
      completed: false,
    },
  ],
  upcoming: [
    {
      name: "Steady Cardio",
      date: "2026-03-09",
      day: "Monday",
      startTime: "07:00",
      type: "Cardio",
      intensity: "Low",
      duration: 30,
      completed: false,
    },
  ],
  history: [],
});

const ask = (question: string, language: "en" | "es" = "en") =>
  offlineCoachAnswer([{ role: "user", content: question }], context(language));

describe("offline coach intents", () => {
  it("answers whether to do Monday's cardio with tight shoulders, from the plan", () => {
    const answer = ask("Shoulders feel tight, should I still do Monday's cardio?");
    expect(answer.addressed).toBe(true);
    expect(answer.text).toContain(
      "Having tight or sore shoulders is no reason to skip Monday's Steady Cardio",
    );
    expect(answer.text).toMatch(/arm circles/);
    expect(countSentences(answer.text)).toBeLessThanOrEqual(3);
    const es = ask("Tengo los hombros cargados, ¿hago el cardio del lunes?", "es");
    expect(es.addressed).toBe(true);
    expect(es.text).toContain("Steady Cardio del lunes");
  });

  it("says when the named day has nothing planned", () => {
    const answer = ask("My legs are sore, should I train on Thursday?");
    expect(answer.text).toContain("you have nothing left planned on Thursday");
  });

  it("swaps the snatch for same-muscle bodyweight or dumbbell exercises", () => {
    const answer = ask("Can I swap the snatch?");
    expect(answer.addressed).toBe(true);
    expect(answer.text).toMatch(
      /^I'm Custom Fit's built-in offline coach.*Yes: swap the Single-Arm Dumbbell Snatch for /,
    );
    const snatch = exerciseById("dumbbell-snatch");
    expect(snatch).toBeDefined();
    const options = swapsFor(snatch!);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(answer.text).toContain(option.name.en);
      expect(option.equipment).not.toBe("gym");
      expect(option.primaryMuscles.some((m) => snatch!.primaryMuscles.includes(m))).toBe(true);
    }
    expect(ask("¿Puedo cambiar la arrancada?", "es").text).toMatch(
      /Sí: cambia Arrancada con mancuerna a una mano por /,
    );
    expect(ask("¿Puedo cambiar las sentadillas búlgaras?", "es").text).toMatch(
      /Sí: cambia Sentadilla búlgara por /,
    );
  });

  it("explains why an exercise is in the plan: muscles, goal and form cue", () => {
    const answer = ask("Why am I doing goblet squats?");
    expect(answer.addressed).toBe(true);
    expect(answer.text).toMatch(/Goblet Squat is in your plan to help you build muscle: it works your /);
    expect(exerciseNamed("why romanian deadlift")?.id).toBe("barbell-romanian-deadlift");
  });

  it("answers pain safely and specifically: stop what hurts, what instead, when to see a professional", () => {
    const answer = ask("My knee hurts when I squat");
    expect(answer.addressed).toBe(true);
    expect(answer.text).toMatch(/Stop any exercise that causes pain in your knees/);
    expect(answer.text).toMatch(/seated upper-body work/);
    expect(answer.text).toMatch(/doctor today/);
    expect(answer.text).toMatch(/GP or physiotherapist/);
    expect(ask("What number of sets should I do?").text).not.toMatch(/Stop any exercise/);
    expect(ask("Me duele el hombro", "es").text).toMatch(/dolor en los hombros.*fisioterapeuta/);
  });

  it("counts small talk and questions it cannot answer as not addressed", () => {
    expect(ask("tell me a joke about quantum physics").addressed).toBe(false);
    expect(ask("hello").addressed).toBe(false);
    expect(ask("Can I swap it?").addressed).toBe(false);
    expect(ask("What's my next workout?").addressed).toBe(true);
    expect(ask("I'm travelling this week, no gym").addressed).toBe(true);
    expect(ask("I only have 20 minutes today").addressed).toBe(true);
  });
});
