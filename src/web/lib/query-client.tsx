import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { registerPerUserState } from "./per-user-state";

/**
 * The one TanStack Query cache of the app. It is provided by the layouts that fetch data (the signed-in layout now;
 * the blog later) rather than at the root, so the landing page's first load does not carry it (docs/architecture.md §7 budget).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: 0 },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Forgets every cached answer (at sign-out: the next user must not see this one's data). */
export function clearQueryCache(): void {
  queryClient.clear();
}

registerPerUserState("query cache", clearQueryCache);
