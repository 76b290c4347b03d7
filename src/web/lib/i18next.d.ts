import "i18next";
import type en from "../locales/en.json";

// Type-checks every t("...") key against the English locale (locales.test.ts keeps es.json in step).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
