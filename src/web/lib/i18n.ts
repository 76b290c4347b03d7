import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { TSettings } from "../../contracts/settings";
import en from "../locales/en.json";
import es from "../locales/es.json";

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/**
 * One i18next instance for the app. Both locales are bundled (they are small), so initialisation is synchronous
 * and the first render is already in the saved language. Changing the language re-renders every component that
 * uses `useTranslation`.
 */
export function createI18n(language: TSettings["language"]): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["en", "es"],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return instance;
}
