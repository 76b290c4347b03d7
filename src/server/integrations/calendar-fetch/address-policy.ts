import ipaddr from "ipaddr.js";

// Which IP addresses a fetch made on a user's behalf may connect to (ADR 0035): only public
// unicast. ipaddr.js names the special ranges; IPv6 forms that carry an IPv4 address (mapped, translated, NAT64,
// 6to4) are judged by the IPv4 address they lead to.

const LABELS: Record<string, string> = {
  loopback: "points to this server itself",
  private: "points into a private network",
  uniqueLocal: "points into a private network",
  linkLocal: "points to a link-local address (where cloud metadata services live)",
  carrierGradeNat: "points into a carrier-grade NAT network",
};

/** Why `address` (an IPv4 or IPv6 literal) may not be fetched, as a sentence for the user, or null when it may. */
export function addressRefusal(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return `The address ${bare} is not a valid IP address.`;
  const range = effectiveRange(ipaddr.parse(bare));
  if (range === "unicast") return null;
  return `The address ${LABELS[range] ?? "is in a reserved range"} (${bare}).`;
}

/** The ipaddr.js range name of the address a connection would really reach. */
function effectiveRange(parsed: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (parsed.kind() === "ipv4") return parsed.range();
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  const bytes = v6.toByteArray();
  const ipv4At = (offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4)).range();
  switch (range) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d
      return ipv4At(12);
    case "rfc6052": // NAT64: 64:ff9b::a.b.c.d is the well-known prefix; the local-use 64:ff9b:1::/48 stays refused
      return bytes[4] === 0 && bytes[5] === 0 ? ipv4At(12) : "reserved";
    case "6to4": // 2002:aabb:ccdd::/48 tunnels to a.b.c.d
      return ipv4At(2);
    case "unicast":
      // IPv4-compatible ::a.b.c.d (deprecated, RFC 4291) is not a global unicast address.
      return bytes.slice(0, 12).every((b) => b === 0) ? "reserved" : "unicast";
    default:
      return range;
  }
}
