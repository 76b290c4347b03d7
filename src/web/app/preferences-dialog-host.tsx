import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { loadFeatureStrings } from "../lib/i18n";
import { OpenPreferencesContext } from "../lib/preferences-dialog";

// The dialog's code loads the first time it is opened: most visits never open it (docs/architecture.md §7 budgets).
const PreferencesDialog = lazy(async () => {
  const [module] = await Promise.all([
    import("../features/onboarding/preferences-dialog"),
    loadFeatureStrings(["onboarding"]),
  ]);
  return { default: module.PreferencesDialog };
});

/** Provides useOpenPreferences() to the signed-in pages and renders the "Workout preferences" dialog. */
export function PreferencesDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openPreferences = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  return (
    <OpenPreferencesContext.Provider value={openPreferences}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <PreferencesDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </OpenPreferencesContext.Provider>
  );
}
