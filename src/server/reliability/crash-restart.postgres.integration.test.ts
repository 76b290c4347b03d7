import { describe, it } from "vitest";
import { defineCrashSuite } from "./crash-suite";

// The same on PostgreSQL (a fresh database on TEST_DATABASE_URL; CI sets it).
if (process.env.TEST_DATABASE_URL) defineCrashSuite("postgres");
else
  describe.skip("crash safety and restart on postgres (TEST_DATABASE_URL is not set)", () =>
    it("skipped", () => {}));
