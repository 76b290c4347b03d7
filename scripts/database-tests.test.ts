import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseTests, SWITCHES_OFF_TESTS, switchesOffTests } from "./database-tests";

// The switches-off and PostgreSQL passes of .ci/run repeat these files (ADR 0070): every server test that can see
// the database set-up.

describe("the server tests the database passes repeat", () => {
  const listed = databaseTests();

  it("holds the switches' own tests, the crash tests' child servers and every file that opens a test database", () => {
    expect(listed).toContain("src/server/lib/read-cache-switch.integration.test.ts");
    expect(listed).toContain("src/server/db/pglite-named-switch.integration.test.ts");
    expect(listed).toContain("src/server/features/events/events.integration.test.ts");
    expect(listed).toContain("src/server/reliability/crash-restart.pglite.integration.test.ts");
    for (const file of listed.filter((f) => /harness|test-database/.test(readFileSync(f, "utf8"))))
      expect(listed).toContain(file);
  });

  it("leaves out the tests that never open the database: parsers, fetch guards, the CalDAV client", () => {
    expect(listed).not.toContain("src/server/features/events/ics-mapper.test.ts");
    expect(listed).not.toContain("src/server/integrations/calendar-fetch/safe-fetch.test.ts");
    expect(listed).not.toContain("src/server/integrations/caldav/caldav.integration.test.ts");
    expect(listed.every((file) => file.startsWith("src/server/") && !file.endsWith(".memory.test.ts"))).toBe(
      true,
    );
  });

  it("repeats a listed part of them with the switches off, every file of it a database test", () => {
    expect(switchesOffTests()).toEqual(SWITCHES_OFF_TESTS);
    for (const file of SWITCHES_OFF_TESTS) expect(listed).toContain(file);
    expect(SWITCHES_OFF_TESTS).toContain("src/server/lib/read-cache-switch.integration.test.ts");
    expect(SWITCHES_OFF_TESTS).toContain("src/server/db/pglite-named-switch.integration.test.ts");
  });
});
