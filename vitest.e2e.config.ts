import { defineConfig } from "vitest/config";

// End-to-end specs in headless Chromium against the built app that e2e/run.ts starts. One file at a time: the
// machine has 2 cores and each file drives a real browser.
const report = process.env.TEST_REPORT || undefined;

export default defineConfig({
  // `#domain/…` and `#contracts/…` (tsconfig.base.json's paths, ADR 0089).
  resolve: { tsconfigPaths: true },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: {
      requireAssertions: true,
      // A sign-in hashes with the production scrypt cost; on a busy 2-core machine that alone can take seconds.
      poll: { timeout: 15_000, interval: 100 },
    },
    reporters: report ? ["default", ["json", { outputFile: report }]] : ["default"],
  },
});
