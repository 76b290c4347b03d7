import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The server test files that `.ci/run` repeats with another database set-up (ADR 0070): on PGlite with the read cache
// and the named statements off, and on PostgreSQL. They are the files that can see that set-up at all: their imports
// (followed from file to file, as check-imports.ts reads them) reach the database client (which picks PGlite or
// PostgreSQL, and the PGlite driver with or without named statements, ADR 0022), the read cache (ADR 0018), or a
// server started as a child process (which inherits the switches and TEST_DATABASE_URL). The other server tests
// (parsers, fetch guards, the PGlite driver wrapper's own unit test, the CalDAV client against real servers) never
// open the app's database: a second run of them runs the same code again. Prints one path a line.

const root = path.resolve(import.meta.dirname, "..");
const SEES_DATABASE = [
  "src/server/db/client.ts",
  "src/server/lib/read-cache.ts",
  "src/server/reliability/child-server.ts",
  "src/server/main.ts",
].map((file) => path.join(root, file));
const IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** A relative import's file: the path itself, with .ts/.tsx, or its index.ts. */
function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, ".ts"),
    path.join(base, "index.ts"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const reaches = new Map<string, boolean>();
/** Whether `file`'s imports reach one of SEES_DATABASE (a cycle counts as not reaching, from where it closes). */
function seesDatabase(file: string, visiting = new Set<string>()): boolean {
  const known = reaches.get(file);
  if (known !== undefined) return known;
  if (SEES_DATABASE.includes(file)) return true;
  if (visiting.has(file) || !/\.(ts|tsx|mjs)$/.test(file)) return false;
  visiting.add(file);
  const text = readFileSync(file, "utf8");
  let found = false;
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? "";
    if (!spec.startsWith(".")) continue;
    const target = resolve(file, spec);
    if (target && seesDatabase(target, visiting)) {
      found = true;
      break;
    }
  }
  visiting.delete(file);
  // Only a definite answer is remembered: a "no" found inside a cycle may be a "yes" from elsewhere.
  if (found || visiting.size === 0) reaches.set(file, found);
  return found;
}

export function databaseTests(): string[] {
  return files(path.join(root, "src/server"))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith(".memory.test.ts"))
    .filter((file) => seesDatabase(file))
    .map((file) => path.relative(root, file))
    .sort();
}

/**
 * The files the switches-off pass repeats (ADR 0102, narrowing ADR 0034's "every server test"): the switches' own
 * tests, the reads the read cache answers and the writes that must make it stale, and the features whose rows hold
 * every kind of column the PGlite driver turns into values (dates, timestamps, intervals, numbers, JSON). Drizzle's
 * own PGlite driver (PGLITE_NAMED=off) and the pass-through cache are otherwise what the PostgreSQL pass runs through
 * anyway: it has neither cache nor named statements. Each must be a database test (checked when listed).
 */
export const SWITCHES_OFF_TESTS = [
  "src/server/db/pglite-named-switch.integration.test.ts",
  "src/server/lib/read-cache-switch.integration.test.ts",
  "src/server/lib/read-cache.integration.test.ts",
  "src/server/first-reads.integration.test.ts",
  "src/server/reactions/background-writes.integration.test.ts",
  "src/server/features/auth/auth.integration.test.ts",
  "src/server/features/settings/settings.integration.test.ts",
  "src/server/features/workouts/workouts.integration.test.ts",
  "src/server/features/planning/plan-round-trips.integration.test.ts",
  "src/server/features/planning/auto-plan.integration.test.ts",
  "src/server/features/events/events.integration.test.ts",
  "src/server/features/calendars/calendars-ics.integration.test.ts",
  "src/server/features/history/history-import.integration.test.ts",
  "src/server/features/history/history-csv.integration.test.ts",
  "src/server/features/progress/records.integration.test.ts",
  "src/server/features/progress/progress.integration.test.ts",
  "src/server/features/billing/billing.integration.test.ts",
  "src/server/features/account/account-data.integration.test.ts",
  "src/server/features/account/account-round-trips.integration.test.ts",
  "src/server/security/access-matrix.integration.test.ts",
];

/** SWITCHES_OFF_TESTS, or an error naming each listed file that is no (longer a) database test. */
export function switchesOffTests(): string[] {
  const all = new Set(databaseTests());
  const missing = SWITCHES_OFF_TESTS.filter((file) => !all.has(file));
  if (missing.length > 0) throw new Error(`not database tests (renamed or moved?): ${missing.join(", ")}`);
  return [...SWITCHES_OFF_TESTS];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.includes("--switches-off") ? switchesOffTests() : databaseTests();
  process.stdout.write(`${files.join("\n")}\n`);
}
