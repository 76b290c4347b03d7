import {
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { TSettings, TSettingsPatch } from "#contracts/settings";
import { defaultSettings, mergeSettings } from "#contracts/settings-model";
import { api } from "./api";
import { useMe } from "./auth";
import {
  type DevicePreferences,
  detectTimeZone,
  devicePreferences,
  setDevicePreferences,
  useDevicePreferences,
  useResolvedTheme,
} from "./device-store";
import { sanitizeSettings } from "./settings-storage";
import type { ResolvedTheme } from "./theme";
import { readUserItem, writeUserItem } from "./user-storage";

// The signed-in user's settings (docs/product.md §3-4, ADR 0096): server state, so a TanStack Query query in the
// user's own cache (query-client.tsx) and one mutation; no state machine of their own. The query starts from the copy
// this browser kept for this user (the first paint, an offline start), and the server's answer wins. A change shows at
// once (optimistic), is PATCHed, and the mutation's state is the save state; a failed save keeps the change on screen
// and is sent again by retry or with the next change. Theme and language are also the device's (device-store.ts).

export const SETTINGS_KEY = ["settings"] as const;
const MUTATION_KEY = ["settings", "save"] as const;
const KEPT_COPY = "settings";

export type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; at: number }
  | { status: "error"; message: string };

export interface UpdateOptions {
  /** Called once the server has the change. The settings page shows a toast. */
  onSaved?: () => void;
}

export interface SettingsValue {
  settings: TSettings;
  resolvedTheme: ResolvedTheme;
  saveState: SaveState;
  /** Partial update, merged field by field; applied at once, then saved on the server. */
  update: (patch: TSettingsPatch, options?: UpdateOptions) => void;
  /** Re-sends the changes the server has not accepted yet. */
  retry: (options?: UpdateOptions) => void;
}

/** Before the server answers and with no kept copy: the defaults, with this device's theme, language and zone. */
function deviceDefaults(device: DevicePreferences = devicePreferences()): TSettings {
  return { ...defaultSettings(detectTimeZone()), theme: device.theme, language: device.language };
}

function keptCopy(userId: string): TSettings | undefined {
  const text = readUserItem(userId, KEPT_COPY);
  if (!text) return undefined;
  try {
    return sanitizeSettings(JSON.parse(text), detectTimeZone());
  } catch {
    return undefined;
  }
}

/** Whatever the settings now are: kept for this user's next first paint, and theme and language for the device. */
function settle(userId: string, settings: TSettings): TSettings {
  writeUserItem(userId, KEPT_COPY, JSON.stringify(settings));
  setDevicePreferences({ theme: settings.theme, language: settings.language });
  return settings;
}

function combine(a: TSettingsPatch | undefined, b: TSettingsPatch): TSettingsPatch {
  if (!a) return b;
  const combined: TSettingsPatch = { ...a, ...b };
  if (a.notifications || b.notifications) combined.notifications = { ...a.notifications, ...b.notifications };
  if (a.barbell || b.barbell) combined.barbell = { ...a.barbell, ...b.barbell };
  return combined;
}

/**
 * What the server has not accepted yet: the patch of the latest save when it is still under way or failed. Each save
 * carries the ones before it that were not accepted, so a later success cannot leave an earlier failure unsent.
 */
function unsent(client: QueryClient): TSettingsPatch | undefined {
  const latest = client.getMutationCache().findAll({ mutationKey: MUTATION_KEY }).at(-1);
  const status = latest?.state.status;
  return status === "pending" || status === "error" ? (latest?.state.variables as TSettingsPatch) : undefined;
}

/** Whether `patch` is the latest save's (each save's patch is an object of its own). */
function isLatest(client: QueryClient, patch: TSettingsPatch): boolean {
  return client.getMutationCache().findAll({ mutationKey: MUTATION_KEY }).at(-1)?.state.variables === patch;
}

function useSaveState(): SaveState {
  const states = useMutationState({ filters: { mutationKey: MUTATION_KEY }, select: (m) => m.state });
  const latest = states.at(-1);
  if (!latest || latest.status === "idle") return { status: "idle" };
  if (latest.status === "pending") return { status: "saving" };
  if (latest.status === "error") {
    const error = latest.error;
    return { status: "error", message: error instanceof Error ? error.message : String(error) };
  }
  return { status: "saved", at: latest.submittedAt };
}

/** The signed-in user's settings; only below the sign-in guard, inside their query cache (UserQueryProvider). */
export function useSettings(): SettingsValue {
  const userId = useMe().user.id;
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => {
      const server = sanitizeSettings(await api<TSettings>("/api/settings", { signal }), detectTimeZone());
      // A change made while this was read, and not yet accepted, stays on screen over the older answer.
      return settle(userId, mergeSettings(server, unsent(client) ?? {}));
    },
    initialData: () => keptCopy(userId),
    // The kept copy is only for the first paint: asked again at once (the server's copy wins, on every device).
    initialDataUpdatedAt: 0,
  });
  const device = useDevicePreferences();
  const fallback = useMemo(() => deviceDefaults(device), [device]);
  const settings = data ?? fallback;

  const { mutate } = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (patch: TSettingsPatch) => api<TSettings>("/api/settings", { method: "PATCH", body: patch }),
    // The server's copy after the latest change is the settings (a read answered before it may have come later).
    onSuccess: (saved, patch) => {
      if (isLatest(client, patch))
        client.setQueryData(SETTINGS_KEY, settle(userId, sanitizeSettings(saved, detectTimeZone())));
    },
    // A failure shows with a retry button rather than waiting for the network (as the rest of the settings page).
    networkMode: "always",
  });

  const update = useCallback(
    (patch: TSettingsPatch, options: UpdateOptions = {}) => {
      const before = client.getQueryData<TSettings>(SETTINGS_KEY) ?? deviceDefaults();
      client.setQueryData(SETTINGS_KEY, settle(userId, mergeSettings(before, patch)));
      mutate(combine(unsent(client), patch), { onSuccess: () => options.onSaved?.() });
    },
    [client, mutate, userId],
  );

  const retry = useCallback(
    (options: UpdateOptions = {}) => {
      const patch = unsent(client);
      if (patch) mutate(patch, { onSuccess: () => options.onSaved?.() });
    },
    [client, mutate],
  );

  const saveState = useSaveState();
  const resolvedTheme = useResolvedTheme();
  return useMemo(
    () => ({ settings, resolvedTheme, saveState, update, retry }),
    [settings, resolvedTheme, saveState, update, retry],
  );
}
