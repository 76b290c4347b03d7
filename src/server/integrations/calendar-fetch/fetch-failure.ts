import { CalendarFetchError } from "./calendar-fetch-error";

// What a failed fetch becomes: our own refusal (thrown in the connector, wrapped by undici as `cause`), the deadline,
// the caller's own abort (left as it is), or a network failure put in words for the user.

export interface FailureContext {
  host: string;
  timeout: CalendarFetchError;
  timedOut: boolean;
}

export function failureOf(error: unknown, context: FailureContext): unknown {
  const chain = causes(error);
  const ours = chain.find((e): e is CalendarFetchError => e instanceof CalendarFetchError);
  if (ours) return ours;
  if (context.timedOut) return context.timeout;
  if (chain.some((e) => e instanceof Error && e.name === "AbortError")) return error;
  const code = chain.map(codeOf).find((c) => c !== undefined) ?? "";
  return new CalendarFetchError("CALENDAR_UNREACHABLE", sentenceFor(code, context));
}

function sentenceFor(code: string, { host, timeout }: FailureContext): string {
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return `The server name ${hostName(host)} could not be found.`;
  if (code === "ECONNREFUSED") return `The server ${host} refused the connection.`;
  if (code === "UND_ERR_CONNECT_TIMEOUT" || code === "ETIMEDOUT") return timeout.reason;
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
    return `The secure connection to ${host} could not be verified (${code}).`;
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return `The server ${host} closed the connection.`;
  return `The server ${host} could not be reached${code ? ` (${code})` : ""}.`;
}

function hostName(host: string): string {
  return host.replace(/:\d+$/, "");
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 8; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
