import { hostOf, onAccountServer } from "./account-server";
import { CalDavError } from "./caldav-error";

/** The WHATWG fetch signature; the app passes its SSRF-safe fetch, tests pass Node's own. */
export type CalDavFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * All the answers one client may read together, in bytes: one sync of a connection (its discovery, every calendar's
 * listing and write-back) opens one client. 20 MiB is four calendars at the safe fetch's 5 MiB cap per answer,
 * and some 50,000 ordinary events; an account that needs more is not a personal calendar (ADR 0055).
 */
export const CALDAV_BYTES_PER_CLIENT = 20 * 1024 * 1024;

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const hrefOf = (input: string | URL | Request) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : String(cause);
}

/**
 * Every request tsdav makes goes through this. It sends nothing to an address off the account's server (ADR 0055),
 * adds Basic authentication, counts the answers' bytes against the client's budget, and turns the answers that end
 * any CalDAV conversation (a refused password, a network error, a 5xx) into a CalDavError at once. tsdav itself
 * reports them as plain values or swallows them during discovery; raising them here keeps the cause whatever step
 * failed. Other statuses (404, 405, 412, …) come back as responses for the caller to judge. Messages name the host,
 * never the address.
 */
export function authenticatedFetch(options: {
  fetch: CalDavFetch;
  url: string;
  username: string;
  password: string;
  maxBytes?: number;
}) {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`, "utf8").toString("base64")}`;
  let budget = options.maxBytes ?? CALDAV_BYTES_PER_CLIENT;
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const href = hrefOf(input);
    const host = hostOf(href);
    if (!onAccountServer(options.url, href)) {
      throw new CalDavError(
        "other_server",
        `The calendar server at ${hostOf(options.url)} pointed to another server (${host}). Custom Fit only reads calendars on the server you gave, and sends your password nowhere else.`,
      );
    }
    const headers = new Headers(init?.headers);
    headers.set("Authorization", authorization);
    let response: Response;
    try {
      response = await options.fetch(input, { ...init, headers });
    } catch (error) {
      throw new CalDavError(
        "unreachable",
        `The calendar server at ${host} could not be reached (${reasonOf(error)}).`,
        undefined,
        { cause: error },
      );
    }
    // Redirected off the account's server (the safe fetch followed it without the password): not read either.
    if (response.url && !onAccountServer(options.url, response.url)) {
      await response.body?.cancel();
      throw new CalDavError(
        "other_server",
        `The calendar server at ${host} redirected to another server (${hostOf(response.url)}). Custom Fit only reads calendars on the server you gave.`,
      );
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new CalDavError(
        "auth_failed",
        `The calendar server at ${host} refused the user name or password. Check them (iCloud needs an app-specific password).`,
        response.status,
      );
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new CalDavError(
        "unreachable",
        `The calendar server at ${host} answered with an error (HTTP ${response.status}); try again later.`,
        response.status,
      );
    }
    if (NULL_BODY.has(response.status) || !response.body) return response;
    let body: ArrayBuffer;
    try {
      body = await response.arrayBuffer();
    } catch (error) {
      throw new CalDavError(
        "unreachable",
        `The calendar server at ${host} could not be read (${reasonOf(error)}).`,
        undefined,
        { cause: error },
      );
    }
    budget -= body.byteLength;
    if (budget < 0) {
      throw new CalDavError(
        "too_large",
        `The calendars at ${host} hold more than Custom Fit reads in one go (${Math.round((options.maxBytes ?? CALDAV_BYTES_PER_CLIENT) / 1024 / 1024)} MB). Choose fewer calendars, or one with fewer events.`,
      );
    }
    const copy = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    Object.defineProperty(copy, "url", { value: response.url || href });
    return copy;
  };
}
