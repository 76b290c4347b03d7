// Entry of user A's worker thread in the history bench (history-noise.ts): on Node 20 a worker cannot load a .ts
// file through execArgv, so this plain module registers tsx and loads the bench, which sees it is not the main thread.
import { register } from "tsx/esm/api";

register();
await import("./history-noise.ts");
