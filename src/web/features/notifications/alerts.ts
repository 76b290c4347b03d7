import type { TNotification } from "#contracts/notifications";

// What a new notification does besides appearing in the panel: a browser notification (docs/product.md §4: with the favicon,
// when permission was granted and the `push` toggle is on) and a short beep when sound effects are on.

export const NOTIFICATION_ICON = "/favicon.svg";

export function showBrowserNotification(notification: TNotification): boolean {
  if (typeof window === "undefined" || !("Notification" in window)) return false;
  if (window.Notification.permission !== "granted") return false;
  try {
    new window.Notification(notification.title, {
      body: notification.message,
      icon: NOTIFICATION_ICON,
      tag: notification.id,
    });
    return true;
  } catch {
    return false; // some mobile browsers only allow notifications from a service worker
  }
}

let audio: AudioContext | null = null;

/** A 180 ms two-tone chime through Web Audio (no file to download). Silently does nothing where audio is blocked. */
export function playChime(): void {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    const context = audio;
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.12, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    gain.connect(context.destination);
    const tone = context.createOscillator();
    tone.type = "sine";
    tone.frequency.setValueAtTime(880, start);
    tone.frequency.setValueAtTime(1320, start + 0.08);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.2);
  } catch {
    // Audio is a nicety.
  }
}
