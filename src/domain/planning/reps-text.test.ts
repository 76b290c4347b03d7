import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseReps } from "./normalise-workout";
import { readReps, writeReps } from "./reps-text";

// The model's free-text reps read as the edit form's numbers, and written back (ADR 0097).

describe("reading reps text", () => {
  it.each([
    ["8-12", { kind: "reps", from: 8, to: 12, perSide: false, extra: "" }],
    ["10", { kind: "reps", from: 10, to: null, perSide: false, extra: "" }],
    ["10 per side", { kind: "reps", from: 10, to: null, perSide: true, extra: "" }],
    ["12 each leg", { kind: "reps", from: 12, to: null, perSide: true, extra: "" }],
    ["8/side", { kind: "reps", from: 8, to: null, perSide: true, extra: "" }],
    ["10 por lado", { kind: "reps", from: 10, to: null, perSide: true, extra: "" }],
    ["8 to 12 reps, slow", { kind: "reps", from: 8, to: 12, perSide: false, extra: "slow" }],
    ["8-12 + dropset", { kind: "reps", from: 8, to: 12, perSide: false, extra: "dropset" }],
    ["15-15", { kind: "reps", from: 15, to: null, perSide: false, extra: "" }],
    ["30-45 s", { kind: "seconds", from: 30, to: 45, perSide: false, extra: "" }],
    ["45s", { kind: "seconds", from: 45, to: null, perSide: false, extra: "" }],
    ["30 seconds per side", { kind: "seconds", from: 30, to: null, perSide: true, extra: "" }],
    ["2 minutos", { kind: "seconds", from: 120, to: null, perSide: false, extra: "" }],
    ["1:30", { kind: "seconds", from: 90, to: null, perSide: false, extra: "" }],
    ["AMRAP", { kind: "text", text: "AMRAP" }],
    ["to failure", { kind: "text", text: "to failure" }],
    ["0", { kind: "text", text: "0" }],
  ] as const)("%s", (written, reading) => {
    expect(readReps(written)).toEqual(reading);
  });

  it("writes the numbers back as the API's reps text", () => {
    expect(writeReps({ kind: "reps", from: 10, to: null, perSide: true })).toBe("10 per side");
    expect(writeReps({ kind: "reps", from: 8, to: 12, perSide: false })).toBe("8-12");
    expect(writeReps({ kind: "seconds", from: 30, to: 45, perSide: false })).toBe("30-45 seconds");
    expect(writeReps({ kind: "seconds", from: 180, to: null, perSide: false })).toBe("3 minutes");
    expect(writeReps({ kind: "text", text: " AMRAP " })).toBe("AMRAP");
  });

  it("reads back what it writes: numbers and the side flag survive an edit unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("reps" as const, "seconds" as const),
        fc.integer({ min: 1, max: 600 }),
        fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
        fc.boolean(),
        (kind, from, top, perSide) => {
          const to = top !== null && top > from ? top : null;
          const written = writeReps({ kind, from, to, perSide });
          expect(readReps(written)).toEqual({ kind, from, to, perSide, extra: "" });
        },
      ),
    );
  });

  it("never loses a normalised model reply: text with no number is kept as written", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const reps = normaliseReps(raw);
        const reading = readReps(reps);
        if (reading.kind === "text") expect(reading.text).toBe(reps.trim());
        else expect(reading.from).toBeGreaterThan(0);
      }),
    );
  });
});
