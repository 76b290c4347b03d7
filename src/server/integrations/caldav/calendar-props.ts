import type { DAVResponse } from "tsdav";

/** One calendar of an account, as the calendars feature stores it. */
export interface CalDavCalendar {
  url: string;
  displayName: string;
  /** getctag (a CalendarServer extension nearly every server has): changes whenever any object changes. */
  ctag: string | null;
  /** RFC 6578 sync-token: the same promise, standardised. */
  syncToken: string | null;
  /** True when the user may not write into it (a shared or subscribed calendar). */
  readOnly: boolean;
}

/** What one PROPFIND asks of a collection: enough to know whether it is an event calendar and how it changes. */
export const CALENDAR_PROPS = {
  "d:resourcetype": {},
  "d:displayname": {},
  "cs:getctag": {},
  "d:sync-token": {},
  "c:supported-calendar-component-set": {},
  "d:current-user-privilege-set": {},
};

type Props = NonNullable<DAVResponse["props"]>;

// tsdav parses XML with xml-js: text may arrive as a number (nativeType), in `_cdata` or in `_text`.
function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object") {
    const node = value as { _cdata?: unknown; _text?: unknown };
    return text(node._cdata ?? node._text);
  }
  return null;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isCalendar(props: Props | undefined): boolean {
  const type = props?.resourcetype;
  return typeof type === "object" && type !== null && "calendar" in type;
}

/** The components a calendar accepts; a calendar that names none accepts all (RFC 4791 §5.2.3). */
function holdsEvents(props: Props): boolean {
  const names = asList(props.supportedCalendarComponentSet?.comp).map(
    (comp) => (comp as { _attributes?: { name?: string } })._attributes?.name?.toUpperCase() ?? "",
  );
  return names.length === 0 || names.includes("VEVENT");
}

/** Without the privilege set we assume writable: the first PUT will tell (403 → auth_failed). */
function isReadOnly(props: Props): boolean {
  const privileges = asList(props.currentUserPrivilegeSet?.privilege).flatMap((privilege) =>
    privilege && typeof privilege === "object" ? Object.keys(privilege) : [],
  );
  if (privileges.length === 0) return false;
  return !privileges.some((name) => name === "all" || name === "write" || name === "writeContent");
}

export function changeMarkers(props: Props | undefined): { ctag: string | null; syncToken: string | null } {
  return { ctag: text(props?.getctag), syncToken: text(props?.syncToken) };
}

/** The calendar a PROPFIND response describes, or null when it is no calendar of events. */
export function toCalendar(response: DAVResponse, base: string): CalDavCalendar | null {
  const props = response.props;
  if (!response.ok || !props || !isCalendar(props) || !holdsEvents(props)) return null;
  const url = new URL(response.href ?? "", base).href;
  const lastSegment = decodeURIComponent(new URL(url).pathname.replace(/\/$/, "").split("/").pop() ?? "");
  return {
    url,
    displayName: text(props.displayname) ?? lastSegment,
    ...changeMarkers(props),
    readOnly: isReadOnly(props),
  };
}
