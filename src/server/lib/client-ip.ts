import type { Context } from "hono";
import type { AppEnv } from "./hono-types";

/**
 * The client's address for rate limiting: the socket's peer, unless TRUST_PROXY says how many proxies in front of
 * us append to X-Forwarded-For; then the entry that many hops from the right. A client-supplied header is never
 * trusted on its own, so forging X-Forwarded-For cannot reset a limit.
 */
export function clientIp(c: Context<AppEnv>, trustedHops: number): string {
  const socketAddress = c.env?.incoming?.socket?.remoteAddress ?? "0.0.0.0";
  if (trustedHops <= 0) return normalise(socketAddress);
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const candidate = forwarded[forwarded.length - trustedHops];
  return normalise(candidate ?? socketAddress);
}

function normalise(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
