import { isApiError } from "./api";

// A 401 from our API on a signed-in page means the session ended on the server (it expired, or was ended from another
// device): the page must not go on showing, or keep offline, the user's data (ADR 0061). The query cache's error
// handlers and the outbox sender report every error here; the signed-in shell (app/offline-host.tsx) listens and
// checks the session again, which signs the page out and clears what it kept if the server agrees. Kept out of
// api.ts so that the public pages' first load carries none of it.

let listener: (() => void) | undefined;

/** Sets the one listener (the signed-in shell); returns the function that removes it. */
export function whenSessionGone(next: () => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
}

/** Tells the listener when `error` is the server's 401. */
export function reportIfSessionGone(error: unknown): void {
  if (isApiError(error) && error.status === 401) listener?.();
}
