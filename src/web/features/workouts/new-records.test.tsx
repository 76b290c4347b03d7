// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { TPersonalRecord } from "#contracts/progress";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { NewRecords } from "./new-records";

// The completion summary's records: one line per exercise, in the unit the server answered in, in en and es.

const bench = (kind: TPersonalRecord["kind"], extra: Partial<TPersonalRecord> = {}): TPersonalRecord => ({
  exercise: "Bench Press",
  kind,
  unit: "metric",
  weight: 62.5,
  reps: 5,
  e1rm: 72.9,
  previous: kind === "reps" ? 3 : 60,
  ...extra,
});

async function renderIn(language: "en" | "es", records: TPersonalRecord[]) {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["workouts"], i18n);
  render(
    <I18nextProvider i18n={i18n}>
      <NewRecords records={records} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("NewRecords", () => {
  it("lists each exercise once with the records it beat", async () => {
    await renderIn("en", [
      bench("weight"),
      bench("e1rm"),
      { ...bench("reps"), exercise: "Row", unit: "imperial", weight: 135, reps: 8 },
    ]);
    expect(screen.getByRole("heading", { name: "New personal records" })).toBeTruthy();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "Bench Press: heaviest weight 62.5 kg × 5 (was 60 kg); e1RM (Epley estimate) 72.9 kg from 62.5 kg × 5 (was 60 kg)",
      "Row: 8 reps at 135 lb or heavier (was 3)",
    ]);
  });

  it("speaks Spanish with a decimal comma", async () => {
    await renderIn("es", [bench("weight")]);
    expect(screen.getByRole("heading", { name: "Nuevo récord personal" })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe(
      "Bench Press: mayor peso 62,5 kg × 5 (antes 60 kg)",
    );
  });
});
