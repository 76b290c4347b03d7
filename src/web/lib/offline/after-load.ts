/**
 * Runs `task` once the page has loaded and the browser is idle (or after a second at most), so that work which is
 * not the page's own (registering the service worker, ADR 0052) never delays what the user waits for. Returns a
 * function that cancels it if it has not run yet.
 */
export function afterPageLoad(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === "function")
      win.requestIdleCallback(() => !cancelled && task(), { timeout: 1000 });
    else win.setTimeout(() => !cancelled && task(), 0);
  };
  if (win.document.readyState === "complete") run();
  else win.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener("load", run);
  };
}
