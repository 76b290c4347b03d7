import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { TMe } from "#contracts/me";
import { ApiError, api } from "./api";
import { takeFirstRead } from "./first-reads";
import { type SessionHint, takeSessionHint } from "./session-hint";
import { forgetUserStorage } from "./user-storage";

// Auth state of docs/product.md §4: loading (until the session is checked), signed in with a user record, signed out.
// The user record is GET /api/me (after get-session says there is a session); no session or a 401 means signed
// out; any other failure (after a few tries) signs out.

export type SignOutReason = "none" | "logout" | "error";

export type AuthState =
  | { status: "loading" }
  | { status: "signed-in"; me: TMe }
  | { status: "signed-out"; reason: SignOutReason };

export interface AuthContextValue {
  state: AuthState;
  /** Re-reads /api/me (after sign-in, sign-up or a purchase). Resolves with the new state. */
  refresh: () => Promise<AuthState>;
  /** Ends the session. Never rejects: a failed sign-out call still clears the user (product §4). */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const ME_ATTEMPTS = 3;
const ME_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * null when signed out; throws when the server cannot say after ME_ATTEMPTS tries. The session is checked first with
 * better-auth's get-session, which answers `null` (200) when signed out: asking /api/me directly would answer 401,
 * which the browser logs as a console error on every signed-out page load. On the first check of a page the server
 * has said whether a session cookie came with it (session-hint.ts): without one there is nothing to ask, and with
 * one /api/me is asked straight away (a 401 then only for a session that ended since the last visit).
 */
async function fetchMe(hint: SessionHint): Promise<TMe | null> {
  if (hint === "absent") return null;
  for (let attempt = 1; ; attempt++) {
    try {
      if (hint !== "present") {
        const session = await api<unknown>("/api/auth/get-session");
        if (!session) return null;
      }
      return await api<TMe>("/api/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
      if (!retryable || attempt >= ME_ATTEMPTS) throw error;
      await wait(ME_RETRY_DELAY_MS);
    }
  }
}

async function endServerSession(): Promise<void> {
  try {
    // This device's push subscription goes with the session (ADR 0061).
    const { signOut } = await import("./auth-client");
    await signOut();
  } catch {
    // The user is cleared locally whatever the server says.
  }
}

/**
 * The user record the server embedded in the page (lib/first-reads.ts), which settles the page's first session check:
 * the session hint is then used up too, so that a later check asks get-session first.
 */
export function takeEmbeddedMe(): TMe | undefined {
  const first = takeFirstRead("/api/me");
  if (!first) return undefined;
  takeSessionHint();
  return first.value as TMe;
}

/**
 * Signed out (a sign-out, or a session that ended elsewhere): what this browser stored for any user goes
 * (user-storage.ts). What they had in memory goes with their signed-in pages and their query cache, which are theirs
 * by construction (query-client.tsx, ADR 0096); a signed-in state needs nothing done, as every user's stored state
 * is under their own id.
 */
function settle(state: AuthState): void {
  if (state.status === "signed-out") forgetUserStorage();
}

export function AuthProvider({ children, initialMe }: { children: ReactNode; initialMe?: TMe }) {
  const [state, setState] = useState<AuthState>(() => {
    const initial: AuthState = initialMe ? { status: "signed-in", me: initialMe } : { status: "loading" };
    settle(initial); // idempotent, so StrictMode's second call changes nothing
    return initial;
  });
  const generation = useRef(0);
  // The page came with its user record: the first render is already signed in, with nothing to ask.
  const checkedAtStart = useRef(initialMe !== undefined);

  const refresh = useCallback(async (): Promise<AuthState> => {
    const current = ++generation.current;
    let next: AuthState;
    try {
      const me = await fetchMe(takeSessionHint());
      next = me ? { status: "signed-in", me } : { status: "signed-out", reason: "none" };
    } catch {
      await endServerSession(); // product §4: a failure while fetching the user triggers logout
      next = { status: "signed-out", reason: "error" };
    }
    if (current === generation.current) {
      // Before the new state renders: the next user's first frame must not show the last one's data.
      settle(next);
      setState(next);
    }
    return next;
  }, []);

  const signOut = useCallback(async () => {
    generation.current++;
    await endServerSession();
    // After the session ended, so that nothing refetched meanwhile can bring the user's data back.
    const next: AuthState = { status: "signed-out", reason: "logout" };
    settle(next);
    setState(next);
  }, []);

  useEffect(() => {
    if (!checkedAtStart.current) void refresh();
  }, [refresh]);

  const signedIn = state.status === "signed-in";
  useEffect(() => {
    // Loaded when needed: the public pages' first load (docs/architecture.md §7, landing ≤ 120 KB) carries only what they show.
    if (signedIn)
      void import("./notification-permission")
        .then((m) => m.maybeRequestNotificationPermission())
        .catch(() => undefined);
  }, [signedIn]);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** The signed-in user's record; only call it below the sign-in guard. */
export function useMe(): TMe {
  const { state } = useAuth();
  if (state.status !== "signed-in") throw new Error("useMe needs a signed-in user");
  return state.me;
}
