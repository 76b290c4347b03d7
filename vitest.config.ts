import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

// Unit and integration tests. Web component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
// End-to-end specs live in e2e/ and run through e2e/run.ts with vitest.e2e.config.ts.
// Files named *.memory.test.ts measure resident memory and run alone afterwards (vitest.memory.config.ts).
// TEST_REPORT=path adds a JSON report (CI sums them into one "N passed, N failed" line).
const report = process.env.TEST_REPORT;

export const MEMORY_TESTS = "src/**/*.memory.test.ts";

export default defineConfig({
  plugins: [react()],
  // `#domain/…` and `#contracts/…` (tsconfig.base.json's paths, ADR 0089).
  resolve: { tsconfigPaths: true },
  test: {
    // The files are the projects' (below): a project that extends this one adds its lists to these.
    exclude: [...configDefaults.exclude, MEMORY_TESTS],
    environment: "node",
    // Vitest's default is one worker per core but one, which on the 2-core CI machine is a single worker and an
    // idle core: two workers took the suite from 11 to about 6.5 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A test that checks nothing fails.
    expect: { requireAssertions: true },
    // UTC unless a run asks for another zone (the daylight-saving suite also switches zones itself).
    env: { TZ: process.env.TZ ?? "UTC" },
    reporters: report ? ["default", ["json", { outputFile: report }]] : ["default"],
    // Two projects that differ only in isolation (ADR 0102). The web's component tests mock modules and share a DOM,
    // so each file gets its own module graph. Everything else (the domain, the contracts, the scripts and the server,
    // whose tests each boot their own app on their own database from a config object) reuses one worker's modules
    // from file to file: importing the server's graph afresh cost 2-3 s a file, a third of each database pass.
    projects: [
      { extends: true, test: { name: "web", include: ["src/web/**/*.test.{ts,tsx}"] } },
      {
        extends: true,
        test: {
          name: "shared",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/web/**"],
          isolate: false,
        },
      },
    ],
  },
});
