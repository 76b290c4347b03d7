import { describe, expect, it } from "vitest";
import enCore from "./en.json";
import esCore from "./es.json";
import enAuth from "./features/auth.en.json";
import enBlog from "./features/blog.en.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Each language is its core file plus every feature file (locales/features/<feature>.<lang>.json).
const featureFiles = import.meta.glob<Tree>("./features/*.json", { import: "default", eager: true });
function merged(core: Tree, language: string): Map<string, string> {
  const out = flatten(core);
  for (const [file, tree] of Object.entries(featureFiles)) {
    if (!file.endsWith(`.${language}.json`)) continue;
    for (const [key, value] of flatten(tree)) {
      if (out.has(key)) throw new Error(`${file} redefines ${key}`);
      out.set(key, value);
    }
  }
  return out;
}
const en = enCore;
const locales = { en: merged(enCore as Tree, "en"), es: merged(esCore as Tree, "es") };

describe("locales", () => {
  it("have exactly the same keys", () => {
    const missingInEs = [...locales.en.keys()].filter((key) => !locales.es.has(key));
    const missingInEn = [...locales.es.keys()].filter((key) => !locales.en.has(key));
    expect({ missingInEs, missingInEn }).toEqual({ missingInEs: [], missingInEn: [] });
  });

  it("have no empty strings", () => {
    for (const [name, entries] of Object.entries(locales)) {
      const empty = [...entries].filter(([, value]) => !value.trim()).map(([key]) => `${name}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it("use the same {{placeholders}} in both languages", () => {
    const mismatched = [...locales.en]
      .filter(
        ([key, value]) =>
          JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(locales.es.get(key) ?? "")),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("keep the product's exact English texts", () => {
    expect(en.app.loading).toBe("Loading Custom Fit...");
    expect(enAuth.auth.login.invalid).toBe("Invalid email or password");
    expect(enAuth.auth.register.noUser).toBe("No user returned from signup");
    expect(enAuth.auth.register.failed).toBe("Registration failed. Please try again.");
    expect(en.nav.proMember).toBe("Pro Member");
    expect(en.notifications.empty).toBe("No notifications");
    expect(en.notifications.emptyHint).toBe("We'll notify you when something important happens");
    expect(enBlog.blog.emptyTitle).toBe("Posts are coming soon");
    expect([
      en.nav.dashboard,
      en.nav.schedule,
      en.nav.workouts,
      en.nav.workoutHistory,
      en.nav.coach,
      en.nav.profile,
      en.nav.settings,
      en.nav.logout,
    ]).toEqual([
      "Dashboard",
      "Schedule",
      "Workouts",
      "Workout History",
      "AI Coach",
      "Profile",
      "Settings",
      "Logout",
    ]);
  });
});
