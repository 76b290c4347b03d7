// Entry of the FIT import's worker thread (fit-reader.ts). Like the history import's entry (ADR 0024): on Node 20 a
// worker cannot load a .ts file through execArgv, so this plain module registers tsx and loads the code.
import { register } from "tsx/esm/api";

register();
await import("./fit.worker.ts");
