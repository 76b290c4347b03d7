import { describe, expect, it } from "vitest";
import { inUserTurn } from "./user-turns";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("inUserTurn", () => {
  it("runs one user's statements one at a time, in order, and another user's alongside", async () => {
    const order: string[] = [];
    const first = gate();
    const a1 = inUserTurn("a", async () => {
      order.push("a1 starts");
      await first.opened;
      order.push("a1 ends");
      return 1;
    });
    const a2 = inUserTurn("a", async () => {
      order.push("a2 starts");
      return 2;
    });
    const b = inUserTurn("b", async () => {
      order.push("b runs");
      return 3;
    });
    expect(await b).toBe(3);
    expect(order).toEqual(["a1 starts", "b runs"]);
    first.open();
    expect(await Promise.all([a1, a2])).toEqual([1, 2]);
    expect(order).toEqual(["a1 starts", "b runs", "a1 ends", "a2 starts"]);
  });

  it("starts each statement on a turn of the event loop: a loop of statements that resolve at once lets I/O in", async () => {
    // An embedded database's statement resolves without I/O, like these; before, twenty of them in a row were one
    // chain of microtasks and the event loop's next phase (here an immediate) ran only after the last.
    let ranAt: number | undefined;
    let statements = 0;
    setImmediate(() => {
      ranAt = statements;
    });
    for (let i = 0; i < 20; i++) await inUserTurn("d", async () => ++statements);
    expect(statements).toBe(20);
    expect(ranAt).toBeDefined();
    expect(ranAt).toBeLessThan(2);
  });

  it("gives the turn on when a statement fails", async () => {
    await expect(inUserTurn("c", () => Promise.reject(new Error("lost connection")))).rejects.toThrow(
      "lost connection",
    );
    expect(await inUserTurn("c", async () => "next")).toBe("next");
  });
});
