import { describe, expect, it, vi } from "vitest";
import { defaultSettings } from "#contracts/settings-model";
import { loadSettings, SETTINGS_STORAGE_KEY, sanitizeSettings, saveSettings } from "./settings-storage";

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

describe("loadSettings", () => {
  it("gives the defaults, with the browser's time zone, when nothing is stored", () => {
    expect(loadSettings(memoryStorage(), "Europe/Madrid")).toEqual(defaultSettings("Europe/Madrid"));
  });

  it("takes the page's language on a first visit, and the visitor's stored choice after that", () => {
    expect(loadSettings(memoryStorage(), "UTC", "es").language).toBe("es");
    const chose = memoryStorage({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({ language: "en", theme: "dark" }),
    });
    expect(loadSettings(chose, "UTC", "es").language).toBe("en");
    const unknown = memoryStorage({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({ language: "fr", theme: "dark" }),
    });
    expect(loadSettings(unknown, "UTC", "es")).toMatchObject({ language: "es", theme: "dark" });
  });

  it("reads the first visit's language from <html lang> (public/theme-init.js sets it), else English", () => {
    const page = { documentElement: { lang: "es" } };
    vi.stubGlobal("document", page);
    try {
      expect(loadSettings(memoryStorage(), "UTC").language).toBe("es");
      page.documentElement.lang = "fr";
      expect(loadSettings(memoryStorage(), "UTC").language).toBe("en");
    } finally {
      vi.unstubAllGlobals();
    }
    expect(loadSettings(memoryStorage(), "UTC").language).toBe("en");
  });

  it("gives the defaults for corrupt JSON instead of throwing", () => {
    const storage = memoryStorage({ [SETTINGS_STORAGE_KEY]: "{not json" });
    expect(loadSettings(storage, "UTC")).toEqual(defaultSettings("UTC"));
  });

  it("gives the defaults when JSON is not an object", () => {
    for (const raw of ["null", "42", '"dark"', "[1,2]"]) {
      expect(loadSettings(memoryStorage({ [SETTINGS_STORAGE_KEY]: raw }), "UTC")).toEqual(
        defaultSettings("UTC"),
      );
    }
  });

  it("keeps the valid fields and replaces the invalid ones", () => {
    const stored = {
      theme: "dark",
      language: "klingon",
      measurementUnit: "metric",
      soundEffects: "yes",
      timeZone: "Not/AZone",
      notifications: { email: false, push: "off", progress: false },
    };
    const storage = memoryStorage({ [SETTINGS_STORAGE_KEY]: JSON.stringify(stored) });
    expect(loadSettings(storage, "UTC")).toEqual({
      ...defaultSettings("UTC"),
      theme: "dark",
      measurementUnit: "metric",
      notifications: { email: false, push: true, workout: true, progress: false, schedule: true },
    });
  });

  it("keeps a unit's valid bar and plates and takes the default for a broken one", () => {
    const stored = {
      barbell: { metric: { bar: 15, plates: [10, 5] }, imperial: { bar: "45", plates: [45] } },
    };
    const storage = memoryStorage({ [SETTINGS_STORAGE_KEY]: JSON.stringify(stored) });
    expect(loadSettings(storage, "UTC").barbell).toEqual({
      metric: { bar: 15, plates: [10, 5] },
      imperial: defaultSettings().barbell.imperial,
    });
  });

  it("survives a storage that throws", () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(loadSettings(storage, "UTC")).toEqual(defaultSettings("UTC"));
  });
});

describe("saveSettings", () => {
  it("round-trips through loadSettings", () => {
    const storage = memoryStorage();
    const settings = {
      ...defaultSettings("America/New_York"),
      theme: "light" as const,
      language: "es" as const,
      soundEffects: false,
      autoPlan: false,
    };
    saveSettings(settings, storage);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? "")).toEqual(settings);
    expect(loadSettings(storage, "UTC")).toEqual(settings);
  });

  it("ignores a full or disabled storage", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(() => saveSettings(defaultSettings(), storage)).not.toThrow();
  });
});

describe("sanitizeSettings", () => {
  it("drops unknown fields (e.g. extra fields of a server answer)", () => {
    const result = sanitizeSettings({ ...defaultSettings(), updatedAt: "2025-01-01" });
    expect(result).toEqual(defaultSettings());
    expect("updatedAt" in result).toBe(false);
  });
});
