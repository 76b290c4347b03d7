import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

/**
 * A real CalDAV server for tests: Debian's Radicale on a free loopback port, with its own storage folder and an
 * htpasswd file of plain-text passwords. Radicale 3.1 opens the htpasswd file on every login, so `addUser` and
 * `setPassword` take effect on the next request without a restart (the caldav tests prove the old password fails).
 *
 *   const radicale = await startRadicale();    // radicale.url = http://127.0.0.1:PORT/, one user ready
 *   await radicale.addUser("bob", "secret");
 *   await radicale.stop();                     // kills it and removes its folder
 *
 * Rights are Radicale's `owner_only`: a user reaches only the collections under `/<user>/`.
 */
export interface RadicaleServer {
  /** The server root, ending in "/". */
  url: string;
  username: string;
  password: string;
  addUser(name: string, password: string): Promise<void>;
  setPassword(name: string, password: string): Promise<void>;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "Radicale is not installed: run `apt-get install -y radicale` (the CalDAV tests need it).";
const START_TIMEOUT_MS = 15_000;

function radicaleCommand(): { command: string; prefix: string[] } {
  if (existsSync("/usr/bin/radicale")) return { command: "/usr/bin/radicale", prefix: [] };
  // Debian's module lives in the system Python; a pyenv or venv `python3` on PATH would not see it.
  if (existsSync("/usr/lib/python3/dist-packages/radicale")) {
    return { command: "/usr/bin/python3", prefix: ["-m", "radicale"] };
  }
  throw new Error(INSTALL_HINT);
}

function configText(options: { port: number; folder: string; users: string }): string {
  return [
    "[server]",
    `hosts = 127.0.0.1:${options.port}`,
    "[auth]",
    "type = htpasswd",
    `htpasswd_filename = ${options.users}`,
    "htpasswd_encryption = plain",
    // A wrong password would otherwise cost a second per request (Radicale's brute-force delay).
    "delay = 0",
    "[rights]",
    "type = owner_only",
    "[storage]",
    `filesystem_folder = ${options.folder}`,
    "[web]",
    "type = none",
    "[logging]",
    "level = error",
    "",
  ].join("\n");
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Radicale exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      await fetch(url, { method: "OPTIONS" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`Radicale did not answer at ${url} within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startRadicale(): Promise<RadicaleServer> {
  const { command, prefix } = radicaleCommand();
  const root = await mkdtemp(join(tmpdir(), "radicale-"));
  const users = join(root, "users");
  const config = join(root, "config");
  const port = await freePort();
  const username = "alice";
  const password = randomBytes(12).toString("hex");
  await writeFile(users, `${username}:${password}\n`);
  await writeFile(config, configText({ port, folder: join(root, "collections"), users }));

  let output = "";
  const child = spawn(command, [...prefix, "--config", config], { stdio: ["ignore", "pipe", "pipe"] });
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

  async function writeUsers(update: (entries: Map<string, string>) => void): Promise<void> {
    const entries = new Map<string, string>();
    for (const line of (await readFile(users, "utf8")).split("\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) entries.set(line.slice(0, colon), line.slice(colon + 1));
    }
    update(entries);
    const text = [...entries].map(([name, secret]) => `${name}:${secret}\n`).join("");
    // Written aside and renamed, so Radicale never reads a half-written file.
    await writeFile(`${users}.next`, text);
    await rename(`${users}.next`, users);
  }

  return {
    url,
    username,
    password,
    addUser: (name, secret) => writeUsers((entries) => entries.set(name, secret)),
    setPassword: (name, secret) =>
      writeUsers((entries) => {
        if (!entries.has(name)) throw new Error(`No Radicale user ${name}`);
        entries.set(name, secret);
      }),
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
