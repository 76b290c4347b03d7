/// <reference types="node" />
// Reads the build from disk: Node's types in this one web test.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_FIRST_LOAD, PUBLIC_FIRST_LOAD, SHELL_FIRST_LOAD } from "./first-load";
import { loadStandalonePage, standaloneFeatures } from "./public-app";
import { ROUTE_MODULES, routeModuleKey } from "./router";
import { FIRST_READS, LAYOUTS, PAGES, type PageModule } from "./routes";
import { STANDALONE_PAGES } from "./standalone-pages";

// The route table (routes.ts) is plain data read by the router and by the build: a module path, an export name or a
// feature name it gets wrong would only fail in the browser (a page that never loads, strings or files not preloaded).

const root = path.resolve(import.meta.dirname, "../../..");
const entries: Array<[string, PageModule]> = [
  ...Object.entries(LAYOUTS).map(([name, layout]): [string, PageModule] => [`${name} layout`, layout]),
  ...PAGES.map((page): [string, PageModule] => [page.path, page]),
];

describe("the route table", () => {
  it.each(entries)(
    "%s: its module is in the router's module map and exports the named component",
    (_, entry) => {
      expect(existsSync(path.join(root, entry.module)), entry.module).toBe(true);
      expect(Object.keys(ROUTE_MODULES)).toContain(routeModuleKey(entry.module));
      const source = readFileSync(path.join(root, entry.module), "utf8");
      expect(source).toMatch(new RegExp(`export (function|const) ${entry.export}\\b`));
    },
  );

  it.each(entries)("%s: each feature it waits for has its strings", (_, entry) => {
    for (const feature of entry.features)
      expect(existsSync(path.join(root, `src/web/locales/features/${feature}.en.json`)), feature).toBe(true);
    expect(new Set(entry.features).size).toBe(entry.features.length);
  });

  it("declares each path once, absolute", () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of paths) expect(route).toMatch(/^(\/[a-z0-9:/-]*|\*)$/);
  });

  it("keeps the landing page's first load free of the router and of feature strings (docs/architecture.md §7 budget)", () => {
    expect(PUBLIC_FIRST_LOAD["/"]).toEqual({
      modules: ["src/web/app/public-app.tsx", "src/web/features/landing/landing-page.tsx"],
      features: [],
      reads: [],
    });
    expect(LAYOUTS.public.features).toEqual([]);
  });

  it("has each standalone page (run without the router, ADR 0069) as a public page of the table too", () => {
    for (const path of STANDALONE_PAGES) {
      const page = PAGES.find((entry) => entry.path === path);
      expect(page?.layout, path).toBe("public");
      expect(page?.firstLoad, path).toBeDefined();
    }
  });

  it.each(STANDALONE_PAGES)("%s: the public app shows the table's component for it", async (path) => {
    const page = PAGES.find((entry) => entry.path === path) as PageModule;
    const load = ROUTE_MODULES[routeModuleKey(page.module)] as () => Promise<Record<string, unknown>>;
    expect(await loadStandalonePage(path)).toBe((await load())[page.export]);
    expect(standaloneFeatures(path)).toEqual(page.features);
  });
});

describe("first-load.ts, derived from the table", () => {
  it("announces each page the app may be opened on, under its layout", () => {
    const opened = PAGES.filter((page) => page.firstLoad);
    expect(Object.keys(PUBLIC_FIRST_LOAD).sort()).toEqual(
      opened
        .filter((page) => page.layout === "public")
        .map((page) => page.path)
        .sort(),
    );
    expect(Object.keys(PAGE_FIRST_LOAD).sort()).toEqual(
      opened
        .filter((page) => page.layout === "signed-in")
        .map((page) => page.path)
        .sort(),
    );
    expect(PAGE_FIRST_LOAD["/dashboard"]).toEqual({
      modules: ["src/web/features/dashboard/dashboard-page.tsx"],
      features: ["dashboard", "workouts"],
      reads: ["/api/workouts", "/api/history", "/api/preferences"],
    });
    expect(SHELL_FIRST_LOAD.modules).toEqual(["src/web/app/router.tsx", LAYOUTS["signed-in"].module]);
    // A public page that is not standalone comes in the router, under its layout.
    expect(PUBLIC_FIRST_LOAD["/blog"]?.modules).toEqual([
      "src/web/app/router.tsx",
      LAYOUTS.public.module,
      "src/web/features/blog/blog-list-page.tsx",
    ]);
  });

  it("has the reads of exactly the pages opened first, and the shell's", () => {
    const opened = PAGES.filter((page) => page.firstLoad).map((page) => page.path);
    expect(Object.keys(FIRST_READS).sort()).toEqual(["shell", ...opened].sort());
  });

  it("names only GET reads of our API", () => {
    const all = [PUBLIC_FIRST_LOAD, PAGE_FIRST_LOAD].flatMap((loads) => Object.values(loads));
    // A fixed query may name what the page asks for (the history page's skipped workouts).
    for (const read of [...SHELL_FIRST_LOAD.reads, ...all.flatMap((load) => load.reads)])
      expect(read).toMatch(/^\/api\/[a-z/-]+(\?[a-z]+=[a-z]+)?$/);
  });

  it("names a prefetch only where the page module exports it", () => {
    for (const page of PAGES.filter((entry) => entry.firstLoad?.prefetch)) {
      const source = readFileSync(path.join(root, page.module), "utf8");
      expect(source).toMatch(new RegExp(`\\b${page.firstLoad?.prefetch}\\b`));
    }
  });
});
