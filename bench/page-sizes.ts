import { rmSync } from "node:fs";
import path from "node:path";
import { buildWithManifest, measurePages } from "./bundles";
import { exportRef } from "./servers";

// One look at the first-load sizes, without the rest of `npm run bench`: builds this tree (and, with a git ref as the
// argument, that commit too) and prints each page's gzipped initial JavaScript. For comparing a change before and after.
//   node --import tsx bench/page-sizes.ts [ref]

const root = path.resolve(import.meta.dirname, "..");

function report(label: string, outDir: string, appRoot: string): void {
  for (const page of measurePages(outDir, buildWithManifest(outDir, appRoot), appRoot))
    console.log(`${label}\t${page.name}\t${page.gzipKb.toFixed(1)} KB gzip\t(budget ${page.budgetKb})`);
}

report("this tree", path.join(root, ".tmp", "page-sizes-dist"), root);
const ref = process.argv[2];
if (ref) {
  const refDir = exportRef(ref);
  try {
    report(ref, path.join(refDir, "dist-bench"), refDir);
  } finally {
    rmSync(refDir, { recursive: true, force: true });
  }
}
