import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the server, which migrates
// the database and serves the SPA and the API on one port.

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = [
  "index.html",
  "public",
  "src/web",
  "src/contracts",
  "src/domain",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const distIndex = path.join(root, process.env.DIST_DIR ?? "dist", "index.html");
const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  process.stdout.write("[custom-fit] building the web app...\n");
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../src/server/main");
