import "i18next";
import type en from "../locales/en.json";
import type errors from "../locales/errors/en.json";
import type auth from "../locales/features/auth.en.json";
import type billing from "../locales/features/billing.en.json";
import type blog from "../locales/features/blog.en.json";
import type calendars from "../locales/features/calendars.en.json";
import type coach from "../locales/features/coach.en.json";
import type dashboard from "../locales/features/dashboard.en.json";
import type dose from "../locales/features/dose.en.json";
import type exercises from "../locales/features/exercises.en.json";
import type history from "../locales/features/history.en.json";
import type notifications from "../locales/features/notifications.en.json";
import type onboarding from "../locales/features/onboarding.en.json";
import type planNotes from "../locales/features/plan-notes.en.json";
import type pricing from "../locales/features/pricing.en.json";
import type profile from "../locales/features/profile.en.json";
import type schedule from "../locales/features/schedule.en.json";
import type settings from "../locales/features/settings.en.json";
import type workouts from "../locales/features/workouts.en.json";

// Type-checks every t("...") key against the English locale: the core file and every feature file
// (locales.test.ts keeps the Spanish files in step).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof en &
        typeof auth &
        typeof billing &
        typeof blog &
        typeof calendars &
        typeof coach &
        typeof dashboard &
        typeof dose &
        typeof errors &
        typeof exercises &
        typeof history &
        typeof notifications &
        typeof onboarding &
        typeof planNotes &
        typeof pricing &
        typeof profile &
        typeof schedule &
        typeof settings &
        typeof workouts;
    };
  }
}
