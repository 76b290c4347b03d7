import { describe, expect, it } from "vitest";
import { mapInTurns } from "./map-in-turns";

describe("mapInTurns", () => {
  it("maps every item in order, a chunk per turn of the event loop", async () => {
    const items = Array.from({ length: 1_000 }, (_, i) => i);
    let mapped = 0;
    const seenByImmediates: number[] = [];
    const tick = () => {
      seenByImmediates.push(mapped);
      if (mapped < items.length) setImmediate(tick);
    };
    setImmediate(tick);
    const result = await mapInTurns(
      items,
      (item) => {
        mapped++;
        return item * 2;
      },
      250,
    );
    expect(result).toEqual(items.map((item) => item * 2));
    // Other work ran between the chunks, each time after a whole chunk (none is owed after the last).
    expect(seenByImmediates.slice(0, 3)).toEqual([250, 500, 750]);
  });

  it("maps an empty list without waiting", async () => {
    expect(await mapInTurns([], (item: number) => item)).toEqual([]);
  });
});
