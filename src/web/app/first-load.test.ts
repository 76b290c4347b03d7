import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type FirstLoad, PAGE_FIRST_LOAD, PUBLIC_FIRST_LOAD, SHELL_FIRST_LOAD } from "./first-load";

// first-load.ts repeats what router.tsx declares (which module a page is, which strings it waits for): a page that
// changes one and not the other would preload the wrong files, or miss some.

const root = path.resolve(import.meta.dirname, "../../..");
const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");

/** How router.tsx names `module` in its `import("...")`. */
function specifierOf(module: string): string {
  const fromRouter = path
    .relative(import.meta.dirname, path.join(root, module))
    .replace(/\.tsx?$/, "")
    .split(path.sep)
    .join("/");
  return fromRouter.startsWith(".") ? fromRouter : `./${fromRouter}`;
}

/** The feature list of the `appPage(() => import("<module>"), "<Name>", [...])` declaration that loads `module`. */
function routerFeatures(module: string): string[] {
  const specifier = specifierOf(module);
  const declaration = new RegExp(
    `appPage\\(\\s*\\(\\) => import\\("${specifier.replace(/[.]/g, "\\.")}"\\),\\s*"\\w+",\\s*\\[([^\\]]*)\\]`,
  ).exec(router);
  if (!declaration) throw new Error(`router.tsx has no appPage(...) for ${specifier}`);
  return [...(declaration[1] ?? "").matchAll(/"([a-z-]+)"/g)].map((m) => m[1] as string);
}

function expectConsistent(load: FirstLoad) {
  for (const module of load.modules) expect(existsSync(path.join(root, module)), module).toBe(true);
  const [page] = load.modules;
  expect(page).toBeDefined();
  expect([...load.features].sort()).toEqual(routerFeatures(page as string).sort());
  for (const feature of load.features) {
    expect(existsSync(path.join(root, `src/web/locales/features/${feature}.en.json`)), feature).toBe(true);
  }
  for (const read of load.reads) expect(read).toMatch(/^\/api\/[a-z/-]+$/);
}

describe("first-load.ts", () => {
  it("names the shell's module and strings as router.tsx declares them", () => {
    expectConsistent(SHELL_FIRST_LOAD);
  });

  it.each(Object.keys(PUBLIC_FIRST_LOAD))("names %s's layout and page as router.tsx loads them", (route) => {
    const load = PUBLIC_FIRST_LOAD[route] as FirstLoad;
    for (const module of load.modules) {
      expect(existsSync(path.join(root, module)), module).toBe(true);
      expect(router).toMatch(
        new RegExp(`(page|appPage)\\(\\(\\) => import\\("${specifierOf(module).replace(/[.]/g, "\\.")}"\\)`),
      );
    }
    // The page (after its layout) waits for the strings router.tsx names; a plain page(...) waits for none.
    const page = load.modules.at(-1) as string;
    const waits = router.includes(`appPage(() => import("${specifierOf(page)}")`) ? routerFeatures(page) : [];
    expect([...load.features].sort()).toEqual(waits.sort());
    for (const feature of load.features) {
      expect(existsSync(path.join(root, `src/web/locales/features/${feature}.en.json`)), feature).toBe(true);
    }
  });

  it.each(Object.keys(PAGE_FIRST_LOAD))(
    "names %s's module and strings as router.tsx declares them",
    (route) => {
      expectConsistent(PAGE_FIRST_LOAD[route] as FirstLoad);
      expect(router).toContain(`"${route}":`);
    },
  );
});
