import { fetch as undiciFetch } from "undici";
import { addressRefusal } from "./address-policy";
import { CalendarFetchError } from "./calendar-fetch-error";
import { failureOf } from "./fetch-failure";
import { createGuardedAgent, type Resolve } from "./guarded-agent";
import { limitedBody, tooLarge } from "./limited-body";

// A WHATWG fetch for requests made on a user's behalf (ADR 0035): http(s) only, every connection
// checked where it really goes (guarded-agent.ts), redirects followed here so each hop is checked again, one deadline
// for the whole request body included, and a cap on the body. A CalDAV library can take it as its `fetch`.

export type SafeFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface SafeFetchOptions {
  /** Let addresses in private, loopback and other special ranges through (a calendar server on your LAN; tests). */
  allowPrivate: boolean;
  /** The whole request, redirects and reading the body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** Tests only: which addresses are refused, and how names resolve. */
export interface SafeFetchInternals {
  refusal?: (address: string) => string | null;
  resolve?: Resolve;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export function createSafeFetch(options: SafeFetchOptions, internals: SafeFetchInternals = {}): SafeFetch {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const dispatcher = createGuardedAgent(
    options.allowPrivate
      ? { refusal: null, connectTimeoutMs: timeoutMs }
      : {
          refusal: internals.refusal ?? addressRefusal,
          resolve: internals.resolve,
          connectTimeoutMs: timeoutMs,
        },
  );

  return async function safeFetch(input, init = {}) {
    const request = input instanceof Request ? input : undefined;
    let url = parseUrl(request ? request.url : String(input));
    let method = (init.method ?? request?.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body = await replayableBody(
      init.body ?? (request?.body ? await request.arrayBuffer() : null),
      headers,
    );

    const deadline = new AbortController();
    const timeout = new CalendarFetchError(
      "CALENDAR_UNREACHABLE",
      `The server did not answer within ${timeoutMs / 1000} seconds.`,
    );
    const timer = setTimeout(() => deadline.abort(timeout), timeoutMs);
    const callerSignal = init.signal ?? request?.signal;
    const signal = callerSignal ? AbortSignal.any([deadline.signal, callerSignal]) : deadline.signal;
    const fail = (error: unknown) =>
      failureOf(error, { host: url.host, timeout, timedOut: deadline.signal.aborted });

    try {
      for (let hop = 0; ; hop++) {
        const response = await undiciFetch(url, {
          method,
          headers: [...headers],
          body,
          redirect: "manual",
          signal,
          dispatcher,
        });
        const location = response.headers.get("location");
        if (REDIRECTS.has(response.status) && location !== null) {
          await response.body?.cancel().catch(() => undefined);
          if (hop >= maxRedirects)
            throw new CalendarFetchError(
              "CALENDAR_UNREACHABLE",
              `Too many redirects (more than ${maxRedirects}).`,
            );
          const next = parseUrl(location, url);
          // As fetch does: 303 (and 301/302 after a POST) turn into a GET without body; credentials stay on the origin.
          if (
            response.status === 303 ||
            (method === "POST" && response.status !== 307 && response.status !== 308)
          ) {
            if (method !== "HEAD") method = "GET";
            body = undefined;
            for (const name of ["content-type", "content-length", "content-encoding", "content-language"])
              headers.delete(name);
          }
          if (next.origin !== url.origin)
            for (const name of ["authorization", "cookie"]) headers.delete(name);
          url = next;
          continue;
        }
        const declared = Number(response.headers.get("content-length") ?? Number.NaN);
        if (declared > maxBytes) {
          deadline.abort(tooLarge(maxBytes));
          throw tooLarge(maxBytes);
        }
        const finalUrl = url.href;
        const stream =
          response.body && !NULL_BODY.has(response.status) && method !== "HEAD"
            ? limitedBody(response.body as ReadableStream<Uint8Array>, {
                maxBytes,
                mapError: fail,
                onEnd: () => clearTimeout(timer),
                abort: () => deadline.abort(tooLarge(maxBytes)),
              })
            : null;
        if (!stream) {
          clearTimeout(timer);
          await response.body?.cancel().catch(() => undefined);
        }
        const answer = new Response(stream, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers as unknown as ConstructorParameters<typeof Headers>[0],
        });
        Object.defineProperties(answer, { url: { value: finalUrl }, redirected: { value: hop > 0 } });
        return answer;
      }
    } catch (error) {
      clearTimeout(timer);
      throw fail(error);
    }
  };
}

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    throw new CalendarFetchError(
      base ? "CALENDAR_UNREACHABLE" : "CALENDAR_URL_REFUSED",
      base
        ? "The server redirected to an address that is not valid."
        : "The address is not a valid web address.",
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new CalendarFetchError(
      "CALENDAR_URL_REFUSED",
      base
        ? `The server redirected to a ${url.protocol} address; only http and https addresses can be fetched.`
        : `Only http and https addresses can be fetched, not ${url.protocol} addresses.`,
    );
  if (url.username || url.password)
    throw new CalendarFetchError(
      "CALENDAR_URL_REFUSED",
      "The address contains a user name or password; give them as credentials instead.",
    );
  return url;
}

/** The body as bytes, so a 307/308 redirect can send it again; its content type kept when the headers have none. */
async function replayableBody(body: RequestInit["body"], headers: Headers): Promise<Uint8Array | undefined> {
  if (body === null || body === undefined) return undefined;
  const wrapped = new Response(body);
  const type = wrapped.headers.get("content-type");
  if (type && !headers.has("content-type")) headers.set("content-type", type);
  return new Uint8Array(await wrapped.arrayBuffer());
}
