// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { offlinePageHtml } from "../../sw/offline-page";
import { forgetUserStorage } from "../user-storage";
import { keepOfflineCopy } from "./keep-offline-copy";
import { restoreOfflineQueries } from "./restore-offline-queries";
import { type OfflineSnapshot, readSnapshot } from "./snapshot";

// The week's copy for an offline start (ADR 0052): written from the query cache, put in the page by the service
// worker, and restored into a new cache before the first render.

const me = { user: { id: "user-a", name: "Ada", email: "ada@example.com" } } as unknown as TMe;
const workouts = [{ id: "w1", name: "Legs", date: "2026-03-02" }];

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

describe("keepOfflineCopy", () => {
  it("writes the week's answers (not the others) a moment after they change, until stopped", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const saved: OfflineSnapshot[] = [];
    const stop = keepOfflineCopy(client, me, async (snapshot) => {
      saved.push(snapshot);
    });
    client.setQueryData(["workouts"], workouts);
    client.setQueryData(["coach", "history"], ["not kept"]);
    client.setQueryData(["progress", "exercises", "metric"], [{ exercise: "Squat" }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toHaveLength(1); // one write for the burst
    const snapshot = saved[0]!;
    expect(snapshot.owner).toBe("user-a");
    expect(snapshot.me).toBe(me);
    const keys = snapshot.queries.map((q) => q.queryKey);
    expect(keys).toEqual([["workouts"], ["progress", "exercises", "metric"]]);
    stop();
    // After a sign-out nothing may write the copy again.
    client.setQueryData(["workouts"], []);
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toHaveLength(1);
  });

  it("stops when the sign-out sweeps the user storage, before the layout unmounts", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const saved: OfflineSnapshot[] = [];
    keepOfflineCopy(client, me, async (snapshot) => {
      saved.push(snapshot);
    });
    client.setQueryData(["workouts"], workouts);
    forgetUserStorage();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual([]);
  });

  it("writes to IndexedDB, where the service worker reads it", async () => {
    const client = new QueryClient();
    client.setQueryData(["workouts"], workouts);
    const stop = keepOfflineCopy(client, me);
    // A page being closed writes at once what is pending.
    window.dispatchEvent(new Event("pagehide"));
    await vi.waitFor(async () => expect((await readSnapshot())?.owner).toBe("user-a"));
    stop();
  });
});

describe("an offline start", () => {
  it("restores the cache from the page the service worker made, and signs in with the user record", async () => {
    const source = new QueryClient();
    source.setQueryData(["workouts"], workouts);
    const saved: OfflineSnapshot[] = [];
    const stop = keepOfflineCopy(source, me, async (snapshot) => {
      saved.push(snapshot);
    });
    window.dispatchEvent(new Event("pagehide"));
    stop();
    const html = offlinePageHtml("<html><head><title>app</title></head><body></body></html>", saved[0]);
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      html,
      "text/html",
    ).documentElement.innerHTML;
    const restored = new QueryClient();
    expect(restoreOfflineQueries(restored)).toBe(true);
    expect(restored.getQueryData(["workouts"])).toEqual(workouts);
    // The block is used once.
    expect(restoreOfflineQueries(restored)).toBe(false);
    const firstReads = document.getElementById("custom-fit-first-reads")?.textContent ?? "";
    expect(JSON.parse(firstReads)).toEqual({ "/api/me": me });
  });

  it("restores nothing from a page without a copy or with a damaged one", () => {
    const client = new QueryClient();
    expect(restoreOfflineQueries(client)).toBe(false);
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "custom-fit-offline-queries";
    block.textContent = "[not json";
    document.head.append(block);
    expect(restoreOfflineQueries(client)).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
