import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useMe } from "./auth";
import { forgetFirstReads } from "./first-reads";
import { restoreOfflineQueries } from "./offline/restore-offline-queries";
import { reportIfSessionGone } from "./session-gone";

// TanStack Query caches (ADR 0065). A signed-in user's answers live in a cache of their own, handed out by user id:
// another user is given a new cache, never the last one's, and the signed-in pages are mounted again under it, so
// nothing of one user's reaches the next one's screen by construction rather than by a reset someone must register.
// The caches are provided by the layouts that fetch data rather than at the root, so the landing page's first load
// does not carry TanStack Query (docs/architecture.md §7 budget).

function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 anywhere: the session may have ended on the server (ADR 0061).
    queryCache: new QueryCache({ onError: reportIfSessionGone }),
    mutationCache: new MutationCache({ onError: reportIfSessionGone }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}

// TanStack Query assumes it is online until an "offline" event says otherwise; a page opened without a network hears
// none, so it is told: its queries then wait for the network instead of failing (ADR 0052).
if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);

/** The cache the opened page's reads go into before the first render, until its visitor's cache takes it over. */
let opening: QueryClient | undefined;
/** The signed-in user whose cache this page holds, and the cache. */
let held: { owner: string; client: QueryClient } | undefined;
/** How many signed-in scopes show the held cache (a layout and a page of its own may overlap while one replaces the other). */
let scopes = 0;

/**
 * The cache of the page's visitor before anyone is signed in as far as the app knows: the router's prefetch puts the
 * opened page's first reads in it (ADR 0021), and a page the service worker made offline its last synced answers
 * (ADR 0052). All of it was read with this page's own session, so the first signed-in user's cache starts from it.
 */
export function openingQueryClient(): QueryClient {
  if (held) return held.client;
  if (!opening) {
    opening = createQueryClient();
    restoreOfflineQueries(opening);
  }
  return opening;
}

/** `owner`'s cache: the same one while they stay signed in; for anyone else a new one, the last user's dropped. */
export function queryClientOf(owner: string): QueryClient {
  if (held?.owner === owner) return held.client;
  if (held) release();
  held = { owner, client: openingQueryClient() };
  opening = undefined;
  return held.client;
}

/** Forgets the held cache and what the page came with (ADR 0021's first reads were its first visitor's). */
function release(): void {
  held?.client.clear();
  held = undefined;
  forgetFirstReads();
}

/**
 * The signed-in user's pages, under their own cache and mounted anew for another user. The cache goes once no
 * signed-in page shows it (sign-out, or a public page): a later visit reads again.
 */
export function UserQueryProvider({ children }: { children: ReactNode }) {
  const owner = useMe().user.id;
  const client = queryClientOf(owner);
  useEffect(() => {
    scopes++;
    return () => {
      scopes--;
      // After the commit: a scope that replaces this one (another layout of the same user) mounts in the same one.
      queueMicrotask(() => {
        if (scopes === 0 && held?.owner === owner) release();
      });
    };
  }, [owner]);
  return (
    <QueryClientProvider key={owner} client={client}>
      {children}
    </QueryClientProvider>
  );
}

/** Test support: forget the held and opening caches between tests. */
export function resetQueryClientsForTests(): void {
  if (held) release();
  opening?.clear();
  opening = undefined;
}
