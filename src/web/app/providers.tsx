import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { TSettings } from "../../contracts/settings";
import { AuthProvider } from "../lib/auth";
import { SettingsProvider } from "../lib/settings";

/** What every page relies on: translations, the session and the settings (theme, language). */
export function AppProviders({
  i18n,
  initialSettings,
  children,
}: {
  i18n: I18n;
  initialSettings?: TSettings;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>
        <SettingsProvider i18n={i18n} initial={initialSettings}>
          {children}
        </SettingsProvider>
      </AuthProvider>
    </I18nextProvider>
  );
}
