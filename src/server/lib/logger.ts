// A small structured logger: one JSON line per entry on stdout/stderr. Callers pass fields they chose; request
// logging passes method, path, status and timing only (never headers, bodies, cookies or tokens).

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export type LogSink = (line: string, level: LogLevel) => void;

/**
 * Lines go out once per turn of the event loop: under load one write carries many requests' lines, where a write
 * per line (a system call each, stdout being synchronous for files and pipes) cost a tenth of a request's time.
 * Whatever is pending is written when the process exits; only a SIGKILL can lose the last turn's lines.
 */
function batchedStdio(): LogSink {
  let out: string[] = [];
  let err: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (out.length > 0) process.stdout.write(out.join(""));
    if (err.length > 0) process.stderr.write(err.join(""));
    out = [];
    err = [];
  };
  process.once("exit", flush);
  return (line, level) => {
    (level === "error" || level === "warn" ? err : out).push(`${line}\n`);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

let stdio: LogSink | undefined;
/** One batching sink per process, made on first use (it registers an exit hook). */
function defaultSink(): LogSink {
  stdio ??= batchedStdio();
  return stdio;
}

export function createLogger(level: LogLevel = "info", sink?: LogSink): Logger {
  const output = sink ?? defaultSink();
  const write = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    output(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }), at);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}

/** Collects lines in memory, for tests that assert what was (or was not) logged. */
export function createMemoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger("debug", (line) => lines.push(line)), lines };
}
