// Which addresses belong to the CalDAV server the user gave (ADR 0055). A server's listing names its calendars by
// address, and an address on another origin is never followed: the user's password was given for one server only.

/**
 * Providers that serve one account from several hosts of their own domain, over https: iCloud's discovery at
 * caldav.icloud.com answers with the account's partition (p01…p180-caldav.icloud.com). A host under one of these
 * domains may reach the others under the same domain; nothing else is shared.
 */
export const SPLIT_HOST_DOMAINS = ["icloud.com"] as const;

const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function splitDomainOf(url: URL): string | undefined {
  if (url.protocol !== "https:") return undefined;
  return SPLIT_HOST_DOMAINS.find((domain) => under(url.hostname.toLowerCase(), domain));
}

/** True when `address` is on the account's own origin (or the same provider's split hosts, above). */
export function onAccountServer(accountUrl: string, address: string): boolean {
  let account: URL;
  let target: URL;
  try {
    account = new URL(accountUrl);
    target = new URL(address);
  } catch {
    return false;
  }
  if (account.origin === target.origin) return true;
  const domain = splitDomainOf(account);
  return domain !== undefined && splitDomainOf(target) === domain;
}

/** The host of an address, for messages: a path may hold a secret, and addresses are never shown. */
export function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return "the calendar server";
  }
}
