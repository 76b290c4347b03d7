import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

/**
 * A second real CalDAV server for tests, so the client is not fitted to one server's habits: Debian's Xandikos on a
 * free loopback port with its default calendar (`/user/calendars/calendar/`). Xandikos has no accounts of its own
 * (it expects a proxy in front to authenticate), so any username and password are let in.
 *
 *   const xandikos = await startXandikos();   // xandikos.url = http://127.0.0.1:PORT/
 *   await xandikos.stop();                    // kills it and removes its folder
 */
export interface XandikosServer {
  /** The server root, ending in "/". */
  url: string;
  /** The default calendar's collection, ending in "/". */
  calendarUrl: string;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "Xandikos is not installed: run `apt-get install -y xandikos` (the second CalDAV server of the tests).";
const START_TIMEOUT_MS = 15_000;

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Xandikos exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      await fetch(url, { method: "OPTIONS" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`Xandikos did not answer at ${url} within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startXandikos(): Promise<XandikosServer> {
  const root = await mkdtemp(join(tmpdir(), "xandikos-"));
  const port = await freePort();
  let output = "";
  const child = spawn(
    "xandikos",
    ["--defaults", "-d", root, "-l", "127.0.0.1", "-p", String(port), "--current-user-principal", "/user/"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error(INSTALL_HINT) : error),
    ),
  );
  const url = `http://127.0.0.1:${port}/`;
  try {
    await Promise.race([waitUntilAnswering(url, child, () => output), spawnFailed]);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    calendarUrl: new URL("/user/calendars/calendar/", url).href,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}
