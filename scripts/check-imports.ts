import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { featureEdge, featureImportProblem, findCycles } from "./import-rules";

// The import rules of docs/architecture.md §2, checked on every `npm run lint`:
// - src/domain imports nothing of ours outside src/domain, and no I/O, React or server packages;
// - src/contracts imports only src/domain (and zod);
// - src/server never imports src/web; src/web imports from src/server only with `import type`;
// - src/web/features/<x> never imports another feature (src/web/app composes them);
// - src/server/features/<x> imports another feature only through its index.ts, and the features' imports form no
//   cycle (import-rules.ts; tests are exempt and left out of the graph).

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");
const DOMAIN_PACKAGES = new Set(["zod", "date-fns", "@date-fns/tz"]);
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** `#domain/x` and `#contracts/x` (tsconfig.base.json's paths, ADR 0089) as paths relative to src/; else null. */
function aliasTarget(spec: string): string | null {
  const alias = /^#(domain|contracts)\/(.+)$/.exec(spec);
  return alias ? `${alias[1]}/${alias[2]}` : null;
}

const problems: string[] = [];
/** Server feature → the server features it imports (tests left out). */
const featureGraph = new Map<string, Set<string>>();
for (const file of files(src)) {
  const rel = path.relative(src, file).split(path.sep).join("/");
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(IMPORT)) {
    const typeOnly = Boolean(match[2]);
    const spec = match[3] ?? match[4] ?? "";
    const target = spec.startsWith(".")
      ? path
          .relative(src, path.resolve(path.dirname(file), spec))
          .split(path.sep)
          .join("/")
      : aliasTarget(spec);
    const say = (why: string) => problems.push(`${rel}: imports "${spec}" (${why})`);
    const isTest = /\.test\.tsx?$/.test(rel);
    if (rel.startsWith("domain/")) {
      if (target !== null && !target.startsWith("domain/")) say("domain imports nothing outside src/domain");
      if (
        target === null &&
        !DOMAIN_PACKAGES.has(spec) &&
        !(isTest && (spec === "vitest" || spec === "fast-check"))
      ) {
        say("domain is pure: no I/O, React or server packages");
      }
    } else if (rel.startsWith("contracts/")) {
      if (target !== null && !target.startsWith("domain/") && !target.startsWith("contracts/"))
        say("contracts import only domain");
    } else if (rel.startsWith("server/")) {
      if (target?.startsWith("web/")) say("the server never imports the web app");
      if (target !== null) {
        const why = featureImportProblem(rel, target);
        if (why) say(why);
        const edge = featureEdge(rel, target);
        if (edge) {
          const targets = featureGraph.get(edge.from) ?? new Set<string>();
          featureGraph.set(edge.from, targets.add(edge.to));
        }
      }
    } else if (rel.startsWith("web/")) {
      if (target?.startsWith("server/") && !typeOnly)
        say("the web app may only `import type` from the server");
      const feature = rel.match(/^web\/features\/([^/]+)\//)?.[1];
      const other = target?.match(/^web\/features\/([^/]+)/)?.[1];
      if (feature && other && feature !== other)
        say("features never import each other; compose them in web/app");
    }
  }
}

for (const cycle of findCycles(featureGraph)) {
  problems.push(
    `server features import each other in a cycle: ${cycle.join(" → ")} (break it with a hook wired in app.ts)`,
  );
}

// The repository explains itself: no tracked file may cite documents a clone does not have (the old
// specification folder beside the repository, or its section names). Cite docs/product.md, docs/architecture.md and
// docs/api.md instead. The patterns are built from pieces so that this file does not match itself.
const DOT_DOT = "..";
const FORBIDDEN_CITATIONS = [`${DOT_DOT}/${"shared"}`, `${"spec"} §`, `${"spec"} section`, `${"DESIGN"} §`];
const CHECKED = ["src/", "e2e/", "bench/", "scripts/", "docs/", "README.md"];
const tracked = execFileSync("git", ["ls-files", "-z", "--", ...CHECKED], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
for (const rel of tracked) {
  let text: string;
  try {
    text = readFileSync(path.join(root, rel), "utf8");
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  // Case-insensitive: a citation that starts a sentence (capital S) is the same citation.
  const lower = text.toLowerCase();
  for (const pattern of FORBIDDEN_CITATIONS) {
    const at = lower.indexOf(pattern.toLowerCase());
    if (at === -1) continue;
    const line = text.slice(0, at).split("\n").length;
    problems.push(
      `${rel}:${line}: cites "${pattern}", which is outside the repository (cite docs/*.md instead)`,
    );
  }
}

if (problems.length > 0) {
  process.stderr.write(
    `Import or citation rules broken (docs/architecture.md §2):\n${problems.map((p) => `  - ${p}`).join("\n")}\n`,
  );
  process.exit(1);
}
process.stdout.write("import and citation rules: ok\n");
