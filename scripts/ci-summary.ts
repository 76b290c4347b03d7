import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Sums the Vitest JSON reports of one CI run into the single closing line "N passed, N failed".

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
}

const dir = process.argv[2] ?? ".tmp/ci-reports";
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as VitestReport;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += report.numPendingTests ?? 0;
  process.stdout.write(
    `${file}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed\n`,
  );
}
if (files.length === 0) failed += 1;
process.stdout.write(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
