import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../env";
import { configureTestPause, PAUSE_MARKER, pauseInTransaction } from "./test-pause";

describe("test pause hook", () => {
  afterEach(() => {
    configureTestPause(undefined);
    vi.restoreAllMocks();
  });

  it("is refused in production and read in development and tests", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), TEST_PAUSE_IN_TRANSACTION: "plan" }),
    ).toThrow(/TEST_PAUSE_IN_TRANSACTION/);
    expect(
      parseEnv({ NODE_ENV: "test", TEST_PAUSE_IN_TRANSACTION: "complete" }).TEST_PAUSE_IN_TRANSACTION,
    ).toBe("complete");
    expect(parseEnv({ TEST_PAUSE_IN_TRANSACTION: "" }).TEST_PAUSE_IN_TRANSACTION).toBeUndefined();
    expect(() => parseEnv({ TEST_PAUSE_IN_TRANSACTION: "anything" })).toThrow(/TEST_PAUSE_IN_TRANSACTION/);
  });

  it("does nothing unless its point is configured, then prints the marker and waits", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await pauseInTransaction("plan");
    configureTestPause("complete", 30);
    await pauseInTransaction("plan");
    expect(write).not.toHaveBeenCalled();
    const started = Date.now();
    await pauseInTransaction("complete");
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(write).toHaveBeenCalledWith(`${PAUSE_MARKER} complete transaction\n`);
  });
});
