import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstLoadManifest } from "./scripts/vite-first-load.ts";
import { webAppManifest } from "./scripts/web-app-manifest.ts";

/**
 * Sonner (toasts) injects its stylesheet as a runtime <style> element, which the CSP (style-src 'self') refuses,
 * with a console error on every signed-in page. In the build we turn the injection off; the same CSS is imported as
 * a normal stylesheet (src/web/app/signed-in-layout.tsx). The dev server sends no CSP, so it is left alone there.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: "custom-fit:sonner-without-inline-style",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace("function __insertCSS(code) {", "function __insertCSS(code) {\n  return;");
      if (patched === code) this.error("sonner changed: could not disable its runtime <style> injection");
      return { code: patched, map: null };
    },
  };
}

/**
 * Writes a Brotli and a gzip copy next to every compressible asset; the server sends the one the browser accepts
 * (serveStatic `precompressed`, src/server/static.ts), so JavaScript travels at about a third of its size without
 * compressing on each request.
 */
function precompressAssets(): Plugin {
  return {
    name: "custom-fit:precompress-assets",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * A copy of the built index.html as dist/shell.html: the page the service worker precaches and answers offline
 * navigations with (src/web/sw/offline-page.ts). index.html itself cannot be precached: the server rewrites it for
 * every page and visitor (session hint, preloads, first reads; src/server/static.ts), while shell.html is sent as the
 * file it is.
 */
function offlineShell(): Plugin {
  return {
    name: "custom-fit:offline-shell",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") this.error("no index.html in the bundle to copy as shell.html");
      this.emitFile({ type: "asset", fileName: "shell.html", source: index.source });
    },
  };
}

// The SPA is built into dist/ and served by the API server on one port (see src/server/static.ts).
// In `npm run dev` Vite serves it with hot reload and proxies /api to the server.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
    precompressAssets(),
    firstLoadManifest(),
    offlineShell(),
    // The service worker and the web app manifest (ADR 0052). Our own worker source (injectManifest), so that the
    // push handlers are in it; registered by the app itself after the page has loaded, never from index.html.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/web/sw",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      manifestFilename: "manifest.webmanifest",
      manifest: webAppManifest,
      // The icons are in the precache through globPatterns already.
      includeManifestIcons: false,
      injectManifest: {
        // A classic script: every browser that installs apps runs it, module workers not everywhere yet.
        rollupFormat: "iife",
        // Everything the signed-in pages may load (their scripts and strings, styles, fonts, icons) and the shell;
        // not index.html (the server's, per page and visitor), nor the compressed copies (the server's choice).
        globPatterns: ["**/*.{js,css,woff2,svg,png,html}"],
        // Inter's Greek, Cyrillic and Vietnamese subsets serve no language of the app (unicode-range: never loaded).
        globIgnores: ["index.html", "sw.js", "assets/inter-{cyrillic,greek,vietnamese}*"],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // `#domain/…` and `#contracts/…` (tsconfig.base.json's paths, ADR 0089).
    tsconfigPaths: true,
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, "src/web/lib/use-sync-external-store-shim.ts"),
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we support has <link rel="modulepreload">; the polyfill cost about 0.4 KB gzipped per page.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically goes into one chunk: a dozen tiny shared chunks compress far worse
    // one by one than together (about 5 KB gzipped on the landing page, docs/architecture.md §7 budget ≤ 120 KB).
    rolldownOptions: {
      // The app's entry exports nothing anybody imports: needed by experimentalInlineCommonChunks.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small chunks shared by a few lazy pages (an icon, a card) are copied into each of them instead: the
          // signed-in shell loads 17 files instead of 38, and each file is a request queued on one of the browser's
          // six HTTP/1.1 connections (ADR 0020). Experimental in rolldown: the end-to-end suite runs on this build.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [
            { name: "initial", tags: ["$initial"] },
            // TanStack Query with our one client of it: every page that fetches needs both (ADR 0019, 0021). With them
            // the offline queue and its sender (ADR 0052), which the workouts query, the shell and several pages use:
            // inlining would copy them into each, and a chunk of their own would be one more file every signed-in
            // route names in the entry's preload map. The two parts loaded after the page stay lazy. And the settings
            // query (ADR 0096), which nearly every signed-in page reads.
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/]lib[\\/](query-client\.|settings(-storage)?\.|offline[\\/](?!register-service-worker|keep-offline-copy))/,
            },
            // The button and lucide's icon runtime (not the icons) are on nearly every page, the landing page and
            // its layout both among them: kept in a chunk of their own so that inlining small common chunks never
            // copies them into both of the landing's files (1.5 KB gzipped each time).
            {
              name: "ui-base",
              test: /src[\\/]web[\\/]components[\\/]ui[\\/](button|spinner)\.|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
      "/rss.xml": `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      "/sitemap.xml": `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
