// @vitest-environment jsdom
import "../test/dom-timeouts";
import "fake-indexeddb/auto";
import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "#contracts/settings-model";
import { idbGet, idbSet, OFFLINE_DB, OUTBOX_DB } from "./offline/idb";
import { clearQueue, pendingCompletions, queueCompletion, queuedCompletions } from "./offline/outbox";
import {
  clearPerUserState,
  PER_USER_STORAGE_KEYS,
  registerPerUserState,
  resetPerUserRegistryForTests,
  STATE_OWNER_KEY,
  settleSignedInUser,
} from "./per-user-state";
import { SETTINGS_STORAGE_KEY } from "./settings-storage";

const { planWarnings, restSeconds, onboardingDraft } = PER_USER_STORAGE_KEYS;
const PERMISSION_ASKED = "custom-fit:notification-permission-asked";

function fillStorage() {
  sessionStorage.setItem(planWarnings.key, JSON.stringify({ warnings: ["A's warning"], notices: [] }));
  localStorage.setItem(restSeconds.key, "90");
  localStorage.setItem(`${onboardingDraft.key}user-a`, JSON.stringify({ step: "goals" }));
  localStorage.setItem(`${onboardingDraft.key}user-z`, JSON.stringify({ step: "week" }));
  localStorage.setItem(PERMISSION_ASKED, "2026-01-01T00:00:00.000Z");
  localStorage.setItem(
    SETTINGS_STORAGE_KEY,
    JSON.stringify({
      ...defaultSettings("Asia/Kolkata"),
      theme: "dark",
      language: "es",
      measurementUnit: "metric",
      soundEffects: false,
      notifications: { email: false, push: true, workout: true, progress: true, schedule: true },
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetPerUserRegistryForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("per-user state registry", () => {
  it("at sign-out runs every reset, removes the user's storage keys and keeps the device's", async () => {
    // The registrations of modules loaded at start; the test's reset stands for a feature's.
    resetPerUserRegistryForTests();
    vi.resetModules();
    const { settleSignedInUser: settle, registerPerUserState: register } = await import("./per-user-state");
    await import("./settings-storage");
    const reset = vi.fn();
    register("feature", reset);
    fillStorage();
    settle("user-a");
    expect(reset).toHaveBeenCalledTimes(1); // an owner storage did not record: cleared once
    fillStorage();

    expect(settle(null)).toBe(true);
    expect(reset).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(planWarnings.key)).toBeNull();
    expect(localStorage.getItem(restSeconds.key)).toBeNull();
    // Every user's onboarding draft (one key per user id) goes, the draft module loaded or not.
    expect(Object.keys(localStorage).filter((key) => key.startsWith(onboardingDraft.key))).toEqual([]);
    expect(localStorage.getItem(PERMISSION_ASKED)).not.toBeNull();
    const mirror = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}");
    expect(mirror).toMatchObject({
      theme: "dark",
      language: "es",
      measurementUnit: "imperial",
      soundEffects: true,
    });
    expect(mirror.notifications.email).toBe(true);
    expect(mirror.timeZone).not.toBe("Asia/Kolkata");
    expect(localStorage.getItem(STATE_OWNER_KEY)).toBe("");
  });

  it("keeps the state while the same user stays signed in, and after sign-out until someone signs in", () => {
    const reset = vi.fn();
    registerPerUserState("feature", reset);
    localStorage.setItem(STATE_OWNER_KEY, "user-a");
    expect(settleSignedInUser("user-a")).toBe(false);
    expect(settleSignedInUser("user-a")).toBe(false);
    expect(reset).not.toHaveBeenCalled();
    expect(settleSignedInUser(null)).toBe(true);
    expect(settleSignedInUser(null)).toBe(false);
    expect(settleSignedInUser("user-b")).toBe(false); // cleared at sign-out; nothing of anyone's since
    expect(reset).toHaveBeenCalledTimes(1);
    // What is stored from now on is B's: a page opened later as someone else clears it.
    expect(localStorage.getItem(STATE_OWNER_KEY)).toBe("user-b");
  });

  it("clears when another user is signed in without a sign-out in between", () => {
    const reset = vi.fn();
    registerPerUserState("feature", reset);
    localStorage.setItem(STATE_OWNER_KEY, "user-a");
    settleSignedInUser("user-a");
    localStorage.setItem(restSeconds.key, "90");
    expect(settleSignedInUser("user-b")).toBe(true);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(restSeconds.key)).toBeNull();
    expect(localStorage.getItem(STATE_OWNER_KEY)).toBe("user-b");
  });

  it("clears a page's memory when another tab recorded the same user meanwhile", () => {
    const reset = vi.fn();
    registerPerUserState("feature", reset);
    settleSignedInUser("user-a");
    reset.mockClear();
    localStorage.setItem(STATE_OWNER_KEY, "user-b"); // another tab: A signed out, B signed in
    expect(settleSignedInUser("user-b")).toBe(true);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("clears what a reloaded page finds stored for someone else", () => {
    localStorage.setItem(STATE_OWNER_KEY, "user-a");
    localStorage.setItem(restSeconds.key, "90");
    expect(settleSignedInUser("user-b")).toBe(true);
    expect(localStorage.getItem(restSeconds.key)).toBeNull();
  });

  it("runs the other resets when one throws, and forgets an unregistered one", () => {
    const after = vi.fn();
    const gone = vi.fn();
    registerPerUserState("broken", () => {
      throw new Error("boom");
    });
    registerPerUserState("after", after);
    registerPerUserState("gone", gone)();
    settleSignedInUser(null);
    expect(after).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });
});

describe("the offline copy and queue in IndexedDB (ADR 0052, ADR 0061)", () => {
  it("the copy is deleted when the user changes, at sign-out and when the session ended, even where its writer is not loaded", async () => {
    const snapshot = { owner: "user-a", savedAt: 1, me: { user: { id: "user-a" } }, queries: {} };
    settleSignedInUser("user-a");
    await idbSet("snapshot", snapshot);
    // The registry deletes the database by name: it must be the one offline/idb.ts writes.
    settleSignedInUser("user-b");
    await waitFor(async () => expect(await idbGet("snapshot")).toBeUndefined());
    await idbSet("snapshot", { ...snapshot, owner: "user-b" });
    settleSignedInUser(null);
    await waitFor(async () => expect(await idbGet("snapshot")).toBeUndefined());
  });

  it("are named as offline/idb.ts names them: the registry deletes the copy's database, never the queue's", () => {
    const deleted: string[] = [];
    vi.stubGlobal("indexedDB", { deleteDatabase: (name: string) => deleted.push(name) });
    clearPerUserState();
    expect(deleted).toEqual([OFFLINE_DB]);
    expect(OUTBOX_DB).not.toBe(OFFLINE_DB);
  });

  it("the queue outlives a session that ended, for the same user only: anyone else's sign-in deletes it unread", async () => {
    settleSignedInUser("user-a");
    await queueCompletion({ owner: "user-a", workoutId: "w1", workoutName: "Legs", body: {} });
    // The session ended (a 401, or a page opened without one): signed out, nothing is read, nothing deleted.
    settleSignedInUser(null);
    expect(await queuedCompletions()).toEqual([]);
    expect(await idbGet("outbox", OUTBOX_DB)).toHaveLength(1);
    // A signs in again: theirs to send.
    settleSignedInUser("user-a");
    expect((await queuedCompletions()).map((item) => item.workoutId)).toEqual(["w1"]);
    // Ended again, and B signs in: A's entry is deleted at B's first read, never shown.
    settleSignedInUser(null);
    settleSignedInUser("user-b");
    expect(await queuedCompletions()).toEqual([]);
    expect(await idbGet("outbox", OUTBOX_DB)).toBeUndefined();
  });

  it("a sign-out deletes the queue (clearQueue, after the user agreed)", async () => {
    settleSignedInUser("user-a");
    await queueCompletion({ owner: "user-a", workoutId: "w1", workoutName: "Legs", body: {} });
    expect(pendingCompletions().map((item) => item.workoutId)).toEqual(["w1"]);
    await clearQueue();
    expect(pendingCompletions()).toEqual([]);
    settleSignedInUser(null);
    settleSignedInUser("user-a");
    expect(await queuedCompletions()).toEqual([]);
  });
});
