import { configDefaults, defineConfig } from "vitest/config";
import base, { MEMORY_TESTS } from "./vitest.config.ts";

// The tests whose measure is resident memory (*.memory.test.ts), one file at a time after the others: a second
// worker sharing the cores changes when collections run, and with it what they read. Part of `npm test`.
const report = process.env.TEST_REPORT?.replace(/(\.json)?$/, "-memory.json");

// Spread rather than mergeConfig, which would add these lists to the base's instead of replacing them.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [MEMORY_TESTS],
    // Not the base's projects: those pick the other tests.
    projects: undefined,
    exclude: [...configDefaults.exclude],
    maxWorkers: 1,
    fileParallelism: false,
    reporters: report ? ["default", ["json", { outputFile: report }]] : ["default"],
  },
});
