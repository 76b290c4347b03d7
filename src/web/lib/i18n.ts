import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { TSettings } from "../../contracts/settings";
import en from "../locales/en.json";

export type Language = TSettings["language"];

// English is bundled (it is also the fallback); other languages are fetched when first needed, so the first page
// load carries one locale. main.tsx awaits the saved language before the first render: no flash of English.
const loaders: Record<Exclude<Language, "en">, () => Promise<{ default: typeof en }>> = {
  es: () => import("../locales/es.json"),
};

async function ensureLoaded(instance: I18n, language: Language): Promise<void> {
  if (language === "en" || instance.hasResourceBundle(language, "translation")) return;
  const { default: bundle } = await loaders[language]();
  instance.addResourceBundle(language, "translation", bundle, true, true);
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
  await setLanguage(instance, language).catch(() => undefined); // offline: stay in English
  return instance;
}

/** Switches the whole UI (every useTranslation re-renders) and <html lang>. */
export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  await ensureLoaded(instance, language);
  if (instance.language !== language) await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
