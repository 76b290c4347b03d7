// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { Toaster } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TSwapCandidates } from "#contracts/exercises";
import type { TMe } from "#contracts/me";
import { defaultSettings } from "#contracts/settings-model";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { WORKOUTS_KEY, type Workout } from "../../queries/workouts";
import { SwapDialog } from "./swap-dialog";

// The swap list (ADR 0085): candidates with their reason in the user's language; a choice shows at once and a refusal
// puts the old exercise back and says why, in Spanish here.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

const WORKOUT: Workout = {
  id: "w1",
  name: "Fuerza A",
  description: "",
  day: "Tuesday",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  date: "2026-11-24",
  exercises: [{ name: "Sentadilla trasera con barra", sets: 3, reps: "8-12", notes: "" }],
};

const CANDIDATES: TSwapCandidates = {
  exercise: { name: "Sentadilla trasera con barra", exerciseId: "barbell-back-squat" },
  candidates: [
    {
      id: "goblet-squat",
      name: "Sentadilla goblet",
      primaryMuscles: ["quads", "glutes"],
      secondaryMuscles: ["core"],
      kit: ["dumbbells"],
      level: "beginner",
      allowed: true,
      sets: 3,
      reps: "8-12",
      reason: { code: "same-muscles", params: { muscles: ["quads", "glutes"], kit: ["dumbbells"] } },
    },
    {
      id: "leg-press",
      name: "Prensa de piernas",
      primaryMuscles: ["quads"],
      secondaryMuscles: [],
      kit: ["machines"],
      level: "beginner",
      allowed: true,
      sets: 3,
      reps: "10",
      reason: { code: "shares-muscles", params: { muscles: ["quads"], kit: ["machines"] } },
    },
  ],
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("es");
  await loadFeatureStrings(["workouts", "exercises"], i18n);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("swap dialog", () => {
  it("lists the candidates with their reasons, filters them, and puts the old exercise back on a refusal", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), "http://localhost");
        const json = (status: number, body: unknown) =>
          new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
        if (url.pathname === "/api/workouts/w1/exercises/0/swaps") return json(200, CANDIDATES);
        if (url.pathname === "/api/workouts/w1/exercises/0/swap" && init?.method === "POST")
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        return json(404, { error: "NOT_FOUND", message: "Not found" });
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 }, queries: { retry: 0 } } });
    client.setQueryData(WORKOUTS_KEY, [WORKOUT]);
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <AppProviders
          i18n={i18n}
          initialDevice={{ ...defaultSettings("UTC"), language: "es" }}
          initialMe={ME}
        >
          <SwapDialog workout={WORKOUT} index={0} onClose={onClose} />
          <Toaster />
        </AppProviders>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Mismos músculos · mancuernas")).toBeTruthy();
    expect(screen.getByText("También trabaja Cuádriceps · máquinas de musculación")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Buscar en la lista"), { target: { value: "PRENSA" } });
    expect(screen.queryByText("Sentadilla goblet")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cambiar por Prensa de piernas" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Shown at once, before the server answers.
    await waitFor(() =>
      expect(client.getQueryData<Workout[]>(WORKOUTS_KEY)?.[0]?.exercises[0]?.name).toBe("Prensa de piernas"),
    );
    answer(
      new Response(
        JSON.stringify({
          error: "EXERCISE_NOT_ALLOWED",
          message:
            "That exercise needs equipment you don't have where you train, or more experience. Pick another one.",
          sentence: { code: "EXERCISE_NOT_ALLOWED", params: {} },
        }),
        { status: 422, headers: { "Content-Type": "application/json" } },
      ),
    );
    expect(
      await screen.findByText(
        "Ese ejercicio necesita material que no tienes donde entrenas, o más experiencia. Elige otro.",
      ),
    ).toBeTruthy();
    expect(client.getQueryData<Workout[]>(WORKOUTS_KEY)?.[0]?.exercises[0]?.name).toBe(
      "Sentadilla trasera con barra",
    );
  });
});
