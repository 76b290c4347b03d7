// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { englishSentence, type Sentence } from "#contracts/errors";
import en from "../locales/errors/en.json";
import es from "../locales/errors/es.json";
import { ApiError } from "./api";
import { sayError } from "./error-sentence";
import { createI18n, setLanguage } from "./i18n";

// Every sentence the contract lists, with sample values: said in English exactly as the server's message (so the
// English strings cannot drift from it), and in Spanish as something else.
const SAMPLES: Sentence[] = [
  { code: "VALIDATION_ERROR", params: {} },
  { code: "INTERNAL", params: {} },
  { code: "MOVE_DAY_PASSED", params: {} },
  { code: "MOVE_TOO_FAR", params: { lastDate: "2026-12-10" } },
  { code: "WORKOUT_PAST_MIDNIGHT", params: { minutes: 45, startTime: "23:15" } },
  { code: "START_TIME_PASSED", params: { startTime: "07:00" } },
  { code: "NO_FREE_SLOT", params: {} },
  { code: "WORKOUT_CONFLICT", params: { name: "Upper body", startTime: "07:00", endTime: "07:45" } },
  { code: "READ_ONLY_EVENT", params: { calendar: "Work" } },
  { code: "TOO_MANY_EVENTS", params: { max: 200 } },
  { code: "TOO_MANY_CALENDARS", params: { max: 10 } },
  { code: "CALENDAR_SYNC_IN_PROGRESS", params: {} },
  { code: "CALENDAR_SYNC_TOO_SOON", params: { count: 1 } },
  { code: "CALENDAR_SYNC_TOO_SOON", params: { count: 12 } },
  { code: "CONFIRMATION_MISMATCH", params: {} },
  { code: "INVALID_PASSWORD", params: {} },
  { code: "TOO_MANY_PUSH_SUBSCRIPTIONS", params: { max: 10 } },
  { code: "HISTORY_FULL", params: { entries: 10, adding: 5, max: 12 } },
  { code: "TOO_MANY_WORKOUTS", params: { workouts: 3000, max: 2000 } },
];

const refusal = (sentence: Sentence) =>
  new ApiError(400, "VALIDATION_ERROR", englishSentence(sentence), undefined, { sentence });

describe("sayError", () => {
  it("has the same sentences in both languages", () => {
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(en.errors).sort());
  });

  it("says every listed sentence in English exactly as the server does", async () => {
    const i18n = await createI18n("en");
    for (const sentence of SAMPLES)
      expect(await sayError(i18n, refusal(sentence))).toBe(englishSentence(sentence));
  });

  it("says every listed sentence in Spanish, with its values", async () => {
    const i18n = await createI18n("en");
    await setLanguage(i18n, "es");
    for (const sentence of SAMPLES) {
      const said = await sayError(i18n, refusal(sentence));
      expect(said, sentence.code).not.toBe(englishSentence(sentence));
      for (const value of Object.values(sentence.params))
        expect(said, sentence.code).toContain(String(value));
    }
    expect(
      await sayError(
        i18n,
        refusal({ code: "WORKOUT_PAST_MIDNIGHT", params: { minutes: 45, startTime: "23:15" } }),
      ),
    ).toBe("Un entrenamiento de 45 minutos no puede empezar a las 23:15: terminaría después de medianoche.");
  });

  it("keeps the server's message for a code without a sentence, or one this build does not know", async () => {
    const i18n = await createI18n("es");
    expect(
      await sayError(i18n, new ApiError(409, "PLAN_IN_PROGRESS", "A plan is already being generated.")),
    ).toBe("A plan is already being generated.");
    const unknown = new ApiError(400, "VALIDATION_ERROR", "A newer server's sentence.", undefined, {
      sentence: { code: "FROM_A_NEWER_SERVER", params: {} },
    });
    expect(await sayError(i18n, unknown)).toBe("A newer server's sentence.");
    expect(await sayError(i18n, new Error("offline"))).toBe("offline");
  });
});
