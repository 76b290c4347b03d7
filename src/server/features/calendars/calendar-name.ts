// The name a published calendar gives itself: Google, Outlook and Apple all write X-WR-CALNAME ("Work", "Family"),
// which makes a better default label for a subscription than the host every Google calendar shares.

/** X-WR-CALNAME, unfolded and unescaped enough for a label; null when absent or empty. */
export function calendarNameOf(text: string): string | null {
  const match = /^X-WR-CALNAME(?:;[^:\r\n]*)?:(.*(?:\r?\n[ \t].*)*)/im.exec(text);
  if (!match?.[1]) return null;
  const name = match[1]
    .replace(/\r?\n[ \t]/g, "")
    .replace(/\\([,;\\])/g, "$1")
    .replace(/\\n/gi, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a label.
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return name === "" ? null : name.slice(0, 80).trim();
}
