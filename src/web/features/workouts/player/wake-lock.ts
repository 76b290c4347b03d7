import { useEffect } from "react";

/**
 * Keeps the screen on while `active` (Screen Wake Lock API, where the browser has it). The lock is dropped by the
 * browser when the tab is hidden, so it is asked for again on return; it is released when the player closes.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (closed) await lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission, hidden tab): the player works without it.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible" && (!sentinel || sentinel.released)) void request();
    };
    void request();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", onVisibility);
      sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
