import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import type { TMe } from "#contracts/me";
import { AuthProvider } from "../lib/auth";
import {
  type DevicePreferences,
  setDevicePreferences,
  useDevicePreferences,
  useResolvedTheme,
} from "../lib/device-store";
import { setLanguage } from "../lib/i18n";
import { applyTheme } from "../lib/theme";

/** What every page relies on: translations, the session, and the device's theme and language applied to the page. */
export function AppProviders({
  i18n,
  initialDevice,
  initialMe,
  children,
}: {
  i18n: I18n;
  /** Theme and language to start from instead of the stored ones (tests). */
  initialDevice?: DevicePreferences;
  /** The user record the page came with, if any (lib/auth.tsx `takeEmbeddedMe`). */
  initialMe?: TMe;
  children: ReactNode;
}) {
  useState(() => {
    if (initialDevice) setDevicePreferences({ theme: initialDevice.theme, language: initialDevice.language });
  });
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider initialMe={initialMe}>
        <ApplyDevicePreferences i18n={i18n} />
        {children}
      </AuthProvider>
    </I18nextProvider>
  );
}

/** The device store's theme on <html>, its language in i18n (a signed-in user's settings write both there). */
function ApplyDevicePreferences({ i18n }: { i18n: I18n }) {
  const { language } = useDevicePreferences();
  const resolvedTheme = useResolvedTheme();
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);
  useEffect(() => {
    setLanguage(i18n, language).catch(() => undefined); // a failed locale download keeps the current one
  }, [i18n, language]);
  return null;
}
