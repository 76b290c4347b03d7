import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Web component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
// End-to-end specs live in e2e/ and run through e2e/run.ts with vitest.e2e.config.ts.
// TEST_REPORT=path adds a JSON report (CI sums them into one "N passed, N failed" line).
const report = process.env.TEST_REPORT;

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A test that checks nothing fails.
    expect: { requireAssertions: true },
    // UTC unless a run asks for another zone (the daylight-saving suite also switches zones itself).
    env: { TZ: process.env.TZ ?? "UTC" },
    reporters: report ? ["default", ["json", { outputFile: report }]] : ["default"],
  },
});
