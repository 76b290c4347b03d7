import { describe, expect, it } from "vitest";
import { filterInTurns, mapInTurns } from "./map-in-turns";

/** Holds the thread for `ms` (an item of heavy work). */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy, as a row's mapping is
  }
}

/** How many items had been mapped each time an immediate ran, while `run` worked through the items. */
async function seenBetween<R>(run: () => Promise<R>, count: () => number, total: number) {
  const seen: number[] = [];
  const tick = () => {
    seen.push(count());
    if (count() < total) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await run();
  return { result, seen };
}

describe("mapInTurns (ADR 0101, 0104)", () => {
  it("maps every item in order, letting other work run once a turn's budget is spent", async () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    let mapped = 0;
    const { result, seen } = await seenBetween(
      () =>
        mapInTurns(
          items,
          (item) => {
            work(2);
            mapped++;
            return item * 2;
          },
          10,
        ),
      () => mapped,
      items.length,
    );
    expect(result).toEqual(items.map((item) => item * 2));
    // Each item takes at least 2 ms, so a budget of 10 ms ends a turn after 5 items at most (fewer when the machine
    // is busy and an item takes longer); and never before one item.
    // 40 items at most 5 a turn: 8 turns or more, so other work ran 7 times or more in between.
    expect(seen.length, "other work between the turns").toBeGreaterThanOrEqual(7);
    const steps = seen.slice(0, 5).map((count, i) => count - (i === 0 ? 0 : (seen[i - 1] as number)));
    expect(
      steps.slice(1).every((step) => step >= 1 && step <= 5),
      `items per turn: ${steps}`,
    ).toBe(true);
  });

  it("takes no turn while the budget lasts", async () => {
    let mapped = 0;
    const { seen } = await seenBetween(
      () =>
        mapInTurns(
          [1, 2, 3],
          (item) => {
            mapped++;
            return item;
          },
          60_000,
        ),
      () => mapped,
      3,
    );
    // Done before any immediate ran: the whole list in the one turn.
    expect(seen).toEqual([]);
  });

  it("maps an empty list without waiting", async () => {
    expect(await mapInTurns([], (item: number) => item)).toEqual([]);
  });
});

describe("filterInTurns", () => {
  it("keeps the items the test keeps, in order, in turns", async () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    let tested = 0;
    const { result, seen } = await seenBetween(
      () =>
        filterInTurns(
          items,
          (item) => {
            work(2);
            tested++;
            return item % 3 === 0;
          },
          10,
        ),
      () => tested,
      items.length,
    );
    expect(result).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(seen.length, "other work ran between the turns").toBeGreaterThan(2);
  });
});
