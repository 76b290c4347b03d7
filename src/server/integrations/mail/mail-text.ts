// Text that goes into an e-mail from a user (a name, a workout's name) must not be able to start a line of its own:
// in a subject a line break would end the header and let the rest pose as another one ("\r\nBcc: ..."), and in the
// body it could fake a header-like line. Every such value passes through oneLine() first.

/** Control characters (CR, LF, NUL, …) and the Unicode line and paragraph separators. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** `text` on one line: each run of control characters or line separators becomes a single space. */
export function oneLine(text: string): string {
  return text.replace(BREAKS, " ").trim();
}
