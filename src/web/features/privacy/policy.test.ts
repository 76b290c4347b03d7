import { describe, expect, it } from "vitest";
import en from "../../locales/privacy/en.json";
import es from "../../locales/privacy/es.json";
import type { PrivacyPolicy } from "./policy";

const policies: Record<string, PrivacyPolicy> = { en, es };

/** The shape of a policy without its words: which parts each section has, and how many. */
const shape = (policy: PrivacyPolicy) =>
  policy.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0, s.notes?.length ?? 0]);

describe("privacy policy texts", () => {
  it("have the same sections, paragraphs and list items in English and Spanish", () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it("have no empty text and no duplicate headings", () => {
    for (const [language, policy] of Object.entries(policies)) {
      const texts = [
        policy.lastUpdated,
        policy.intro,
        ...policy.sections.flatMap((s) => [
          s.heading,
          ...s.paragraphs,
          ...(s.items ?? []),
          ...(s.notes ?? []),
        ]),
      ];
      expect(
        texts.filter((text) => !text.trim()),
        language,
      ).toEqual([]);
      const headings = policy.sections.map((s) => s.heading);
      expect(new Set(headings).size, language).toBe(headings.length);
    }
  });

  it("cover what the app stores, the model provider, payments, cookies, retention, export, deletion and contact", () => {
    const text = JSON.stringify(en).toLowerCase();
    for (const topic of [
      "e-mail address",
      "preferences",
      "events",
      "workouts",
      "history",
      "openai",
      "offline",
      "stripe",
      "never pass through or touch our server",
      "session cookie",
      "no analytics",
      "how long we keep it",
      "download my data",
      "delete my account",
      "contact",
    ]) {
      expect(text, topic).toContain(topic);
    }
  });
});
