import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runCoachBench } from "./coach";
import { runEngineBench } from "./engine";
import { runHttpBench } from "./http";

// `npm run bench`: every benchmark, printed and written to docs/benchmarks.md with the machine's description.
// Figures are ratios against baselines measured in the same run, so they compare across machines.

const sections: string[] = [];
const run = async (name: string, bench: () => Promise<string>) => {
  process.stdout.write(`== ${name}\n`);
  const section = await bench();
  process.stdout.write(`${section}\n`);
  sections.push(section);
};

await run("engine", runEngineBench);
await run("http", runHttpBench);
await run("coach", runCoachBench);

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const header = [
  "# Benchmarks",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
  "Budgets are in ../shared/DESIGN.md §7; each table says where it stands against them.",
  "",
].join("\n");
writeFileSync(
  path.resolve(import.meta.dirname, "../docs/benchmarks.md"),
  `${header}\n${sections.join("\n")}\n`,
);
