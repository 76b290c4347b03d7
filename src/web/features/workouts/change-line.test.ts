// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { TWorkoutChange } from "#contracts/workouts";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { changeLine } from "./change-line";

// The one line a changed workout's card shows (issue 34, ADR 0094), in English and Spanish.

const shortened: TWorkoutChange = {
  code: "shortened",
  minutes: 35,
  cause: { kind: "event-grew", eventName: "Team meeting", startTime: "10:00" },
  kept: ["Squat", "Bench Press"],
  dropped: [
    { name: "Curl", sets: 3 },
    { name: "Row", sets: 3 },
  ],
  supersets: [],
  movedTo: [{ name: "Row", sets: 3, date: "2026-12-03" }],
};
const carried: TWorkoutChange = {
  code: "carried-in",
  minutes: 45,
  added: [
    { name: "Row", sets: 1, from: "2026-12-01" },
    { name: "Squat", sets: 2, from: "2026-12-01" },
  ],
};

async function lineIn(language: "en" | "es", change: TWorkoutChange) {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["workouts"], i18n);
  return changeLine(change, i18n.t, language);
}

describe("changeLine", () => {
  it("says what shrank a workout, what stayed, what went and where, in English", async () => {
    expect(await lineIn("en", shortened)).toBe(
      "35 min: Team meeting at 10:00 grew; Squat and Bench Press kept, Curl dropped, 3 sets of Row moved to Thursday",
    );
    expect(await lineIn("en", carried)).toBe(
      "45 min: took in 1 set of Row from Tuesday and 2 sets of Squat from Tuesday",
    );
    expect(await lineIn("en", { code: "pinned-conflict", minutes: 45, freeMinutes: 30 })).toBe(
      "Stays where you placed it, though only 30 min are free now",
    );
  });

  it("and in Spanish", async () => {
    expect(await lineIn("es", shortened)).toBe(
      "35 min: Team meeting de las 10:00 se alargó; mantiene Squat y Bench Press, quita Curl, 3 series de Row pasan al jueves",
    );
    expect(await lineIn("es", carried)).toBe(
      "45 min: suma 1 serie de Row del martes y 2 series de Squat del martes",
    );
    expect(await lineIn("es", { code: "moved", minutes: 45, freeMinutes: 15 })).toBe(
      "Movido: solo quedaban 15 min donde estaba",
    );
  });
});
