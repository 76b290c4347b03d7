import dns from "node:dns";
import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import { CalendarFetchError } from "./calendar-fetch-error";

// The undici dispatcher that checks where a connection really goes, at connect time (ADR 0035):
// a host name is resolved once, inside the socket's own lookup, and every address it resolves to is checked before
// the socket connects to one of them, so a name cannot answer "public" to a check and "private" to the connection
// (DNS rebinding). An IP literal never reaches the lookup, so it is checked here before connecting.

/** Resolves a host name to all of its addresses (dns.lookup with `all`, unless a test gives another). */
export type Resolve = (hostname: string, family: number) => Promise<dns.LookupAddress[]>;

export interface GuardOptions {
  /** Why an address may not be reached, or null when it may. */
  refusal: (address: string) => string | null;
  resolve?: Resolve;
  connectTimeoutMs: number;
}

const systemResolve: Resolve = (hostname, family) => dns.promises.lookup(hostname, { all: true, family });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A `net.connect` lookup that refuses the whole host when any of its addresses is refused. */
function guardedLookup(refusal: GuardOptions["refusal"], resolve: Resolve) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, typeof options.family === "number" ? options.family : 0).then(
      (addresses) => {
        const refused = addresses.map((a) => refusal(a.address)).find((reason) => reason !== null);
        const first = addresses[0];
        if (refused) callback(new CalendarFetchError("CALENDAR_URL_REFUSED", refused), "");
        else if (!first)
          callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), "");
        else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

/** An undici Agent whose every new connection is checked; with `refusal` null, a plain Agent (allowPrivate). */
export function createGuardedAgent(
  options: GuardOptions | { refusal: null; connectTimeoutMs: number },
): Agent {
  if (options.refusal === null) return new Agent({ connect: { timeout: options.connectTimeoutMs } });
  const { refusal } = options;
  const base = buildConnector({
    timeout: options.connectTimeoutMs,
    lookup: guardedLookup(refusal, options.resolve ?? systemResolve),
  });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const host = connectOptions.hostname.replace(/^\[|\]$/g, "");
    const reason = isIP(host) ? refusal(host) : null;
    if (reason) return callback(new CalendarFetchError("CALENDAR_URL_REFUSED", reason), null);
    return base(connectOptions, callback);
  };
  return new Agent({ connect });
}
