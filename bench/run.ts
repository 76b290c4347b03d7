import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runBundleBench } from "./bundles";
import { runCalendarSyncBench } from "./calendar-sync";
import { runCoachBench } from "./coach";
import { runEngineBench } from "./engine";
import { runHistoryNoiseBench } from "./history-noise";
import { runHttpBench } from "./http";
import { runLighthouseBench } from "./lighthouse";
import { runMeRatioBench } from "./me-ratio";
import { runMemoryBench } from "./memory";
import { runWeekPlannerBench } from "./week-planner";

// `npm run bench`: every benchmark, printed and written to docs/benchmarks.md with the machine's description.
// Figures are ratios against baselines measured in the same run, so they compare across machines.

// BENCH_ONLY=bundles,lighthouse runs a subset: those sections of docs/benchmarks.md are replaced, the rest kept.
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const sections: string[] = [];
const overBudget: string[] = [];
const run = async (name: string, bench: () => Promise<string | { section: string; overBudget: boolean }>) => {
  if (only && !only.includes(name)) return;
  process.stdout.write(`== ${name}\n`);
  const result = await bench();
  const section = typeof result === "string" ? result : result.section;
  if (typeof result !== "string" && result.overBudget) overBudget.push(name);
  process.stdout.write(`${section}\n`);
  sections.push(section);
};

// Builds first (bundles, then Lighthouse on the same build), while the machine is quietest; then the timings.
await run("bundles", runBundleBench);
await run("lighthouse", runLighthouseBench);
await run("engine", runEngineBench);
await run("week-planner", runWeekPlannerBench);
await run("http", runHttpBench);
await run("me", runMeRatioBench);
await run("memory", runMemoryBench);
await run("coach", runCoachBench);
await run("calendar-sync", runCalendarSyncBench);
await run("history", runHistoryNoiseBench);

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(", ");
const header = [
  "# Benchmarks",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
  `Load average when the run ended (1, 5, 15 min): ${load} on ${os.cpus().length} cores. Absolute figures depend on what else the machine was doing (the load average shows it); ratios and before/after pairs, measured in the same run, compare fairly.`,
  "Budgets are in docs/architecture.md §7; each table says where it stands against them.",
  "The load run (100 signed-in users, `npm run bench:load`) writes its own page: [load.md](load.md).",
  "",
].join("\n");
const document = path.resolve(import.meta.dirname, "../docs/benchmarks.md");
let body = sections.join("\n");
if (only && existsSync(document)) {
  // A subset replaces its own sections and subsections (matched by their heading up to any parenthesis) and keeps
  // the others from the last full run.
  const pieces = (text: string) => text.split(/\n(?=##+ )/);
  const key = (piece: string) => (piece.split("\n")[0] ?? "").replace(/\s*\(.*$/, "");
  const fresh = new Map(sections.flatMap(pieces).map((piece) => [key(piece), piece.trimEnd()]));
  const previous = pieces(readFileSync(document, "utf8")).slice(1);
  const kept = new Set(previous.map(key));
  body = previous
    .map((piece) => fresh.get(key(piece)) ?? piece.trimEnd())
    .concat([...fresh].filter(([heading]) => !kept.has(heading)).map(([, piece]) => piece))
    .join("\n\n");
}
writeFileSync(document, `${header}\n${body}\n`);
// The bundle and Lighthouse budgets fail the bench (issue #10); the timing tables say where they stand in the text.
if (overBudget.length > 0) {
  process.stderr.write(`Over budget: ${overBudget.join(", ")}\n`);
  process.exitCode = 1;
}
