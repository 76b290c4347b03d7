import { describe, expect, it } from "vitest";
import { spreadsheetCell } from "./history-csv.service";

describe("spreadsheetCell (OWASP CSV injection)", () => {
  it("puts a single quote before text a spreadsheet would read as a formula", () => {
    expect(spreadsheetCell("=1+1")).toBe("'=1+1");
    expect(spreadsheetCell("+SUM(A1)")).toBe("'+SUM(A1)");
    expect(spreadsheetCell("-2+3")).toBe("'-2+3");
    expect(spreadsheetCell("@cmd")).toBe("'@cmd");
    expect(spreadsheetCell("\t=1+1")).toBe("'\t=1+1");
    expect(spreadsheetCell("\r=1+1")).toBe("'\r=1+1");
  });

  it("leaves numbers, plain signed numbers written as text, and ordinary text as they are", () => {
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell("-5")).toBe("-5");
    expect(spreadsheetCell("-2.5")).toBe("-2.5");
    expect(spreadsheetCell("+7")).toBe("+7");
    expect(spreadsheetCell("Bench press")).toBe("Bench press");
    expect(spreadsheetCell("a=b")).toBe("a=b");
    expect(spreadsheetCell("")).toBe("");
  });
});
