import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ADR 0100: every read of the history filters out unpublished imports with `visibleHistory()`. A reviewer's check
// until now; this test holds every server file that reads `completed_workouts` to it, so a new reader that forgets
// the helper fails here (a file-level check: each such file must use the helper; the integration test
// history-import-visibility checks what the existing routes answer).

const SERVER = path.resolve(import.meta.dirname, "..");

/** Drizzle's `.from(completedWorkouts)` (or its `cw` alias) and raw SQL's `from completed_workouts`. */
const READS_HISTORY = /\.from\(\s*(completedWorkouts|cw)\s*\)|\bfrom\s+"?completed_workouts"?/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test" ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe("reads of the history", () => {
  const readers = sourceFiles(SERVER).filter(
    (file) =>
      !file.endsWith(path.join("db", "visible-history.ts")) && READS_HISTORY.test(readFileSync(file, "utf8")),
  );

  it("finds the history's readers (the check would pass vacuously otherwise)", () => {
    expect(readers.map((file) => path.relative(SERVER, file))).toEqual(
      expect.arrayContaining([
        path.join("features", "history", "history.repository.ts"),
        path.join("features", "progress", "progress.repository.ts"),
        path.join("features", "account", "account-data.repository.ts"),
      ]),
    );
  });

  it("has every file that reads completed_workouts filter with visibleHistory()", () => {
    const forgetting = readers
      .filter((file) => !readFileSync(file, "utf8").includes("visibleHistory()"))
      .map((file) => path.relative(SERVER, file));
    expect(forgetting).toEqual([]);
  });
});
