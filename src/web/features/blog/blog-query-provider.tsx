import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

// The blog's answers are nobody's in particular (ADR 0065): one cache for the page's life, apart from the signed-in
// user's (lib/query-client.tsx), and in the blog's chunk rather than the signed-in shell's.
const blogClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});

export function BlogQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={blogClient}>{children}</QueryClientProvider>;
}
