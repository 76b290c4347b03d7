import { createContext, useContext } from "react";

// Any signed-in page may open the "Workout preferences" dialog without importing the onboarding feature (features
// never import each other): web/app/preferences-dialog-host.tsx provides the opener and renders the dialog.

export const OpenPreferencesContext = createContext<(() => void) | null>(null);

/** Opens the "Workout preferences" dialog; null outside the signed-in layout. */
export function useOpenPreferences(): (() => void) | null {
  return useContext(OpenPreferencesContext);
}
