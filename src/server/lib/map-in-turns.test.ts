import { describe, expect, it } from "vitest";
import { filterInTurns, mapInTurns } from "./map-in-turns";

/** Items of heavy work: `each(f)` is `f` holding the thread for `ms` first, counting the items done. */
function slowItems(ms: number) {
  const items = {
    done: 0,
    each<T, R>(f: (item: T) => R): (item: T) => R {
      return (item) => {
        const until = performance.now() + ms;
        while (performance.now() < until) {
          // busy, as a row's mapping is
        }
        items.done++;
        return f(item);
      };
    },
  };
  return items;
}

/** `run`'s result, and how many items were done each time an immediate ran while it worked through `total`. */
async function seenBetween<R>(run: () => Promise<R>, done: () => number, total: number) {
  const seen: number[] = [];
  const tick = () => {
    seen.push(done());
    if (done() < total) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await run();
  return { result, seen };
}

describe("mapInTurns (ADR 0101, 0103)", () => {
  it("maps every item in order, letting other work run once a turn's budget is spent", async () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    const slow = slowItems(2);
    const { result, seen } = await seenBetween(
      () =>
        mapInTurns(
          items,
          slow.each((item: number) => item * 2),
          10,
        ),
      () => slow.done,
      items.length,
    );
    expect(result).toEqual(items.map((item) => item * 2));
    // Each item takes at least 2 ms, so a budget of 10 ms ends a turn after 5 items at most (fewer when the machine
    // is busy and an item takes longer), and never before one item. 40 items at most 5 a turn: 8 turns or more, so
    // other work ran 7 times or more in between.
    expect(seen.length, "other work between the turns").toBeGreaterThanOrEqual(7);
    const steps = seen.slice(0, 5).map((count, i) => count - (i === 0 ? 0 : (seen[i - 1] as number)));
    expect(
      steps.slice(1).every((step) => step >= 1 && step <= 5),
      `items per turn: ${steps}`,
    ).toBe(true);
  });

  it("takes no turn while the budget lasts", async () => {
    const quick = slowItems(0);
    const { seen } = await seenBetween(
      () =>
        mapInTurns(
          [1, 2, 3],
          quick.each((item: number) => item),
          60_000,
        ),
      () => quick.done,
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
    const slow = slowItems(2);
    const { result, seen } = await seenBetween(
      () =>
        filterInTurns(
          items,
          slow.each((item: number) => item % 3 === 0),
          10,
        ),
      () => slow.done,
      items.length,
    );
    expect(result).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(seen.length, "other work ran between the turns").toBeGreaterThan(2);
  });
});
