import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_READS_ID } from "#contracts/first-reads";
import { createTestServer, type TestServer } from "./test/harness";

// ADR 0021: index.html of a signed-in page carries the page's first reads, asked through the whole app as the
// visitor. They must be exactly what the visitor would get from the API, and nobody else's.

const READS = ["/api/me", "/api/settings", "/api/workouts", "/api/preferences"];
let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "custom-fit-first-reads-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    "<!doctype html><html><head><title>app</title></head></html>",
  );
  const dashboard = { scripts: ["/assets/page-1.js"], styles: [], reads: READS, signedIn: true };
  writeFileSync(path.join(distDir, "first-load.json"), JSON.stringify({ "/dashboard": dashboard }));
  server = await createTestServer({ SERVE_STATIC: "1", DIST_DIR: distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function firstReads(html: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<script type="application/json" id="${FIRST_READS_ID}">(.*?)</script>`).exec(
    html,
  );
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined;
}

describe("first reads in index.html", () => {
  it("holds what the visitor's own GETs answer, leaving out a read that is not 200", async () => {
    const ana = server.client();
    await ana.signUp({ name: "Ana Ruiz" });
    const page = await ana.request("/dashboard");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const embedded = firstReads(await page.text());
    const answers: Record<string, unknown> = {};
    for (const read of READS) {
      const response = await ana.request(read);
      if (response.status === 200) answers[read] = await response.json();
    }
    // A new user has no preferences yet (404): that read is the page's own to make.
    expect(Object.keys(answers).sort()).toEqual(["/api/me", "/api/settings", "/api/workouts"]);
    expect(embedded).toEqual(answers);
  });

  it("gives each visitor their own reads, and a visitor without a live session none", async () => {
    const ana = server.client();
    const ben = server.client();
    await ana.signUp({ name: "Ana Ruiz" });
    await ben.signUp({ name: "Ben Okafor" });
    const forBen = firstReads(await (await ben.request("/dashboard")).text());
    expect(forBen?.["/api/me"]).toMatchObject({ user: { name: "Ben Okafor" } });
    expect(JSON.stringify(forBen)).not.toContain("Ana Ruiz");

    const cookie = ana.jar.size > 0 ? [...ana.jar].map(([k, v]) => `${k}=${v}`).join("; ") : "";
    await ana.request("/api/auth/sign-out", { json: {} });
    const afterSignOut = await server.client().request("/dashboard", { headers: { cookie } });
    expect(firstReads(await afterSignOut.text())).toBeUndefined();
    expect(afterSignOut.headers.get("cache-control")).toBe("no-cache");
    const stranger = await server.client().request("/dashboard");
    expect(firstReads(await stranger.text())).toBeUndefined();
  });
});
