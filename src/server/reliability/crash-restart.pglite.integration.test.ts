import { defineCrashSuite } from "./crash-suite";

// SIGKILL inside the plan and completion transactions, then clean restarts, on PGlite in a file DATA_DIR.
defineCrashSuite("pglite");
