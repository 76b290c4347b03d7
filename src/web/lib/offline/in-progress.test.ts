// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Workout } from "../../queries/workouts";
import { idbGet, OUTBOX_DB } from "./idb";
import { dropInProgress, keepInProgress, useWorkoutsInProgress, type WorkoutInProgress } from "./in-progress";
import { clearQueue } from "./outbox";

// Workouts in progress (ADR 0057) on a real IndexedDB implementation (fake-indexeddb).

const workout = (id: string): Workout => ({
  id,
  name: `Workout ${id}`,
  description: "",
  day: "Monday",
  date: "2026-11-30",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  exercises: [{ name: "Squat", sets: 3, reps: "10", notes: "" }],
});

describe("workouts in progress", () => {
  it("keeps one entry per workout, shows each user only theirs, newest first, and forgets on drop", async () => {
    await keepInProgress(
      { owner: "ana", workout: workout("w1"), state: { step: 1 }, done: 1, total: 3 },
      1000,
    );
    await keepInProgress({ owner: "bo", workout: workout("w9"), state: {}, done: 2, total: 3 }, 1500);
    await keepInProgress({ owner: "ana", workout: workout("w2"), state: {}, done: 1, total: 3 }, 2000);
    // The same workout again replaces its entry: the later state wins.
    await keepInProgress(
      { owner: "ana", workout: workout("w1"), state: { step: 2 }, done: 2, total: 3 },
      3000,
    );

    const { result } = renderHook(() => useWorkoutsInProgress("ana"));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.map((entry) => [entry.workout.id, entry.done])).toEqual([
      ["w1", 2],
      ["w2", 1],
    ]);
    expect(result.current?.[0]?.state).toEqual({ step: 2 });

    await dropInProgress("w1");
    await waitFor(() => expect(result.current?.map((entry) => entry.workout.id)).toEqual(["w2"]));
    const stored = (await idbGet<WorkoutInProgress[]>("in-progress", OUTBOX_DB)) ?? [];
    expect(stored.map((entry) => [entry.owner, entry.workout.id])).toEqual([
      ["bo", "w9"],
      ["ana", "w2"],
    ]);
  });

  it("outlives the offline copy's database and goes with the queue at sign-out (ADR 0061)", async () => {
    await keepInProgress({ owner: "cy", workout: workout("w5"), state: {}, done: 1, total: 3 }, 4000);
    const stored = async () => (await idbGet<WorkoutInProgress[]>("in-progress", OUTBOX_DB)) ?? [];
    expect((await stored()).some((entry) => entry.owner === "cy")).toBe(true);
    await clearQueue();
    expect(await stored()).toEqual([]);
  });
});
