import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md indexes every decision record with one line and a status (ADR 0068). Records are added by
// several people at once and merged later, so this test is what makes the merge add the line: it names the record
// that has none and prints the line to paste, built from the record's heading and its Status: line.

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");
const INDEX = "README.md";
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
/** A status starts with one of these words; numbers it names must be records that exist. */
const STATUS = /^(accepted|proposed|superseded by \d{4}|rejected|deprecated)\b/;
const ROW = /^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|\s*(.+?)\s*\|\s*(.*?)\s*\|\s*$/;

function records(): string[] {
  return readdirSync(DIR)
    .filter((name) => RECORD.test(name))
    .sort();
}

/** The index line a record should have: its number, its heading without the number, its Status: line's first words. */
function lineFor(file: string): string {
  const text = readFileSync(path.join(DIR, file), "utf8");
  const number = file.slice(0, 4);
  const heading = (text.split("\n")[0] ?? "").replace(/^#\s*0*\d+\s*(\.|—|-|:)?\s*/, "").trim();
  const status = text.match(/^Status:\s*([a-z]+)/im)?.[1]?.toLowerCase() ?? "accepted";
  return `| [${number}](${file}) | ${heading} | ${status} |`;
}

describe("docs/decisions/README.md", () => {
  const files = records();
  const rows = readFileSync(path.join(DIR, INDEX), "utf8")
    .split("\n")
    .map((line, index) => ({ match: line.trim().match(ROW), line: index + 1 }))
    .filter((row): row is { match: RegExpMatchArray; line: number } => row.match !== null);

  it("has one line for every record in docs/decisions", () => {
    const linked = new Set(rows.map((row) => row.match[2]));
    const missing = files
      .filter((file) => !linked.has(file))
      .map(
        (file) => `docs/decisions/${INDEX} has no line for ${file}; add, in number order:\n${lineFor(file)}`,
      );
    expect(missing).toEqual([]);
  });

  it("links only records that exist, each once, under its own number", () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { match, line } of rows) {
      const [, number, file] = match;
      if (!files.includes(file ?? ""))
        problems.push(`docs/decisions/${INDEX}:${line}: links ${file}, which is not in docs/decisions`);
      if (!file?.startsWith(`${number}-`))
        problems.push(`docs/decisions/${INDEX}:${line}: says ${number} but links ${file}`);
      if (seen.has(file ?? "")) problems.push(`docs/decisions/${INDEX}:${line}: links ${file} a second time`);
      seen.add(file ?? "");
    }
    expect(problems).toEqual([]);
  });

  it("gives each line a known status that names only records that exist", () => {
    const numbers = new Set(files.map((file) => file.slice(0, 4)));
    const problems: string[] = [];
    for (const { match, line } of rows) {
      const status = match[4] ?? "";
      if (!STATUS.test(status))
        problems.push(
          `docs/decisions/${INDEX}:${line}: status "${status}" starts with none of: accepted, proposed, superseded by NNNN, rejected, deprecated`,
        );
      for (const named of status.match(/\b\d{4}\b/g) ?? [])
        if (!numbers.has(named))
          problems.push(`docs/decisions/${INDEX}:${line}: status names ${named}, which has no record`);
    }
    expect(problems).toEqual([]);
  });

  it("has no two records with the same number", () => {
    const byNumber = new Map<string, string[]>();
    for (const file of files)
      byNumber.set(file.slice(0, 4), [...(byNumber.get(file.slice(0, 4)) ?? []), file]);
    const clashes = [...byNumber.values()]
      .filter((same) => same.length > 1)
      .map((same) => `records share a number: ${same.join(", ")}; renumber the newer one`);
    expect(clashes).toEqual([]);
  });
});
