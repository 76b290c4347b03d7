// Short cues from an OscillatorNode: no audio files to load. Browsers only let sound start after a user gesture, so
// the player calls unlockAudio() from its buttons; a cue before that (or with no Web Audio) is silently skipped.

let context: AudioContext | null = null;

export function unlockAudio(): void {
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** "count": a short high blip for the last seconds; "end": a longer, higher tone when a timer runs out. */
export function beep(kind: "count" | "end"): void {
  if (context?.state !== "running") return;
  const start = context.currentTime;
  const length = kind === "end" ? 0.35 : 0.12;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = kind === "end" ? 880 : 660;
  gain.gain.setValueAtTime(0.2, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + length);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
}
