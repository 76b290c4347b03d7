import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import { restoreOfflineQueries } from "./offline/restore-offline-queries";
import { registerPerUserState } from "./per-user-state";
import { reportIfSessionGone } from "./session-gone";

/**
 * The one TanStack Query cache of the app. It is provided by the layouts that fetch data (the signed-in layout now;
 * the blog later) rather than at the root, so the landing page's first load does not carry it (docs/architecture.md §7 budget).
 */
export const queryClient = new QueryClient({
  // A 401 anywhere: the session may have ended on the server (ADR 0061).
  queryCache: new QueryCache({ onError: reportIfSessionGone }),
  mutationCache: new MutationCache({ onError: reportIfSessionGone }),
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: 0 },
  },
});

// TanStack Query assumes it is online until an "offline" event says otherwise; a page opened without a network hears
// none, so it is told: its queries then wait for the network instead of failing (ADR 0052).
if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
// A page the service worker made offline carries the last synced answers: in the cache before the first render.
restoreOfflineQueries(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Forgets every cached answer (at sign-out: the next user must not see this one's data). */
export function clearQueryCache(): void {
  queryClient.clear();
}

registerPerUserState("query cache", clearQueryCache);
