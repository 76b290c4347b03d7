// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { ExerciseTarget } from "./exercise-target";

// The target under an exercise's name on a workout card, in en and es, kg and lb.

const exercise = (extra: Record<string, unknown>) => ({
  name: "Bench Press",
  sets: 3,
  reps: "8-12",
  notes: "",
  ...extra,
});

async function text(language: "en" | "es", unit: "metric" | "imperial", extra: Record<string, unknown>) {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["workouts"], i18n);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <ExerciseTarget exercise={exercise(extra)} unit={unit} />
    </I18nextProvider>,
  );
  return container.textContent;
}

afterEach(cleanup);

describe("ExerciseTarget", () => {
  it("shows the target load in the user's unit and language", async () => {
    expect(await text("en", "metric", { weight: 62.5, targetReps: 8 })).toBe("Target 8 @ 62.5 kg");
    expect(await text("es", "metric", { weight: 62.5, targetReps: 8 })).toBe("Objetivo 8 @ 62,5 kg");
    expect(await text("en", "imperial", { weight: 140, targetReps: null })).toBe("Target 8-12 @ 140 lbs");
  });

  it("shows reps or seconds alone for moves without a load, and nothing the first time", async () => {
    expect(await text("en", "metric", { weight: null, targetReps: 12 })).toBe("Target 12");
    expect(await text("es", "metric", { reps: "30 segundos", weight: null, targetReps: 35 })).toBe(
      "Objetivo 35 s",
    );
    expect(await text("en", "metric", { weight: null, targetReps: null })).toBe("");
  });
});
