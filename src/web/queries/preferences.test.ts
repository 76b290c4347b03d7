import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPreferences } from "#contracts/preferences";
import { EVENTS_KEY } from "./events";
import { fetchPreferences, PREFERENCES_KEY, preferencesSaved } from "./preferences";

// One behaviour for every reader of ["preferences"]: a user without preferences is `null`, not an error.

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

const SAVED = { fitnessGoals: { primaryGoal: "strength" }, workoutPreferences: { frequency: 3 } };

describe("fetchPreferences", () => {
  it("reads a user without preferences (404 PREFERENCES_NOT_SET) as null", async () => {
    answer(404, { error: "PREFERENCES_NOT_SET", message: "No preferences yet" });
    await expect(fetchPreferences()).resolves.toBeNull();
  });

  it("returns the saved preferences", async () => {
    answer(200, SAVED);
    await expect(fetchPreferences()).resolves.toEqual(SAVED);
  });

  it("fails on any other error, and on an answer that is not preferences", async () => {
    answer(500, { error: "INTERNAL", message: "Internal error" });
    await expect(fetchPreferences()).rejects.toMatchObject({ status: 500 });
    answer(200, { something: "else" });
    await expect(fetchPreferences()).rejects.toThrow("Unexpected preferences answer");
  });
});

describe("preferencesSaved", () => {
  it("puts the saved preferences in the cache and marks the events stale", () => {
    const client = new QueryClient();
    client.setQueryData(EVENTS_KEY, []);
    preferencesSaved(client, SAVED as unknown as TPreferences);
    expect(client.getQueryData(PREFERENCES_KEY)).toEqual(SAVED);
    expect(client.getQueryState(EVENTS_KEY)?.isInvalidated).toBe(true);
  });
});
