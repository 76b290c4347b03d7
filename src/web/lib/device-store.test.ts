// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEVICE_STORAGE_KEY,
  devicePreferences,
  readDevicePreferences,
  resetDevicePreferencesForTests,
  setDevicePreferences,
} from "./device-store";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

afterEach(() => {
  localStorage.clear();
  resetDevicePreferencesForTests();
});

describe("readDevicePreferences", () => {
  it("takes the system theme and the page's language on a first visit, and the stored choice after that", () => {
    expect(readDevicePreferences(memoryStorage(), "es")).toEqual({ theme: "system", language: "es" });
    const chose = memoryStorage({ [DEVICE_STORAGE_KEY]: JSON.stringify({ language: "en", theme: "dark" }) });
    expect(readDevicePreferences(chose, "es")).toEqual({ theme: "dark", language: "en" });
    const unknown = memoryStorage({
      [DEVICE_STORAGE_KEY]: JSON.stringify({ language: "fr", theme: "pink" }),
    });
    expect(readDevicePreferences(unknown, "es")).toEqual({ theme: "system", language: "es" });
  });

  it("reads the first visit's language from <html lang> (public/theme-init.js sets it), else English", () => {
    const page = { documentElement: { lang: "es" } };
    vi.stubGlobal("document", page);
    try {
      expect(readDevicePreferences(memoryStorage()).language).toBe("es");
      page.documentElement.lang = "fr";
      expect(readDevicePreferences(memoryStorage()).language).toBe("en");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("survives corrupt JSON, JSON that is no object and a storage that throws", () => {
    for (const raw of ["{not json", "null", "42", "[1]"])
      expect(readDevicePreferences(memoryStorage({ [DEVICE_STORAGE_KEY]: raw }), "en")).toEqual({
        theme: "system",
        language: "en",
      });
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(readDevicePreferences(throwing, "en")).toEqual({ theme: "system", language: "en" });
  });
});

describe("setDevicePreferences", () => {
  it("stores only the theme and the language, where theme-init.js reads them", () => {
    localStorage.setItem(
      DEVICE_STORAGE_KEY,
      JSON.stringify({ theme: "light", language: "en", measurementUnit: "metric" }),
    );
    setDevicePreferences({ theme: "dark" });
    expect(devicePreferences()).toEqual({ theme: "dark", language: "en" });
    expect(JSON.parse(localStorage.getItem(DEVICE_STORAGE_KEY) ?? "")).toEqual({
      theme: "dark",
      language: "en",
    });
  });

  it("still applies the choice for this visit when storage is full", () => {
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    try {
      setDevicePreferences({ language: "es" });
      expect(devicePreferences().language).toBe("es");
    } finally {
      spy.mockRestore();
    }
  });
});
