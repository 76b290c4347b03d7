// What the app (and, through web/app, other pages) may use of onboarding.
export { fetchPreferences, PREFERENCES_KEY, usePreferences } from "./api";
export { PreferencesDialog, usePreferencesDialog } from "./preferences-dialog";
