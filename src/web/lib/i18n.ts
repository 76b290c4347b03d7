import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { TSettings } from "../../contracts/settings";
import en from "../locales/en.json";

export type Language = TSettings["language"];
type Bundle = Record<string, unknown>;

// English core strings are bundled (they are also the fallback); other languages are fetched when first needed, so
// the first page load carries one locale. main.tsx awaits the saved language before the first render: no flash of
// English.
const coreLoaders: Record<Exclude<Language, "en">, () => Promise<{ default: Bundle }>> = {
  es: () => import("../locales/es.json"),
};

// The signed-in features' strings (locales/features/<feature>.<lang>.json, one file per feature so features never
// edit a shared file) stay out of the public pages' bundle: signed-in pages await loadFeatureStrings() first.
const featureLoaders = import.meta.glob<Bundle>("../locales/features/*.json", { import: "default" });

function featureFilesFor(language: Language): Array<() => Promise<Bundle>> {
  return Object.entries(featureLoaders)
    .filter(([file]) => file.endsWith(`.${language}.json`))
    .map(([, load]) => load);
}

let activeInstance: I18n | undefined;
const featuresLoaded = new WeakMap<I18n, Set<Language>>();

async function ensureFeatures(instance: I18n, language: Language): Promise<void> {
  const loaded = featuresLoaded.get(instance) ?? new Set<Language>();
  featuresLoaded.set(instance, loaded);
  if (loaded.has(language)) return;
  const bundles = await Promise.all(featureFilesFor(language).map((load) => load()));
  for (const bundle of bundles) instance.addResourceBundle(language, "translation", bundle, true, true);
  loaded.add(language);
}

async function ensureLoaded(instance: I18n, language: Language): Promise<void> {
  if (language !== "en" && !instance.hasResourceBundle(language, "translation")) {
    const { default: bundle } = await coreLoaders[language]();
    instance.addResourceBundle(language, "translation", bundle, true, true);
  }
  // Once features are in use, a language switch brings the new language's feature strings along (and English, the
  // fallback, stays loaded).
  if (featuresLoaded.get(instance)?.size) {
    await Promise.all([ensureFeatures(instance, "en"), ensureFeatures(instance, language)]);
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

/** Loads the signed-in features' strings (English and the current language) into the app's i18next instance. */
export async function loadFeatureStrings(instance: I18n | undefined = activeInstance): Promise<void> {
  if (!instance) return;
  const language = (instance.language ?? "en") as Language;
  await Promise.all([ensureFeatures(instance, "en"), ensureFeatures(instance, language)]);
}

/** Switches the whole UI (every useTranslation re-renders) and <html lang>. */
export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  await ensureLoaded(instance, language);
  if (instance.language !== language) await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
