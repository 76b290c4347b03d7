import { describe, expect, it } from "vitest";
import type { OfflineSnapshot } from "../lib/offline/snapshot";
import { offlinePageHtml } from "./offline-page";

// The page the service worker answers a navigation with when the network fails (ADR 0052).

const SHELL =
  '<!doctype html><html lang="en"><head><title>Custom Fit</title></head><body><div id="root"></div></body></html>';

const block = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];

describe("offlinePageHtml", () => {
  it("is the plain shell when nothing was kept (signed out, or never synced)", () => {
    expect(offlinePageHtml(SHELL, undefined)).toBe(SHELL);
  });

  it("puts the user record in the first reads and the query cache in its own block, in the head", () => {
    const snapshot: OfflineSnapshot = {
      owner: "user-a",
      savedAt: 1,
      me: { user: { id: "user-a", name: "Ada" } },
      queries: [{ queryKey: ["workouts"], data: [], dataUpdatedAt: 1 }],
    };
    const html = offlinePageHtml(SHELL, snapshot);
    expect(JSON.parse(block(html, "custom-fit-first-reads") ?? "")).toEqual({ "/api/me": snapshot.me });
    expect(JSON.parse(block(html, "custom-fit-offline-queries") ?? "")).toEqual(snapshot.queries);
    expect(html.indexOf("custom-fit-offline-queries")).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps the user's text from closing the element or acting as a replacement pattern", () => {
    const name = "</script><script>alert(1)</script> $& $'";
    const html = offlinePageHtml(SHELL, {
      owner: "user-a",
      savedAt: 1,
      me: { user: { id: "user-a", name } },
      queries: [],
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const me = JSON.parse(block(html, "custom-fit-first-reads") ?? "")["/api/me"];
    expect(me.user.name).toBe(name);
  });
});
