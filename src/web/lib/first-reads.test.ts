// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FIRST_READS_ID } from "#contracts/first-reads";
import { api } from "./api";
import { forgetFirstReads, hasFirstRead, takeFirstRead } from "./first-reads";

// The server embeds the opened page's first reads in index.html (ADR 0021): the API client answers each from there
// once, and from the network after that.

const ME = { user: { name: "Ana </script>" }, isNewUser: false };

beforeAll(() => {
  // Before the module's first look: it reads the block once, then removes it.
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = FIRST_READS_ID;
  block.textContent = JSON.stringify({
    "/api/me": ME,
    "/api/settings": { theme: "dark" },
    "/api/history": [],
    "/api/events": [],
  });
  document.head.append(block);
});
afterEach(() => vi.unstubAllGlobals());

describe("first reads", () => {
  it("answers a GET from the page once, without the network; the next one asks the server", async () => {
    const fetch = vi.fn(async () => Response.json({ user: { name: "From the server" } }));
    vi.stubGlobal("fetch", fetch);
    await expect(api("/api/me")).resolves.toEqual(ME);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_READS_ID)).toBeNull();
    await expect(api("/api/me")).resolves.toEqual({ user: { name: "From the server" } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never answers a mutation, or a path the page did not embed", async () => {
    const fetch = vi.fn(async () => Response.json({ theme: "light" }));
    vi.stubGlobal("fetch", fetch);
    await expect(api("/api/settings", { method: "PATCH", body: { theme: "light" } })).resolves.toEqual({
      theme: "light",
    });
    await expect(api("/api/workouts")).resolves.toEqual({ theme: "light" });
    expect(fetch).toHaveBeenCalledTimes(2);
    // The PATCH did not use up the embedded GET.
    expect(hasFirstRead("/api/settings")).toBe(true);
    expect(takeFirstRead("/api/settings")).toEqual({ value: { theme: "dark" } });
    expect(hasFirstRead("/api/settings")).toBe(false);
  });

  it("takes an answer as stale once the page is more than a few seconds old", () => {
    vi.spyOn(performance, "now").mockReturnValue(60_000);
    expect(takeFirstRead("/api/history")).toBeUndefined();
    vi.restoreAllMocks();
  });

  it("forgets what is left at sign-out", () => {
    expect(hasFirstRead("/api/events")).toBe(true);
    forgetFirstReads();
    expect(hasFirstRead("/api/events")).toBe(false);
    expect(takeFirstRead("/api/events")).toBeUndefined();
  });
});
