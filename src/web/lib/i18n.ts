import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { TSettings } from "#contracts/settings";
import en from "../locales/en.json";

export type Language = TSettings["language"];
type Bundle = Record<string, unknown>;

// English core strings are bundled (they are also the fallback); other languages are fetched when first needed, so
// the first page load carries one locale. main.tsx awaits the saved language before the first render: no flash of
// English.
const coreLoaders: Record<Exclude<Language, "en">, () => Promise<{ default: Bundle }>> = {
  es: () => import("../locales/es.json"),
};

// The signed-in features' strings and the sign-in pages' (locales/features/<feature>.<lang>.json, one file per feature
// so features never edit a shared file) stay out of the landing page's bundle, and each signed-in page awaits only the features it
// shows (`features` of its entry in app/routes.ts), so the first signed-in page does not fetch every feature's strings (docs/architecture.md §7).
const featureLoaders = import.meta.glob<Bundle>("../locales/features/*.json", { import: "default" });

/** A file of locales/features, by its name without the language suffix. */
export type FeatureStrings =
  | "auth"
  | "billing"
  | "blog"
  | "calendars"
  | "coach"
  | "dashboard"
  | "dose"
  | "exercises"
  | "history"
  | "notifications"
  | "onboarding"
  | "plan-notes"
  | "pricing"
  | "profile"
  | "schedule"
  | "settings"
  | "workouts";

let activeInstance: I18n | undefined;
/** Per instance: the features asked for so far, and the (language, feature) files already added. */
const featuresWanted = new WeakMap<I18n, Set<FeatureStrings>>();
const featuresLoaded = new WeakMap<I18n, Set<string>>();
/**
 * Per instance: the language last asked for. A switch waits for its strings to download, so two switches can finish
 * out of order (the device's language at start-up, then the account's once GET /api/settings answers): the later
 * request must win, not the slower download.
 */
const languageWanted = new WeakMap<I18n, Language>();

async function ensureFeatures(
  instance: I18n,
  language: Language,
  features: Iterable<FeatureStrings>,
): Promise<void> {
  const loaded = featuresLoaded.get(instance) ?? new Set<string>();
  featuresLoaded.set(instance, loaded);
  const missing = [...features].filter((feature) => !loaded.has(`${language}:${feature}`));
  const bundles = await Promise.all(
    missing.map((feature) => {
      const load = featureLoaders[`../locales/features/${feature}.${language}.json`];
      if (!load) throw new Error(`No strings for feature ${feature} in ${language}`);
      return load();
    }),
  );
  bundles.forEach((bundle, index) => {
    instance.addResourceBundle(language, "translation", bundle, true, true);
    loaded.add(`${language}:${missing[index]}`);
  });
}

async function ensureLoaded(instance: I18n, language: Language): Promise<void> {
  if (language !== "en" && !instance.hasResourceBundle(language, "translation")) {
    const { default: bundle } = await coreLoaders[language]();
    instance.addResourceBundle(language, "translation", bundle, true, true);
  }
  // Once features are in use, a language switch brings the new language's strings for them along (and English, the
  // fallback, stays loaded).
  const wanted = featuresWanted.get(instance);
  if (wanted?.size) {
    await Promise.all([ensureFeatures(instance, "en", wanted), ensureFeatures(instance, language, wanted)]);
  }
}

/** One i18next instance for the app, ready to render in `language`. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: "en",
    fallbackLng: "en",
    supportedLngs: ["en", "es"],
    interpolation: { escapeValue: false }, // React escapes already
  });
  activeInstance = instance;
  await setLanguage(instance, language).catch(() => undefined); // offline: stay in English
  return instance;
}

/** The app's i18next instance once created (undefined before, and in tests that render without it). */
export function activeI18n(): I18n | undefined {
  return activeInstance;
}

/** Loads these features' strings (English, the current language and one being switched to) into the app's i18next instance. */
export async function loadFeatureStrings(
  features: readonly FeatureStrings[],
  instance: I18n | undefined = activeInstance,
): Promise<void> {
  if (!instance) return;
  const wanted = featuresWanted.get(instance) ?? new Set<FeatureStrings>();
  featuresWanted.set(instance, wanted);
  for (const feature of features) wanted.add(feature);
  const current = (instance.language ?? "en") as Language;
  // Also the language a switch still under way is heading for: that switch listed its features before these.
  const languages = new Set<Language>(["en", current, languageWanted.get(instance) ?? current]);
  await Promise.all([...languages].map((language) => ensureFeatures(instance, language, features)));
}

/** Switches the whole UI (every useTranslation re-renders) and <html lang>. */
export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  languageWanted.set(instance, language);
  try {
    await ensureLoaded(instance, language);
  } catch (error) {
    // Not switching after all (offline): the current language is the one wanted again, unless another was asked for.
    if (languageWanted.get(instance) === language)
      languageWanted.set(instance, instance.language as Language);
    throw error;
  }
  // Another language was asked for while this one's strings loaded: that request decides.
  if (languageWanted.get(instance) !== language) return;
  if (instance.language !== language) await instance.changeLanguage(language);
  if (languageWanted.get(instance) !== language) return;
  document.documentElement.lang = language;
}
