// What the app (and, through web/app, other pages) may use of onboarding; its reads are in src/web/queries/preferences.ts.
export { PreferencesDialog, usePreferencesDialog } from "./preferences-dialog";
