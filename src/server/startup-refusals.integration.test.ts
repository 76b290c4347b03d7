import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The real entry point (src/server/main.ts, as `npm start` runs it) refuses a configuration that would be unsafe to
// serve, says what is missing, and exits before it opens a port or a database.

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs main.ts with exactly these variables (on top of PATH and HOME) until it exits; a start that listens is killed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATA_DIR: dataDir,
        PORT: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening on")) child.kill("SIGTERM");
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const PRODUCTION = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), BILLING: "disabled" };

describe("start-up refusals", () => {
  it("production without SMTP_URL refuses to start unless MAIL=log is set, and says so", async () => {
    const refused = await start(PRODUCTION);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/MAIL: production needs SMTP_URL to send e-mails, or MAIL=log/);
    expect(refused.output).not.toContain("listening on");
  });

  it("production without Stripe refuses to start unless BILLING=disabled, and says so", async () => {
    const refused = await start({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), MAIL: "log" });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/BILLING: production needs STRIPE_SECRET_KEY, or BILLING=disabled/);
    expect(refused.output).not.toContain("listening on");
  });

  it("the sandbox checkout refuses to start behind a public APP_URL (NODE_ENV forgotten) unless BILLING=sandbox", async () => {
    const publicUrl = { NODE_ENV: "development", APP_URL: "https://fit.example" };
    const refused = await start(publicUrl);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /BILLING: the sandbox checkout .* runs only when APP_URL is a loopback address/,
    );
    expect(refused.output).toMatch(/STRIPE_SECRET_KEY.*BILLING=disabled.*BILLING=sandbox/);
    expect(refused.output).not.toContain("listening on");
    // BILLING=sandbox, STRIPE_SECRET_KEY or BILLING=disabled let it start: env.test.ts (a full start takes seconds).
  });
});
