import { STATUS_CODES } from "node:http";
import { CalendarFetchError } from "./calendar-fetch-error";
import { normaliseCalendarUrl } from "./calendar-url";
import type { SafeFetch } from "./safe-fetch";

// Reads a calendar by its secret iCalendar address, conditionally: the validators of the last copy go along, and a
// 304 means nothing changed. What comes back must look like iCalendar; parsing it is the caller's business.

export type IcsFetchResult =
  | { status: "changed"; text: string; etag: string | null; lastModified: string | null }
  | { status: "unchanged" };

export interface IcsFetchOptions {
  safeFetch: SafeFetch;
  /** The validators of the copy we hold, from the last "changed" result. */
  etag?: string | null;
  lastModified?: string | null;
}

export async function fetchIcsCalendar(url: string, options: IcsFetchOptions): Promise<IcsFetchResult> {
  const headers = new Headers({ accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" });
  if (options.etag) headers.set("if-none-match", options.etag);
  if (options.lastModified) headers.set("if-modified-since", options.lastModified);
  const response = await options.safeFetch(normaliseCalendarUrl(url), { headers });
  if (response.status === 304) return { status: "unchanged" };
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new CalendarFetchError("CALENDAR_UNREACHABLE", statusReason(response.status));
  }
  // TextDecoder drops a UTF-8 byte order mark.
  const text = new TextDecoder("utf-8").decode(await response.arrayBuffer());
  const head = text.slice(0, 1024);
  if (!/BEGIN:VCALENDAR/i.test(head))
    throw new CalendarFetchError(
      "INVALID_ICS",
      /<(!doctype\s+html|html)[\s>]/i.test(head)
        ? "The address did not return a calendar (it returned an HTML page)."
        : "The address did not return a calendar.",
    );
  return {
    status: "changed",
    text,
    etag: response.headers.get("etag"),
    lastModified: response.headers.get("last-modified"),
  };
}

function statusReason(status: number): string {
  const answered = `The server answered ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ""}`;
  // A secret address carries its own credentials: refused means revoked, or never public.
  if (status === 401 || status === 403)
    return `${answered}: the address is private or has expired. Copy the calendar's secret address again.`;
  return `${answered}.`;
}
