import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { TMe } from "#contracts/me";
import type { TSettings } from "#contracts/settings";
import { AuthProvider } from "../lib/auth";
import { SettingsProvider } from "../lib/settings";

/** What every page relies on: translations, the session and the settings (theme, language). */
export function AppProviders({
  i18n,
  initialSettings,
  initialMe,
  children,
}: {
  i18n: I18n;
  initialSettings?: TSettings;
  /** The user record the page came with, if any (lib/auth.tsx `takeEmbeddedMe`). */
  initialMe?: TMe;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider initialMe={initialMe}>
        <SettingsProvider i18n={i18n} initial={initialSettings}>
          {children}
        </SettingsProvider>
      </AuthProvider>
    </I18nextProvider>
  );
}
