import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api";

// Whether the signed-in user's address is verified: better-auth's get-session says so (/api/me does not).

export const EMAIL_VERIFICATION_KEY = ["email-verification"] as const;

interface SessionAnswer {
  user?: { email?: unknown; emailVerified?: unknown };
}

export function useEmailVerification() {
  return useQuery({
    queryKey: EMAIL_VERIFICATION_KEY,
    queryFn: async ({ signal }) => {
      const session = await api<SessionAnswer | null>("/api/auth/get-session", { signal });
      const user = session?.user;
      if (!user || typeof user.email !== "string") return null;
      return { email: user.email, verified: user.emailVerified === true };
    },
    retry: false,
    // Asked again each time the profile opens: the link may have been followed in another tab or on the phone.
    staleTime: 0,
  });
}

/** Mails the verification link again (the server needs the session and limits how often). */
export function resendVerificationEmail(email: string): Promise<unknown> {
  return api("/api/auth/send-verification-email", { method: "POST", body: { email } });
}
