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

  it("gives the turn on when a statement fails", async () => {
    await expect(inUserTurn("c", () => Promise.reject(new Error("lost connection")))).rejects.toThrow(
      "lost connection",
    );
    expect(await inUserTurn("c", async () => "next")).toBe("next");
  });
});
