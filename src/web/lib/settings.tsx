import type { i18n as I18n } from "i18next";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { TSettings, TSettingsPatch } from "#contracts/settings";
import { mergeSettings } from "#contracts/settings-model";
import { api } from "./api";
import { useAuth } from "./auth";
import { setLanguage } from "./i18n";
import { registerPerUserState } from "./per-user-state";
import {
  detectTimeZone,
  deviceSettingsOnly,
  loadSettings,
  SETTINGS_STORAGE_KEY,
  sanitizeSettings,
  saveSettings,
} from "./settings-storage";
import { applyTheme, DARK_SCHEME_QUERY, type ResolvedTheme, resolveTheme } from "./theme";

// Settings (docs/product.md §3-4): kept in localStorage for an instant start (public/theme-init.js applies theme and language
// before first paint) and, when signed in, on the server (GET wins at sign-in; every change is PATCHed).

export type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; at: number }
  | { status: "error"; message: string };

export interface UpdateOptions {
  /** Called once the server has the change (or at once when signed out). The settings page shows a toast. */
  onSaved?: () => void;
}

export interface SettingsContextValue {
  settings: TSettings;
  resolvedTheme: ResolvedTheme;
  saveState: SaveState;
  /** Partial update, merged field by field; applied at once, then saved locally and on the server. */
  update: (patch: TSettingsPatch, options?: UpdateOptions) => void;
  /** Re-sends the changes the server has not accepted yet. */
  retry: (options?: UpdateOptions) => void;
  /** Right after sign-up: tells the server this browser's time zone and the language and theme chosen so far. */
  /** At sign-up: this browser's zone, language and theme, plus `extra` (the region's units), become the account's. */
  pushInitialSettings: (extra?: TSettingsPatch) => Promise<void>;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function subscribeToDarkScheme(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function prefersDarkScheme(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Live device preference: re-renders when the OS switches between light and dark. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribeToDarkScheme, prefersDarkScheme, () => false);
}

function combinePatches(a: TSettingsPatch | null, b: TSettingsPatch): TSettingsPatch {
  if (!a) return b;
  const combined: TSettingsPatch = { ...a, ...b };
  if (a.notifications || b.notifications) combined.notifications = { ...a.notifications, ...b.notifications };
  return combined;
}

export function SettingsProvider({
  i18n,
  initial,
  children,
}: {
  i18n: I18n;
  initial?: TSettings;
  children: ReactNode;
}) {
  const { state: auth } = useAuth();
  const userId = auth.status === "signed-in" ? auth.me.user.id : null;
  const [settings, setSettings] = useState<TSettings>(() => initial ?? loadSettings());
  const [saveState, setSaveState] = useState<SaveState>({ status: "idle" });
  const current = useRef(settings);
  const unsaved = useRef<TSettingsPatch | null>(null);
  const signedInAs = useRef<string | null>(null);
  signedInAs.current = userId;

  const replace = useCallback((next: TSettings) => {
    current.current = next;
    setSettings(next);
    saveSettings(next);
  }, []);

  const send = useCallback(async (patch: TSettingsPatch, onSaved?: () => void) => {
    if (!signedInAs.current) {
      onSaved?.();
      return;
    }
    unsaved.current = combinePatches(unsaved.current, patch);
    const sending = unsaved.current;
    setSaveState({ status: "saving" });
    try {
      await api<TSettings>("/api/settings", { method: "PATCH", body: sending });
      // Later changes may have queued meanwhile; keep only what this request did not carry.
      if (unsaved.current === sending) unsaved.current = null;
      setSaveState({ status: "saved", at: Date.now() });
      onSaved?.();
    } catch (error) {
      setSaveState({ status: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  const update = useCallback(
    (patch: TSettingsPatch, options: UpdateOptions = {}) => {
      replace(mergeSettings(current.current, patch));
      void send(patch, options.onSaved);
    },
    [replace, send],
  );

  const retry = useCallback(
    (options: UpdateOptions = {}) => {
      if (unsaved.current) void send({}, options.onSaved);
    },
    [send],
  );

  const pushInitialSettings = useCallback(
    async (extra: TSettingsPatch = {}) => {
      const { language, theme } = current.current;
      const patch: TSettingsPatch = { timeZone: detectTimeZone(), language, theme, ...extra };
      replace(mergeSettings(current.current, patch));
      try {
        await api<TSettings>("/api/settings", { method: "PATCH", body: patch });
      } catch {
        // Not fatal: the settings page can save them again; the defaults still work.
      }
    },
    [replace],
  );

  // At sign-out and when the user changes (per-user-state.ts): the last user's choices and unsent changes go; the
  // device's theme and language stay. Runs before the new session state renders.
  useEffect(
    () =>
      registerPerUserState("settings in memory", () => {
        unsaved.current = null;
        setSaveState({ status: "idle" });
        // Memory only: the stored copy is the "settings mirror" reset's (settings-storage.ts), which writes nothing
        // where nothing was stored, so a first visit does not pin the defaults (the browser's language, the
        // device's colour scheme) as if the visitor had chosen them.
        const next = deviceSettingsOnly(current.current);
        current.current = next;
        setSettings(next);
      }),
    [],
  );

  // At sign-in the server's copy wins over this browser's (spec: settings follow the user across devices).
  useEffect(() => {
    if (!userId) {
      unsaved.current = null;
      setSaveState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    api<TSettings>("/api/settings", { signal: controller.signal })
      .then((server) => {
        if (signedInAs.current === userId) replace(sanitizeSettings(server, current.current.timeZone));
      })
      .catch(() => undefined); // keep the local copy; the next change is PATCHed
    return () => controller.abort();
  }, [userId, replace]);

  const prefersDark = usePrefersDark();
  const resolvedTheme = resolveTheme(settings.theme, prefersDark);
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  useEffect(() => {
    setLanguage(i18n, settings.language).catch(() => undefined); // a failed locale download keeps the current one
  }, [i18n, settings.language]);

  // Another tab changed the settings: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) {
        const next = loadSettings();
        current.current = next;
        setSettings(next);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo(
    () => ({ settings, resolvedTheme, saveState, update, retry, pushInitialSettings }),
    [settings, resolvedTheme, saveState, update, retry, pushInitialSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("useSettings must be used inside <SettingsProvider>");
  return value;
}
