// Calendar addresses as users paste them: `webcal://` (and `webcals://`) is how calendar apps spell https for a
// subscription; the rest of the address is a secret, so only the host is ever shown.

/** The address to fetch: trimmed, webcal:// and webcals:// read as https://. */
export function normaliseCalendarUrl(url: string): string {
  return url.trim().replace(/^webcals?:\/\//i, "https://");
}

/** Only the host ("calendar.google.com"), safe to show; "" when the address cannot be read. */
export function urlHint(url: string): string {
  try {
    return new URL(normaliseCalendarUrl(url)).hostname;
  } catch {
    return "";
  }
}
