import { describe, expect, it } from "vitest";
import { coachInstructions } from "#domain/coach";
import { canaryLine, coachCanary, createReplyGuard, MIN_LEAK_RUN } from "./reply-guard";

const canary = coachCanary("a-server-secret-of-at-least-32-characters");
const protectedText = `${coachInstructions("en")}\n${canaryLine(canary)}`;

/** Streams `pieces` through a fresh guard: what the client would see, and whether the guard stopped it. */
function run(pieces: string[]) {
  const guard = createReplyGuard({ protectedText, canary });
  let shown = "";
  for (const piece of pieces) {
    const { text, leaked } = guard.push(piece);
    shown += text;
    if (leaked) return { shown, leaked };
  }
  return { shown: shown + guard.flush(), leaked: false };
}

const chars = (text: string) => [...text];

describe("the coach's reply guard", () => {
  it("derives a stable canary from the secret, different per secret", () => {
    expect(canary).toMatch(/^qx[0-9a-f]{22}$/);
    expect(coachCanary("a-server-secret-of-at-least-32-characters")).toBe(canary);
    expect(coachCanary("another-server-secret-of-32-characters!")).not.toBe(canary);
  });

  it("passes ordinary replies through unchanged and unsplit", () => {
    const pieces = ["Warm up ", "for five minutes", ", then start light. ", "Add weight next week."];
    const guard = createReplyGuard({ protectedText, canary });
    expect(pieces.map((p) => guard.push(p))).toEqual(pieces.map((text) => ({ text, leaked: false })));
    expect(guard.flush()).toBe("");
  });

  it("keeps a reply that quotes a few words of the rules", () => {
    const reply = "I answer in 2 or 3 short sentences, so: rest well and hydrate.";
    expect(run([reply])).toEqual({ shown: reply, leaked: false });
  });

  it("stops the canary whole, split in pieces, spaced out, or in capitals, before any of it is shown", () => {
    for (const pieces of [
      [`Sure: ${canary}.`],
      chars(`The reference is ${canary}, as asked.`),
      ["The code: ", canary.slice(0, 5), canary.slice(5, 12), canary.slice(12)],
      [`Spelled out: ${chars(canary).join(" ")}`],
      [`Loud: ${canary.toUpperCase()}`],
    ]) {
      const { shown, leaked } = run(pieces);
      expect(leaked).toBe(true);
      expect(shown.replace(/[^a-z0-9]/gi, "").toLowerCase()).not.toContain(canary.slice(0, 6));
    }
  });

  it("stops a verbatim copy of the instructions, whatever the case and spacing, after fewer than 32 characters", () => {
    const instructions = coachInstructions("en");
    for (const copy of [instructions, instructions.toUpperCase(), instructions.replace(/ /g, "  \n")]) {
      const { shown, leaked } = run(chars(`Here you go: ${copy}`));
      expect(leaked).toBe(true);
      expect(shown.length).toBeLessThan("Here you go: ".length + MIN_LEAK_RUN * 2);
    }
  });

  it("holds back only a tail that could start the canary, and releases it when it does not", () => {
    const guard = createReplyGuard({ protectedText, canary });
    expect(guard.push("Try the qx")).toEqual({ text: "Try the ", leaked: false });
    expect(guard.push(" machine.")).toEqual({ text: "qx machine.", leaked: false });
    expect(guard.flush()).toBe("");
    const end = createReplyGuard({ protectedText, canary });
    expect(end.push("Ends with q")).toEqual({ text: "Ends with ", leaked: false });
    expect(end.flush()).toBe("q");
  });

  it("works without a canary (instructions only)", () => {
    const guard = createReplyGuard({ protectedText: coachInstructions("es") });
    expect(guard.push("qx")).toEqual({ text: "qx", leaked: false });
    expect(guard.push(coachInstructions("es"))).toEqual({ text: "", leaked: true });
    expect(guard.push("more")).toEqual({ text: "", leaked: true });
  });
});
