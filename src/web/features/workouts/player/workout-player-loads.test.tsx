// @vitest-environment jsdom
import "../../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TExerciseProgress } from "#contracts/progress";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import type { TCompleteRequest } from "#contracts/workouts";
import { AppProviders } from "../../../app/providers";
import { createI18n, loadFeatureStrings } from "../../../lib/i18n";
import type { Workout } from "../../../queries/workouts";
import { keepSettingsFor } from "../../../test/kept-settings";
import { toPounds } from "./completion";
import { WorkoutPlayer } from "./workout-player";

// The player with loads: target weights and reps pre-filled, last time's numbers, the plate calculator for barbell
// lifts, optional warm-ups (never logged) and a first-time weight asked for.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

const WORKOUT: Workout = {
  id: "w1",
  name: "Strength A",
  description: "",
  day: "Tuesday",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  date: "2026-11-24",
  exercises: [
    { name: "Barbell Back Squat", sets: 2, reps: "5", notes: "", weight: 100, targetReps: 5 },
    { name: "Dumbbell Biceps Curl", sets: 1, reps: "10-12", notes: "", weight: null, targetReps: null },
  ],
};

const lastSquat = (unit: TSettings["measurementUnit"], weight: number): TExerciseProgress => ({
  exercise: "barbell back squat",
  unit,
  lastPerformedAt: "2026-11-20T07:30:00Z",
  lastSets: [
    { reps: 5, weight, seconds: null },
    { reps: 5, weight, seconds: null },
    { reps: 4, weight, seconds: null },
  ],
  bestSet: { weight, reps: 5 },
  e1rm: null,
  weeklyVolume: [],
});

function serve(settings: TSettings, progress: TExerciseProgress[]) {
  const sent: TCompleteRequest[] = [];
  const progressRequests: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/settings") return json(200, settings);
      if (url.pathname === "/api/progress/exercises") {
        progressRequests.push(url.pathname);
        return json(200, progress);
      }
      if (url.pathname === `/api/workouts/${WORKOUT.id}/complete` && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)) as TCompleteRequest);
        return json(200, { id: "done-1", workoutId: WORKOUT.id, name: WORKOUT.name });
      }
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return { sent, progressRequests };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
  await loadFeatureStrings(["workouts"], i18n);
  // The player imports the catalogue on its own (exercise-kinds.ts); loaded once here, it arrives within settle().
  await import("./exercise-kinds");
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date(TICKED) });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPlayer(settings: TSettings, workout: Workout = WORKOUT, strings: I18n = i18n) {
  keepSettingsFor(ME.user.id, settings);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: 0 } } })}>
      <AppProviders i18n={strings} initialDevice={settings} initialMe={ME}>
        <WorkoutPlayer workout={workout} onClose={vi.fn()} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog");
}

const metric: TSettings = { ...defaultSettings("UTC"), measurementUnit: "metric", soundEffects: false };
const imperial: TSettings = { ...defaultSettings("UTC"), measurementUnit: "imperial", soundEffects: false };
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** The faked clock, which no click moves: every set is ticked at this instant (ADR 0098). */
const TICKED = "2026-11-24T07:00:00.000Z";

