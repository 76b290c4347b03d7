import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { FIRST_LOAD_FILE, type FirstLoadFiles } from "../contracts/first-load";
import { SESSION_HINT_META } from "../contracts/session-hint";
import type { AppEnv } from "./lib/hono-types";

export interface StaticOptions {
  /**
   * Whether a request carries a validly signed session cookie (checked without the database). The SPA's first
   * session check then skips a round trip: straight to /api/me when "present", nothing at all when "absent".
   */
  hasSession?: (cookieHeader: string | undefined) => Promise<boolean>;
}

/**
 * Serves the built SPA from dist/: hashed assets with a long cache (precompressed), and index.html for every other non-API path so
 * the client router can take over (its not-found page handles unknown paths).
 */
export function staticRoutes(distDir: string, options: StaticOptions = {}) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The build writes .br and .gz copies of its assets (vite.config.ts): sent to browsers that accept them.
  const files = serveStatic({ root, precompressed: true });
  // index.html is always the handler's below (no-cache, the session hint), also for "/" and "/index.html".
  app.use("*", (c, next) =>
    c.req.path.endsWith("/") || c.req.path.endsWith("/index.html") ? next() : files(c, next),
  );
  const { hasSession } = options;
  const withHint = (present: boolean) =>
    indexHtml.replace(
      "<head>",
      `<head><meta name="${SESSION_HINT_META}" content="${present ? "present" : "absent"}">`,
    );
  // "unknown": no session check configured (tests), so no hint either.
  const base: Record<PageVariant, string> = {
    present: withHint(true),
    absent: withHint(false),
    unknown: indexHtml,
  };
  // A page also names what it will need at once: a public page to everybody, a signed-in one with a session (ADR 0020).
  const announced = new Map<string, string>();
  for (const [route, files] of Object.entries(readFirstLoad(distDir))) {
    const variants: PageVariant[] = files.signedIn ? ["present"] : ["present", "absent", "unknown"];
    for (const variant of variants) {
      announced.set(`${variant} ${route}`, base[variant].replace("</head>", `${preloadLinks(files)}</head>`));
    }
  }
  const page = (variant: PageVariant, requestPath: string) =>
    announced.get(`${variant} ${requestPath.replace(/(?<=.)\/$/, "")}`) ?? base[variant];
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    if (!hasSession) return c.html(page("unknown", c.req.path));
    // The page differs with the cookie: a shared cache must not hand one visitor's variant to another.
    c.header("Vary", "Cookie");
    return c.html(page((await hasSession(c.req.header("cookie"))) ? "present" : "absent", c.req.path));
  });
  return app;
}

type PageVariant = "present" | "absent" | "unknown";

/** dist/first-load.json, written by the build (scripts/vite-first-load.ts); an older build without it announces nothing. */
function readFirstLoad(distDir: string): Record<string, FirstLoadFiles> {
  const file = path.join(distDir, FIRST_LOAD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, FirstLoadFiles>) : {};
}

/**
 * The page's code and strings as module preloads, its stylesheets as style preloads, its first reads as fetch
 * preloads: `crossorigin` makes them match the app's own same-origin `fetch` (mode cors, credentials same-origin),
 * which then takes the preloaded answer instead of asking again. Paths come from our build, never from the request.
 */
function preloadLinks(files: FirstLoadFiles): string {
  return [
    ...files.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...files.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...files.reads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ].join("");
}
