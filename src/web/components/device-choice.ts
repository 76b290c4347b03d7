import { useCallback } from "react";
import { api } from "../lib/api";
import { useAuth } from "../lib/auth";
import { type DevicePreferences, setDevicePreferences } from "../lib/device-store";

/**
 * A theme or language chosen outside the signed-in pages (the public pages' header, the centred pages): the device's
 * at once, and a signed-in user's too, sent as their settings (their pages read them again when they next open).
 * A plain request rather than the settings query, which lives in the signed-in pages' cache: the public pages' first
 * load does not carry TanStack Query (docs/architecture.md §7).
 */
export function useSaveDeviceChoice(): (patch: Partial<DevicePreferences>) => void {
  const { state } = useAuth();
  const signedIn = state.status === "signed-in";
  return useCallback(
    (patch) => {
      setDevicePreferences(patch);
      if (signedIn) void api("/api/settings", { method: "PATCH", body: patch }).catch(() => undefined);
    },
    [signedIn],
  );
}
