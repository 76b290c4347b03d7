import { describe, expect, it } from "vitest";
import { addressRefusal } from "./address-policy";

describe("addressRefusal", () => {
  it.each([
    ["93.184.215.14"],
    ["8.8.8.8"],
    ["172.32.0.1"],
    ["100.128.0.1"],
    ["2606:4700:4700::1111"],
    ["2a00:1450:4001:80b::200e"],
    ["::ffff:8.8.8.8"],
    ["64:ff9b::8.8.8.8"],
    ["2002:0808:0808::1"],
  ])("lets the public address %s through", (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it.each([
    ["127.0.0.1", "points to this server itself"],
    ["127.255.0.9", "points to this server itself"],
    ["10.0.0.5", "points into a private network"],
    ["172.16.3.4", "points into a private network"],
    ["192.168.1.1", "points into a private network"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "reserved range"],
    ["255.255.255.255", "reserved range"],
    ["224.0.0.1", "reserved range"],
    ["192.0.2.1", "reserved range"],
    ["198.18.0.1", "reserved range"],
    ["240.0.0.1", "reserved range"],
    ["::1", "points to this server itself"],
    ["::", "reserved range"],
    ["fc00::1", "points into a private network"],
    ["fd12:3456::1", "points into a private network"],
    ["fe80::1", "link-local"],
    ["ff02::1", "reserved range"],
    ["2001:db8::1", "reserved range"],
    ["::ffff:127.0.0.1", "points to this server itself"],
    ["::ffff:10.0.0.5", "points into a private network"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:0:127.0.0.1", "points to this server itself"],
    ["64:ff9b::127.0.0.1", "points to this server itself"],
    ["64:ff9b::10.1.2.3", "points into a private network"],
    ["64:ff9b:1::8.8.8.8", "reserved range"],
    ["2002:7f00:0001::1", "points to this server itself"],
    ["::127.0.0.1", "The address"],
    ["[::1]", "points to this server itself"],
  ])("refuses %s (%s)", (address, words) => {
    const reason = addressRefusal(address);
    expect(reason).toContain(words);
    expect(reason).toContain(address.replace(/^\[|\]$/g, ""));
  });

  it("says which address it refused, in a sentence", () => {
    expect(addressRefusal("10.0.0.5")).toBe("The address points into a private network (10.0.0.5).");
  });

  it("refuses what is not an IP address", () => {
    expect(addressRefusal("calendar.example")).toMatch(/not a valid IP address/);
  });
});
