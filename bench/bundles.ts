import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { exportRef } from "./servers";

// Gzipped initial JavaScript of the landing page and of the signed-in shell (docs/architecture.md §7: ≤ 120 KB and ≤ 170 KB),
// read from the build's manifest. A page's initial JS is the entry (index.html) with its static imports, plus the
// lazy route modules the page loads at once (layout, page, the signed-in features' strings) with theirs.

const root = path.resolve(import.meta.dirname, "..");

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  name: string;
  /** Source modules (manifest keys) the route loads on first paint besides the entry. */
  lazy: (manifest: Manifest, appRoot: string) => string[];
  budgetKb: number;
}

const FEATURE_STRINGS = /^src\/web\/locales\/features\/([a-z-]+)\.en\.json$/;

/**
 * The feature string files a route awaits, by the export names of its layout and page: read from the route table
 * (src/web/app/routes.ts, `export: "<Name>", features: [...]`), or, in older trees, from router.tsx's
 * `appPage(load, name, [features])` declarations. Older routers still (`appPage(load, name)`) loaded every feature's
 * strings with the first signed-in page: "all".
 */
export function routeFeatures(constants: string[], appRoot = root): string[] | "all" {
  const table = path.join(appRoot, "src/web/app/routes.ts");
  if (existsSync(table)) {
    const routes = readFileSync(table, "utf8");
    return constants.flatMap((name) => {
      const match = new RegExp(`export: "${name}",\\s*features: \\[([^\\]]*)\\]`).exec(routes);
      if (!match) throw new Error(`routes.ts: no entry exporting ${name} (update bench/bundles.ts)`);
      return [...match[1]!.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]!);
    });
  }
  const router = readFileSync(path.join(appRoot, "src/web/app/router.tsx"), "utf8");
  if (!router.includes("loadFeatureStrings(features)")) return "all";
  return constants.flatMap((constant) => {
    const match = new RegExp(`const ${constant} = appPage\\([\\s\\S]*?\\[([^\\]]*)\\]\\s*,?\\s*\\);`).exec(
      router,
    );
    if (!match)
      throw new Error(`router.tsx: no appPage declaration of ${constant} (update bench/bundles.ts)`);
    return [...match[1]!.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]!);
  });
}

function featureStringsFor(manifest: Manifest, features: string[] | "all"): string[] {
  return Object.keys(manifest).filter((key) => {
    const match = FEATURE_STRINGS.exec(key);
    return match && (features === "all" || features.includes(match[1]!));
  });
}

export const PAGES: PageBudget[] = [
  {
    name: "Landing page (/)",
    lazy: (manifest) =>
      // Opened directly, the landing page runs without the router (ADR 0069); older trees had it in the entry.
      manifest["src/web/app/public-app.tsx"]
        ? ["src/web/app/public-app.tsx", "src/web/features/landing/landing-page.tsx"]
        : ["src/web/app/public-pages-layout.tsx", "src/web/features/landing/landing-page.tsx"],
    budgetKb: 120,
  },
  {
    name: "Signed-in shell (/dashboard)",
    lazy: (manifest, appRoot) => [
      // The router, loaded after the entry since ADR 0069 (in the entry before).
      ...(manifest["src/web/app/router.tsx"] ? ["src/web/app/router.tsx"] : []),
      "src/web/app/signed-in-layout.tsx",
      "src/web/features/dashboard/dashboard-page.tsx",
      ...featureStringsFor(manifest, routeFeatures(["SignedInLayout", "DashboardPage"], appRoot)),
    ],
    budgetKb: 170,
  },
];

