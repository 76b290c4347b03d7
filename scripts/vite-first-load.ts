import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { FIRST_LOAD_FILE, type FirstLoadFiles } from "../src/contracts/first-load.ts";
import {
  FIRST_LOAD_LANGUAGE,
  type FirstLoad,
  PAGE_FIRST_LOAD,
  PUBLIC_FIRST_LOAD,
  SHELL_FIRST_LOAD,
} from "../src/web/app/first-load.ts";

// Writes dist/first-load.json: for each page of src/web/app/first-load.ts (public, and signed-in with the shell), the
// hashed files holding its modules and their static imports (minus what index.html loads anyway), its stylesheets
// and its API reads (ADR 0020).

type OutputBundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

function chunksOf(bundle: OutputBundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === "chunk");
}

/** File names of `start` and of everything they import statically. */
function staticClosure(bundle: OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const fileName = stack.pop() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const item = bundle[fileName];
    if (item?.type === "chunk") stack.push(...item.imports);
  }
  return seen;
}

const NOTHING: FirstLoad = { modules: [], features: [], reads: [] };

export function resolveFirstLoad(bundle: OutputBundle, root: string): Record<string, FirstLoadFiles> {
  const chunks = chunksOf(bundle);
  const byModule = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId)
      byModule.set(path.relative(root, chunk.facadeModuleId).split(path.sep).join("/"), chunk.fileName);
  }
  const fileOf = (module: string): string => {
    const fileName = byModule.get(module);
    if (!fileName)
      throw new Error(`first-load: ${module} is not a chunk of its own (a lazily imported module?)`);
    return fileName;
  };
  const modulesOf = (load: FirstLoad) => [
    ...load.modules,
    ...load.features.map((feature) => `src/web/locales/features/${feature}.${FIRST_LOAD_LANGUAGE}.json`),
  ];
  // index.html already loads the entry and its imports.
  const loaded = staticClosure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const result: Record<string, FirstLoadFiles> = {};
  const pages = [
    ...Object.entries(PUBLIC_FIRST_LOAD).map(([route, page]) => ({
      route,
      page,
      shell: NOTHING,
      signedIn: false,
    })),
    ...Object.entries(PAGE_FIRST_LOAD).map(([route, page]) => ({
      route,
      page,
      shell: SHELL_FIRST_LOAD,
      signedIn: true,
    })),
  ];
  for (const { route, page, shell, signedIn } of pages) {
    const files = staticClosure(bundle, [...modulesOf(shell), ...modulesOf(page)].map(fileOf));
    const scripts = [...files].filter((file) => !loaded.has(file)).sort();
    const styles = new Set<string>();
    for (const file of scripts) {
      const item = bundle[file] as Chunk | undefined;
      for (const css of item?.viteMetadata?.importedCss ?? []) styles.add(css);
    }
    result[route] = {
      scripts: scripts.map((file) => `/${file}`),
      styles: [...styles].sort().map((file) => `/${file}`),
      reads: [...shell.reads, ...page.reads],
      signedIn,
    };
  }
  return result;
}

export function firstLoadManifest(): Plugin {
  let root = process.cwd();
  return {
    name: "custom-fit:first-load",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: "asset",
        fileName: FIRST_LOAD_FILE,
        source: `${JSON.stringify(resolveFirstLoad(bundle, root), null, 2)}\n`,
      });
    },
  };
}
