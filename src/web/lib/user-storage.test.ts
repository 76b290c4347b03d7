// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVICE_STORAGE_KEY } from "./device-store";
import { OFFLINE_DB } from "./offline/idb";
import { forgetUserStorage, OFFLINE_COPY_DB, readUserItem, userKey, writeUserItem } from "./user-storage";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("user storage", () => {
  it("keeps each user's items under their own id: another user reads none of them", () => {
    writeUserItem("user-a", "rest-seconds", "15");
    expect(readUserItem("user-a", "rest-seconds")).toBe("15");
    expect(readUserItem("user-b", "rest-seconds")).toBeNull();
    writeUserItem("user-a", "rest-seconds", null);
    expect(localStorage.getItem(userKey("user-a", "rest-seconds"))).toBeNull();
  });

  it("forgets every user's items, and the keys of earlier versions, but not the device's", () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal("indexedDB", { deleteDatabase });
    writeUserItem("user-a", "settings", "{}");
    writeUserItem("user-b", "plan-warnings", "{}", "session");
    localStorage.setItem("custom-fit:state-owner", "user-a");
    localStorage.setItem("custom-fit.onboarding-draft:user-a", "{}");
    localStorage.setItem(DEVICE_STORAGE_KEY, JSON.stringify({ theme: "dark", language: "es" }));
    forgetUserStorage();
    expect(Object.keys(localStorage)).toEqual([DEVICE_STORAGE_KEY]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(deleteDatabase).toHaveBeenCalledWith(OFFLINE_COPY_DB);
  });

  it("leaves IndexedDB alone when nothing of a user's is stored (a signed-out visit)", () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal("indexedDB", { deleteDatabase });
    forgetUserStorage();
    expect(deleteDatabase).not.toHaveBeenCalled();
  });

  it("names the offline copy's database as offline/idb.ts does (the service worker imports that one)", () => {
    expect(OFFLINE_COPY_DB).toBe(OFFLINE_DB);
  });
});
