import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AppConfig } from "./config";
import { loadConfig, ZEnv } from "./env";

// docs/configuration.md is written by hand (its explanations are the point of it), so this test keeps it honest
// against env.ts, the one place the server reads variables (ADR 0068): every variable ZEnv declares has a row, every
// row is a variable ZEnv declares, and each row's Default starts with the value the server really uses when the
// variable is unset (outside production).

const DOC = path.resolve(import.meta.dirname, "../../docs/configuration.md");
const DOC_NAME = "docs/configuration.md";

/** A checked table starts with this header; other tables (tools read by tests and benchmarks) are not the server's. */
const HEADER = /^\|\s*Variable\s*\|\s*Default\s*\|\s*Meaning\s*\|\s*$/;

interface Row {
  name: string;
  defaultCell: string;
  line: number;
}

function documentedRows(text: string): { rows: Row[]; problems: string[] } {
  const rows: Row[] = [];
  const problems: string[] = [];
  let inTable = false;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (HEADER.test(line)) {
      inTable = true;
      return;
    }
    if (!line.startsWith("|")) {
      inTable = false;
      return;
    }
    if (!inTable || /^\|[\s|:-]+\|$/.test(line)) return;
    const cells = line
      .slice(1, -1)
      .split(/\s\|\s/)
      .map((cell) => cell.trim());
    const names = [...(cells[0] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? "");
    if (names.length !== 1 || cells.length !== 3) {
      problems.push(
        `${DOC_NAME}:${index + 1}: a row names exactly one variable in backticks and has three cells (Variable | Default | Meaning)`,
      );
      return;
    }
    rows.push({ name: names[0] ?? "", defaultCell: cells[1] ?? "", line: index + 1 });
  });
  return { rows, problems };
}

/**
 * Defaults decided in config.ts rather than by ZEnv, read from the configuration resolved from an empty environment:
 * the value the variable would have to be set to for the same behaviour.
 */
const RESOLVED_IN_CONFIG: Record<string, (config: AppConfig) => unknown> = {
  HOST: (c) => c.listen.host,
  APP_URL: (c) => c.baseUrl,
  FREE_PLANS_PER_WEEK: (c) => c.quotas.limits.freePlansPerWeek,
  FREE_REGENERATIONS_PER_WEEK: (c) => c.quotas.limits.freeRegenerationsPerWeek,
  FREE_COACH_MESSAGES: (c) => c.quotas.limits.freeCoachMessages,
  PRO_COACH_MESSAGES_PER_DAY: (c) => c.quotas.limits.proCoachMessagesPerDay,
  ENFORCE_QUOTAS: (c) => c.quotas.enforce,
  MAIL: (c) => c.mail.kind,
  NOTIFY_SCHEDULER: (c) => c.notifications.scheduler,
  AUTO_PLAN_MINUTES: (c) => (c.autoPlan.enabled ? c.autoPlan.intervalMs / 60_000 : 0),
  VAPID_SUBJECT: (c) => c.push.subject,
  SERVE_STATIC: (c) => c.distDir !== undefined,
};

/** How the page writes a value: switches as on/off, the rest as text; null when there is no single value. */
function written(value: unknown): string | null {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return null;
  if (typeof value === "boolean") return value ? "on" : "off";
  return String(value);
}

function serverDefault(name: string, resolved: AppConfig): string | null {
  const fromConfig = RESOLVED_IN_CONFIG[name];
  if (fromConfig) return written(fromConfig(resolved));
  const schema = ZEnv.shape[name as keyof typeof ZEnv.shape];
  const parsed = schema.safeParse(undefined);
  return parsed.success ? written(parsed.data) : null;
}

describe("docs/configuration.md against src/server/env.ts", () => {
  const { rows, problems } = documentedRows(readFileSync(DOC, "utf8"));
  const declared = Object.keys(ZEnv.shape);

  it("has well-formed rows, one per variable", () => {
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    for (const row of rows) {
      const first = seen.get(row.name);
      if (first !== undefined)
        duplicates.push(`${row.name}: listed on lines ${first} and ${row.line} of ${DOC_NAME}`);
      else seen.set(row.name, row.line);
    }
    expect(problems).toEqual([]);
    expect(duplicates).toEqual([]);
  });

  it("lists every variable env.ts declares, and only those", () => {
    const documented = new Set(rows.map((row) => row.name));
    const missingFromDoc = declared
      .filter((name) => !documented.has(name))
      .map((name) => `${name}: declared in src/server/env.ts (ZEnv) but has no row in ${DOC_NAME}`);
    const missingFromEnv = rows
      .filter((row) => !declared.includes(row.name))
      .map(
        (row) =>
          `${row.name}: ${DOC_NAME}:${row.line} lists it, but src/server/env.ts (ZEnv) does not declare it`,
      );
    expect([...missingFromDoc, ...missingFromEnv]).toEqual([]);
  });

  it("gives each variable the default the server uses", () => {
    for (const name of Object.keys(RESOLVED_IN_CONFIG))
      expect(declared, `RESOLVED_IN_CONFIG names ${name}, which ZEnv no longer declares`).toContain(name);
    const resolved = loadConfig({});
    const wrong: string[] = [];
    for (const row of rows) {
      if (!declared.includes(row.name)) continue; // reported by the test above
      const expected = serverDefault(row.name, resolved);
      const given = row.defaultCell.match(/^`([^`]*)`/)?.[1] ?? null;
      const where = `${row.name} (${DOC_NAME}:${row.line})`;
      if (expected === null && given !== null)
        wrong.push(
          `${where}: the page gives the default \`${given}\`, but the server has no single default; start the cell with words (— or "generated …")`,
        );
      else if (expected !== null && given !== expected)
        wrong.push(
          `${where}: the server's default is \`${expected}\`, the page's Default cell starts with ${given === null ? "words" : `\`${given}\``}; start it with \`${expected}\``,
        );
    }
    expect(wrong).toEqual([]);
  });
});