/** Builds the app into `outDir` with a manifest (unless BENCH_SKIP_BUILD is set and a manifest is there). */
export function buildWithManifest(outDir: string, appRoot = root): Manifest {
  const manifestPath = path.join(outDir, ".vite", "manifest.json");
  if (!(process.env.BENCH_SKIP_BUILD && existsSync(manifestPath))) {
    execFileSync(
      process.execPath,
      [path.join(appRoot, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--manifest"],
      {
        cwd: appRoot,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  }
  return JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
}

/** Manifest keys of `start` and everything it imports statically. */
function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update bench/bundles.ts)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

export interface PageSize {
  name: string;
  budgetKb: number;
  gzipKb: number;
  rawKb: number;
  chunks: Array<{ file: string; gzipKb: number }>;
}

export function measurePages(outDir: string, manifest: Manifest, appRoot = root): PageSize[] {
  // The built index.html names the entry's scripts (rolldown folds the entry into the "initial" group's chunk, and
  // the manifest then marks no entry).
  const html = readFileSync(path.join(outDir, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!);
  const entry = scripts.map((file) => {
    const key = Object.keys(manifest).find((k) => manifest[k]!.file === file);
    if (!key) throw new Error(`${file} (from index.html) is not in the manifest`);
    return key;
  });
  if (entry.length === 0) throw new Error("no module script in the built index.html");
  const gzipOf = new Map<string, { gzip: number; raw: number }>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(outDir, file));
      size = { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
      gzipOf.set(file, size);
    }
    return size;
  };
  return PAGES.map((page) => {
    const keys = staticClosure(manifest, [...entry, ...page.lazy(manifest, appRoot)]);
    const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((f) => f.endsWith(".js"));
    const chunks = files
      .map((file) => ({ file, gzipKb: sizeOf(file).gzip / 1024 }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    return {
      name: page.name,
      budgetKb: page.budgetKb,
      gzipKb: chunks.reduce((sum, c) => sum + c.gzipKb, 0),
      rawKb: files.reduce((sum, f) => sum + sizeOf(f).raw, 0) / 1024,
      chunks,
    };
  });
}

export interface BundleResult {
  section: string;
  overBudget: boolean;
}

export async function runBundleBench(): Promise<BundleResult> {
  const outDir = process.env.BENCH_DIST_DIR ?? path.join(tmpdir(), "custom-fit-bench-dist");
  const manifest = buildWithManifest(outDir);
  const pages = measurePages(outDir, manifest);
  // BENCH_BASELINE_REF: the same measure of the app as of that commit, built from a `git archive` export.
  const baselineRef = process.env.BENCH_BASELINE_REF;
  let before: PageSize[] | undefined;
  if (baselineRef) {
    const refDir = exportRef(baselineRef);
    const refOut = path.join(refDir, "dist-bench");
    try {
      before = measurePages(refOut, buildWithManifest(refOut, refDir), refDir);
    } finally {
      rmSync(refDir, { recursive: true, force: true });
    }
  }
  const overBudget = pages.some((p) => p.gzipKb > p.budgetKb);
  const lines = [
    "## Bundle sizes",
    "",
    "Initial JavaScript, gzipped (level 9), from a production build's manifest: the entry with its static imports plus " +
      "the lazy modules the route loads at once (layout, page and, signed in, the features' strings it awaits). " +
      "Over budget fails `npm run bench`.",
    "",
    `| page | JS chunks | raw KB | gzipped KB | budget KB | |${before ? ` before (${baselineRef}) KB |` : ""}`,
    `|---|---:|---:|---:|---:|---|${before ? "---:|" : ""}`,
    ...pages.map(
      (p, i) =>
        `| ${p.name} | ${p.chunks.length} | ${p.rawKb.toFixed(1)} | ${p.gzipKb.toFixed(1)} | ${p.budgetKb} | ${p.gzipKb <= p.budgetKb ? "PASS" : "**OVER BUDGET**"} |${before ? ` ${before[i]!.gzipKb.toFixed(1)} |` : ""}`,
    ),
    "",
    ...pages.map(
      (p) =>
        `Largest chunks of the ${p.name.toLowerCase()}: ${p.chunks
          .slice(0, 5)
          .map(
            (c) =>
              `${c.file.replace(/^assets\//, "").replace(/-[\w-]{8}\.js$/, ".js")} ${c.gzipKb.toFixed(1)}`,
          )
          .join(", ")} (KB gzipped).`,
    ),
    "",
  ];
  return { section: lines.join("\n"), overBudget };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await runBundleBench();
  process.stdout.write(`${result.section}\n`);
  if (result.overBudget) process.exitCode = 1;
}
