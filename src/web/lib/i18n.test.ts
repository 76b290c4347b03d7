// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createI18n, loadFeatureStrings, setLanguage } from "./i18n";

// Signed-in pages load only the strings of the features they show (app/routes.ts), and a language switch
// brings those features along in the new language.

describe("loadFeatureStrings", () => {
  it("adds the named features only, and follows a language switch", async () => {
    const i18n = await createI18n("en");
    expect(i18n.exists("dashboard.title")).toBe(false);

    await loadFeatureStrings(["dashboard"], i18n);
    expect(i18n.t("dashboard.title")).toBe("Dashboard");
    expect(i18n.exists("coach.title")).toBe(false);

    await setLanguage(i18n, "es");
    expect(i18n.t("dashboard.title")).toBe("Panel");
    expect(i18n.exists("coach.title")).toBe(false);

    await loadFeatureStrings(["coach"], i18n);
    expect(i18n.t("coach.title")).not.toBe("coach.title");
    expect(i18n.getResource("en", "translation", "coach.title")).toBe("AI Coach");
  });
});

describe("setLanguage", () => {
  it("lets the last switch win when an earlier one's strings arrive after it", async () => {
    const i18n = await createI18n("en");
    await loadFeatureStrings(["dashboard", "coach", "workouts"], i18n);
    // Spanish has strings to download; English is bundled and answers first.
    const spanish = setLanguage(i18n, "es");
    const english = setLanguage(i18n, "en");
    await Promise.all([spanish, english]);
    expect(i18n.language).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });
});
