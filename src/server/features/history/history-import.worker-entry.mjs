// Entry of the history import's worker thread (history-import.reader.ts). Like the .ics worker's entry (ADR 0024):
// on Node 20 a worker cannot load a .ts file through execArgv, so this plain module registers tsx and loads the code.
import { register } from "tsx/esm/api";

register();
await import("./history-import.worker.ts");
