import { CalDavError } from "./caldav-error";

/** The WHATWG fetch signature; the app passes its SSRF-safe fetch, tests pass Node's own. */
export type CalDavFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

function hostOf(input: string | URL | Request): string {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : String(cause);
}

/**
 * Every request tsdav makes goes through this: it adds Basic authentication and turns the answers that end any
 * CalDAV conversation (a refused password, a network error, a 5xx) into a CalDavError at once. tsdav itself reports
 * them as plain values or swallows them during discovery; raising them here keeps the cause whatever step failed.
 * Other statuses (404, 405, 412, …) come back as responses for the caller to judge.
 */
export function authenticatedFetch(options: { fetch: CalDavFetch; username: string; password: string }) {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`, "utf8").toString("base64")}`;
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    headers.set("Authorization", authorization);
    let response: Response;
    try {
      response = await options.fetch(input, { ...init, headers });
    } catch (error) {
      throw new CalDavError(
        "unreachable",
        `The calendar server at ${hostOf(input)} could not be reached (${reasonOf(error)}).`,
        undefined,
        { cause: error },
      );
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new CalDavError(
        "auth_failed",
        `The calendar server at ${hostOf(input)} refused the user name or password. Check them (iCloud needs an app-specific password).`,
        response.status,
      );
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new CalDavError(
        "unreachable",
        `The calendar server at ${hostOf(input)} answered with an error (HTTP ${response.status}); try again later.`,
        response.status,
      );
    }
    return response;
  };
}
