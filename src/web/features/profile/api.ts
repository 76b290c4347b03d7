import { useQuery } from "@tanstack/react-query";
import type { TDeleteAccount } from "../../../contracts/me";
import type { TPreferences } from "../../../contracts/preferences";
import { ApiError, api, isApiError } from "../../lib/api";

// The profile's calls: better-auth's own endpoints for the name and the password, /api/me for the data rights.

/** Same key as the onboarding dialog's cache, so saving there refreshes the summary here. */
const PREFERENCES_KEY = ["preferences"] as const;

/** GET /api/preferences; `null` before onboarding (404 PREFERENCES_NOT_SET). */
export function usePreferencesSummary() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal }) => {
      let answer: TPreferences;
      try {
        answer = await api<TPreferences>("/api/preferences", { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
      // Shown as "couldn't load" rather than breaking the page if the answer is not what the contract says.
      if (!answer?.fitnessGoals || !answer.workoutPreferences)
        throw new Error("Unexpected preferences answer");
      return answer;
    },
  });
}

export function updateName(name: string): Promise<unknown> {
  return api("/api/auth/update-user", { method: "POST", body: { name: name.trim() } });
}

/** Signs out every other session (ASVS: a password change ends the sessions an attacker may hold). */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return api("/api/auth/change-password", {
    method: "POST",
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export function deleteAccount(confirm: string, password: string): Promise<unknown> {
  const body: TDeleteAccount = { confirm, password };
  return api("/api/me", { method: "DELETE", body });
}

const FALLBACK_FILE = "custom-fit-export.json";

function fileNameOf(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? FALLBACK_FILE;
}

/** GET /api/me/export as a file: fetched (the cookie goes along), then saved through a temporary object URL. */
export async function downloadExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/me/export", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Network request failed");
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get("content-disposition"));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the URL to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}
