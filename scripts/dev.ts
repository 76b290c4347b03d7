import { spawn } from "node:child_process";
import path from "node:path";

// `npm run dev`: the API server on API_PORT (default 3001, restarted on change by tsx watch) and Vite on 5173 with
// hot reload, proxying /api to the server. Open http://localhost:5173.

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? "http://localhost:5173" },
  }),
  spawn(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
