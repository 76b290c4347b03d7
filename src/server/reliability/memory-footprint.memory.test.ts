import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "./child-server";

// Issue 20: the embedded default (PGlite) must fit a 1 GB machine: the server idles at ≤ 250 MB resident and peaks
// at ≤ 600 MB while sign-ups with production-strength password hashes arrive at once (ADR 0029). The real server,
// as `npm start` runs it in production, on a fresh data folder; memory is read from the kernel (/proc), VmHWM being
// its high-water mark of the resident set. bench/memory.ts measures the same with 50 sign-ups.

const IDLE_LIMIT_MB = 250;
const PEAK_LIMIT_MB = 600;
const SIGN_UPS = 10;

function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The node options `npm start` passes (package.json's start script, between `node` and `--import`). */
function startFlags(): string[] {
  const packageJson = path.resolve(import.meta.dirname, "../../../package.json");
  const words = (
    JSON.parse(readFileSync(packageJson, "utf8")) as { scripts: { start: string } }
  ).scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf("--import"));
}

let dataDir: string;
let server: ChildServer;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-memory-"));
  server = await startChildServer({
    dataDir,
    nodeFlags: startFlags(),
    env: {
      NODE_ENV: "production",
      PASSWORD_HASH_COST: "standard",
      AUTH_SECRET: "memory-footprint-test-secret-0123456789",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("memory of the embedded default", () => {
  it(`idles at ≤ ${IDLE_LIMIT_MB} MB and peaks at ≤ ${PEAK_LIMIT_MB} MB under ${SIGN_UPS} sign-ups at once`, async () => {
    const pid = server.process.pid ?? 0;
    // Idle is the server at rest: the lowest of readings every 0.5 s from 3 s to 10 s after the first health
    // answer. At 1 s, right after the other suites (their processes still exiting), a start's garbage was once still
    // resident: 251 MB, against 220-232 alone; a single reading at 3 s once gave 253 MB in a CI run on a busy
    // machine, where the other runs of the day gave under 250.
    await new Promise((r) => setTimeout(r, 3000));
    let idle = memoryMb(pid, "VmRSS");
    for (let i = 0; i < 14; i++) {
      await new Promise((r) => setTimeout(r, 500));
      idle = Math.min(idle, memoryMb(pid, "VmRSS"));
    }
    const statuses = await Promise.all(
      Array.from({ length: SIGN_UPS }, async (_, i) => {
        const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({
            name: "Memory",
            email: `memory-${i}@example.com`,
            password: "a-strong-passphrase",
          }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses).toEqual(Array(SIGN_UPS).fill(200));
    expect({ idle: Math.round(idle), peak: Math.round(memoryMb(pid, "VmHWM")) }).toEqual({
      idle: expect.toSatisfy((mb: number) => mb <= IDLE_LIMIT_MB),
      peak: expect.toSatisfy((mb: number) => mb <= PEAK_LIMIT_MB),
    });
  }, 120_000);
});