describe("workout player with loads", () => {
  it("pre-fills the target, shows last time, the plates and the warm-ups, and logs only the work sets", async () => {
    const { sent, progressRequests } = serve(metric, [lastSquat("metric", 95)]);
    const dialog = renderPlayer(metric);
    await settle();

    expect(within(dialog).getByText("Target: 5 @ 100 kg")).toBeTruthy();
    expect(within(dialog).getByText("Last time: 2 × 5 @ 95 kg, 1 × 4 @ 95 kg")).toBeTruthy();
    expect(value("Weight (kg)")).toBe("100");
    expect(value("Reps done")).toBe("5");
    // The plates, as text behind a disclosure, following the weight as typed.
    expect(within(dialog).getByText("Plates per side")).toBeTruthy();
    expect(within(dialog).getByText("Each side: 25 + 15 kg, on a 20 kg bar.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Weight (kg)"), { target: { value: "101" } });
    expect(
      within(dialog).getByText(
        "101 kg can't be made with your plates. Nearest: 100 kg (25 + 15 a side) or 102.5 kg (25 + 15 + 1.25 a side).",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Weight (kg)"), { target: { value: "100" } });

    // Warm-ups on the first set only, ticked off without counting as sets.
    const warmups = within(dialog).getByRole("region", { name: "Warm-up sets (optional)" });
    expect(
      within(warmups)
        .getAllByRole("checkbox")
        .map((box) => box.parentElement?.textContent),
    ).toEqual(["20 kg × 10", "40 kg × 5", "60 kg × 3", "80 kg × 2"]);
    fireEvent.click(within(warmups).getByRole("checkbox", { name: "20 kg × 10" }));
    expect(within(dialog).getByText("0 of 3 sets done")).toBeTruthy();

    click("Done: next");
    click("Skip rest");
    expect(within(dialog).queryByRole("region", { name: "Warm-up sets (optional)" })).toBeNull();
    expect(value("Weight (kg)")).toBe("100");
    click("Done: next");
    click("Skip rest");

    // First time with a loaded exercise: an empty weight field that asks for a number; no plates for dumbbells.
    expect(within(dialog).getByText("Dumbbell Biceps Curl")).toBeTruthy();
    expect(value("Weight (kg)")).toBe("");
    expect(screen.getByLabelText("Weight (kg)").getAttribute("aria-describedby")).toBeTruthy();
    expect(
      within(dialog).getByText("First time: choose a weight you can lift for every rep with good form."),
    ).toBeTruthy();
    expect(within(dialog).queryByText("Plates per side")).toBeNull();
    fireEvent.change(screen.getByLabelText("Weight (kg)"), { target: { value: "12" } });
    click("Done: next");

    // One request for last time's numbers while the player was open.
    expect(progressRequests).toHaveLength(1);
    click("Save to history");
    await settle();
    expect(sent).toHaveLength(1);
    const squat = toPounds(100, "metric");
    expect(sent[0]?.exercises?.[0]?.loggedSets).toEqual([
      { reps: 5, weight: squat, seconds: null, completedAt: TICKED },
      { reps: 5, weight: squat, seconds: null, completedAt: TICKED },
    ]);
    expect(sent[0]?.exercises?.[1]?.loggedSets).toEqual([
      { reps: 12, weight: toPounds(12, "metric"), seconds: null, completedAt: TICKED },
    ]);
  });

  it("works in pounds with the imperial kit, and in Spanish", async () => {
    const spanish: TSettings = { ...imperial, language: "es" };
    const es = await createI18n("es");
    await loadFeatureStrings(["workouts"], es);
    serve(spanish, [lastSquat("imperial", 215)]);
    const squat = { ...WORKOUT.exercises[0]!, weight: 225 };
    const dialog = renderPlayer(spanish, { ...WORKOUT, exercises: [squat] }, es);
    await settle();

    expect(within(dialog).getByText("Objetivo: 5 @ 225 lbs")).toBeTruthy();
    expect(within(dialog).getByText("La última vez: 2 × 5 @ 215 lbs, 1 × 4 @ 215 lbs")).toBeTruthy();
    expect(value("Peso (lbs)")).toBe("225");
    expect(within(dialog).getByText("Cada lado: 45 + 45 lbs, en una barra de 45 lbs.")).toBeTruthy();
    const warmups = within(dialog).getByRole("region", { name: "Series de calentamiento (opcionales)" });
    expect(within(warmups).getAllByRole("checkbox")).toHaveLength(4);
    expect(within(warmups).getByText("135 lbs × 3")).toBeTruthy();
  });

  it("writes decimals as the language does and aims at the target reps", async () => {
    const spanish: TSettings = { ...metric, language: "es" };
    const es = await createI18n("es");
    await loadFeatureStrings(["workouts"], es);
    const { sent } = serve(spanish, []);
    const squat = {
      name: "Barbell Back Squat",
      sets: 1,
      reps: "6-8",
      notes: "",
      weight: 62.5,
      targetReps: 8,
    };
    const dialog = renderPlayer(spanish, { ...WORKOUT, exercises: [squat] }, es);
    await settle();

    expect(within(dialog).getByText("Objetivo: 8 @ 62,5 kg")).toBeTruthy();
    expect(value("Peso (kg)")).toBe("62,5");
    expect(value("Repeticiones hechas")).toBe("8");
    expect(within(dialog).getByText("Cada lado: 20 + 1,25 kg, en una barra de 20 kg.")).toBeTruthy();
    click("Hecho: siguiente");
    click("Guardar en el historial");
    await settle();
    expect(sent[0]?.exercises?.[0]?.loggedSets).toEqual([
      { reps: 8, weight: toPounds(62.5, "metric"), seconds: null, completedAt: TICKED },
    ]);
  });

  it("has no warm-ups, plates or hint for a workout without loads", async () => {
    serve(metric, []);
    const dialog = renderPlayer(metric, {
      ...WORKOUT,
      exercises: [{ name: "Push-ups", sets: 2, reps: "12", notes: "" }],
    });
    await settle();
    expect(within(dialog).getByText("Target: 12")).toBeTruthy();
    expect(within(dialog).queryByText("Plates per side")).toBeNull();
    expect(within(dialog).queryByRole("region", { name: "Warm-up sets (optional)" })).toBeNull();
    expect(screen.getByLabelText("Weight (kg)").getAttribute("aria-describedby")).toBeNull();
  });

  it("logs left and right for a one-sided exercise, the set's reps the lower of the two (ADR 0057)", async () => {
    const { sent } = serve(metric, []);
    const dialog = renderPlayer(metric, {
      ...WORKOUT,
      exercises: [
        { name: "Dumbbell Bulgarian Split Squat", sets: 1, reps: "10", notes: "" },
        { name: "Dumbbell Biceps Curl", sets: 1, reps: "10", notes: "" },
      ],
    });
    await settle();
    expect(value("Reps, left")).toBe("10");
    expect(value("Reps, right")).toBe("10");
    expect(screen.queryByLabelText("Reps done")).toBeNull();
    fireEvent.change(screen.getByLabelText("Reps, right"), { target: { value: "8" } });
    fireEvent.change(screen.getByLabelText("Weight (kg)"), { target: { value: "10" } });
    click("Done: next");
    click("Skip rest");
    // A two-sided exercise: one reps field.
    expect(within(dialog).getByText("Dumbbell Biceps Curl")).toBeTruthy();
    expect(screen.queryByLabelText("Reps, left")).toBeNull();
    click("Done: next");
    click("Save to history");
    await settle();
    expect(sent[0]?.exercises?.[0]?.loggedSets).toEqual([
      { reps: 8, weight: toPounds(10, "metric"), seconds: null, left: 10, right: 8, completedAt: TICKED },
    ]);
    expect(sent[0]?.exercises?.[1]?.loggedSets).toEqual([
      { reps: 10, weight: null, seconds: null, completedAt: TICKED },
    ]);
  });
});
