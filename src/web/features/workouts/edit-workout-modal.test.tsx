// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import type { TWorkoutPatch } from "#contracts/workouts";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import type { Workout } from "../../queries/workouts";
import { keepSettingsFor } from "../../test/kept-settings";
import { EditWorkoutModal } from "./edit-workout-modal";

// The edit form's targets: weight (user's unit) and reps per exercise, optional, checked before the PATCH.

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
    { name: "Barbell Back Squat", sets: 3, reps: "5", notes: "", weight: 100, targetReps: 5 },
    { name: "Plank", sets: 2, reps: "30 sec", notes: "" },
  ],
};

function serve(settings: TSettings) {
  const patches: TWorkoutPatch[] = [];
  // jsdom has no CSS.escape; the form uses it to focus the first field in error.
  vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/settings") return json(200, settings);
      if (url.pathname === `/api/workouts/${WORKOUT.id}` && init?.method === "PATCH") {
        const patch = JSON.parse(String(init.body)) as TWorkoutPatch;
        patches.push(patch);
        return json(200, { ...WORKOUT, ...patch });
      }
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return patches;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
  await loadFeatureStrings(["workouts", "exercises"], i18n);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(settings: TSettings, onClose = vi.fn(), workout = WORKOUT) {
  keepSettingsFor(ME.user.id, settings);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: 0 } } })}>
      <AppProviders i18n={i18n} initialDevice={settings} initialMe={ME}>
        <EditWorkoutModal workout={workout} onClose={onClose} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return onClose;
}

const metric: TSettings = { ...defaultSettings("UTC"), measurementUnit: "metric" };

describe("edit workout modal: targets", () => {
  it("edits target weight and reps in the user's unit and sends them", async () => {
    const patches = serve(metric);
    const onClose = renderModal(metric);
    const weights = screen.getAllByLabelText("Target weight (kg)") as HTMLInputElement[];
    const reps = screen.getAllByLabelText("Target reps") as HTMLInputElement[];
    expect(weights.map((input) => input.value)).toEqual(["100", ""]);
    expect(reps.map((input) => input.value)).toEqual(["5", ""]);

    fireEvent.change(weights[0]!, { target: { value: "102,5" } });
    fireEvent.change(reps[1]!, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("A whole number from 1 to 1000")).toBeTruthy();
    expect(patches).toHaveLength(0);

    fireEvent.change(reps[1]!, { target: { value: "" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    });
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.exercises?.map(({ weight, targetReps }) => ({ weight, targetReps }))).toEqual([
      { weight: 102.5, targetReps: 5 },
      { weight: null, targetReps: null },
    ]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("labels the weight in pounds for imperial", () => {
    const imperial: TSettings = { ...defaultSettings("UTC"), measurementUnit: "imperial" };
    serve(imperial);
    renderModal(imperial);
    expect(screen.getAllByLabelText("Target weight (lbs)")).toHaveLength(2);
  });
});

describe("edit workout modal: the model's free-text reps (ADR 0097)", () => {
  it("opens them as numbers, a side flag or as written, and saves them without typing them again", async () => {
    const patches = serve(metric);
    renderModal(metric, vi.fn(), {
      ...WORKOUT,
      exercises: [
        { name: "Walking Lunge", sets: 3, reps: "10 per side", notes: "" },
        { name: "Plank", sets: 3, reps: "30-45 s", notes: "" },
        { name: "Push-Up", sets: 2, reps: "AMRAP", notes: "" },
      ],
    });
    const from = screen.getAllByLabelText(/^(Reps|Seconds)$/) as HTMLInputElement[];
    expect(from.map((input) => input.value)).toEqual(["10", "30"]);
    expect((screen.getAllByLabelText("Up to (optional)") as HTMLInputElement[]).map((i) => i.value)).toEqual([
      "",
      "45",
    ]);
    const sides = screen.getAllByRole("checkbox", { name: "Each side" }) as HTMLInputElement[];
    expect(sides.map((box) => box.checked)).toEqual([true, false]);
    expect((screen.getByLabelText("Reps as planned") as HTMLInputElement).value).toBe("AMRAP");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    });
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.exercises?.map((exercise) => exercise.reps)).toEqual([
      "10 per side",
      "30-45 seconds",
      "AMRAP",
    ]);
  });
});
