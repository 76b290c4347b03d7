import type { TDeleteAccount } from "#contracts/me";
import type { TCreatedToken, TCreateToken, TTokenList } from "#contracts/tokens";
import { ApiError, api } from "../../lib/api";

// The profile's calls: better-auth's own endpoints for the name and the password, /api/me for the data rights.

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

export function listTokens(signal?: AbortSignal): Promise<TTokenList> {
  return api<TTokenList>("/api/tokens", { signal });
}

export function createToken(input: TCreateToken): Promise<TCreatedToken> {
  return api<TCreatedToken>("/api/tokens", { method: "POST", body: input });
}

export function revokeToken(id: string): Promise<unknown> {
  return api(`/api/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
}
