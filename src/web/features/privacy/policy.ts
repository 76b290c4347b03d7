import type { Language } from "../../lib/i18n";

/** The policy text: locales/privacy/<language>.json, fetched only when the dialog opens. */
export interface PrivacyPolicy {
  lastUpdated: string;
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[]; items?: string[]; notes?: string[] }>;
}

const loaders = import.meta.glob<PrivacyPolicy>("../../locales/privacy/*.json", { import: "default" });

/** The policy in `language`, or in English when there is no translation. */
export function loadPrivacyPolicy(language: string): Promise<PrivacyPolicy> {
  const load =
    loaders[`../../locales/privacy/${language as Language}.json`] ?? loaders["../../locales/privacy/en.json"];
  if (!load) return Promise.reject(new Error("the privacy policy is missing from the build"));
  return load();
}
