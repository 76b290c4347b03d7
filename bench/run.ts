import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runBundleBench } from "./bundles";
import { runCoachBench } from "./coach";
import { runEngineBench } from "./engine";
import { runHttpBench } from "./http";
import { runLighthouseBench } from "./lighthouse";

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
await run("http", runHttpBench);
await run("coach", runCoachBench);

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(", ");
const header = [
  "# Benchmarks",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
  `Load average when the run ended (1, 5, 15 min): ${load} on ${os.cpus().length} cores. Other work shared the machine during this run: absolute figures are lower than on an idle machine; ratios and before/after pairs, measured in the same run, compare fairly.`,
  "Budgets are in ../shared/DESIGN.md §7; each table says where it stands against them.",
  "The load run (100 signed-in users, `npm run bench:load`) writes its own page: [load.md](load.md).",
  "",
].join("\n");
const document = path.resolve(import.meta.dirname, "../docs/benchmarks.md");
let body = sections.join("\n");
if (only && existsSync(document)) {
  // A subset replaces its own sections (by their "## " heading) and keeps the others from the last full run.
  const fresh = new Map(sections.map((section) => [section.split("\n")[0], section]));
  const previous = readFileSync(document, "utf8")
    .split(/\n(?=## )/)
    .slice(1);
  body = previous
    .map((section) => fresh.get(section.split("\n")[0]) ?? section.trimEnd())
    .concat(
      sections.filter((section) => !previous.some((old) => old.split("\n")[0] === section.split("\n")[0])),
    )
    .join("\n\n");
}
writeFileSync(document, `${header}\n${body}\n`);
// The bundle and Lighthouse budgets fail the bench (issue #10); the timing tables say where they stand in the text.
if (overBudget.length > 0) {
  process.stderr.write(`Over budget: ${overBudget.join(", ")}\n`);
  process.exitCode = 1;
}
