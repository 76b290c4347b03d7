import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { strongCsv } from "../../test/strong-csv";
import { readHistoryExport } from "./history-import.reader";

describe("readHistoryExport (ADR 0056)", () => {
  it("parses a large export in a worker thread: the event loop keeps turning meanwhile", async () => {
    const today = new Date().toISOString().slice(0, 10);
    // 5,000 workouts of 20 sets: ~6 MB, 100,000 rows (the file was 9.6 MB, 160,000 sets).
    const source = strongCsv({ workouts: 5_000, setsPerWorkout: 20, lastDay: today });
    // A first file starts the worker, so the measured parse is the parse alone.
    await readHistoryExport(strongCsv({ workouts: 1, setsPerWorkout: 1, lastDay: today }), "lb", today);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    delay.enable();
    const started = performance.now();
    const parsed = await readHistoryExport(source, "lb", today);
    const elapsed = performance.now() - started;
    delay.disable();
    clearInterval(ticker);

    expect(parsed.workouts).toHaveLength(5_000);
    expect(parsed.problems).toEqual([]);
    const longestPauseMs = delay.max / 1e6;
    // On the main thread the whole parse (a second or more) would be one pause. Here the longest pause is a fraction
    // of it: handing the parsed workouts back to this thread (structured clone) is the main thread's only part.
    expect(elapsed).toBeGreaterThan(300);
    expect(longestPauseMs).toBeLessThan(elapsed / 2);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  }, 60_000);

  it("answers 400 INVALID_CSV from the worker for a file of neither layout", async () => {
    await expect(readHistoryExport("a,b,c\n1,2,3\n", "lb", "2026-01-01")).rejects.toMatchObject({
      code: "INVALID_CSV",
      status: 400,
    });
  });
});
