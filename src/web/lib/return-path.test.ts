import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("goes to the dashboard without a remembered page", () => {
    expect(returnPath(undefined)).toBe("/dashboard");
    expect(returnPath(null)).toBe("/dashboard");
    expect(returnPath({})).toBe("/dashboard");
  });

  it("returns to the page asked for, with its query and hash", () => {
    expect(returnPath({ from: { pathname: "/settings", search: "?tab=1", hash: "#sound" } })).toBe(
      "/settings?tab=1#sound",
    );
  });

  it("never leaves the app or loops back to an auth page", () => {
    expect(returnPath({ from: { pathname: "//evil.example" } })).toBe("/dashboard");
    expect(returnPath({ from: { pathname: "https://evil.example" } })).toBe("/dashboard");
    expect(returnPath({ from: { pathname: "/login" } })).toBe("/dashboard");
  });
});
