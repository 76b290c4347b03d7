// Entry of the CalDAV answers' worker thread (dav-answer-reader.ts), as for the .ics worker: this plain module
// registers tsx in the worker itself and then loads the worker's code.
import { register } from "tsx/esm/api";

register();
await import("./dav-answer-worker.ts");
