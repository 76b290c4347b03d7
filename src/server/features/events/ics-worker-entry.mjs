// Entry of the .ics worker thread (ics-reader.ts). The server runs TypeScript through tsx, but on Node 20 a worker
// started with `execArgv: ["--import", "tsx"]` still cannot load a .ts file, so this plain module registers tsx in
// the worker itself and then loads the worker's code.
import { register } from "tsx/esm/api";

register();
await import("./ics-worker.ts");
