// The page's first reads: answers the server embedded in index.html for the GET requests the opened page makes at
// once (server/static.ts, ADR 0021). Each is served once, to the first ask, and only while the page is new: a
// refetch, or an ask long after the load, goes to the network as usual.

import { FIRST_READS_ID } from "#contracts/first-reads";

/** How long after the page's load an embedded answer is still taken as fresh. */
const FRESH_FOR_MS = 10_000;

let reads: Map<string, unknown> | undefined;

function embedded(): Map<string, unknown> {
  if (reads) return reads;
  reads = new Map();
  const element = globalThis.document?.getElementById(FIRST_READS_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === "object")
        for (const entry of Object.entries(parsed)) reads.set(...entry);
    } catch {
      // A damaged block: the page asks for everything itself.
    }
  }
  element?.remove();
  return reads;
}

/** Whether the page came with an answer to GET `path` still to be taken. */
export function hasFirstRead(path: string): boolean {
  return embedded().has(path);
}

/** The embedded answer to GET `path`, removed so that the next ask goes to the network; undefined when there is none. */
export function takeFirstRead(path: string): { value: unknown } | undefined {
  const all = embedded();
  if (!all.has(path)) return undefined;
  const value = all.get(path);
  all.delete(path);
  return performance.now() < FRESH_FOR_MS ? { value } : undefined;
}

/**
 * Drops whatever is left: what the page came with belongs to its first visitor, so it goes with their cache
 * (query-client.tsx) at sign-out or when another user signs in.
 */
export function forgetFirstReads(): void {
  embedded().clear();
}
