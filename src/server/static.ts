import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
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
  const pages = hasSession ? { present: withHint(true), absent: withHint(false) } : undefined;
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    if (!pages || !hasSession) return c.html(indexHtml);
    // The page differs with the cookie: a shared cache must not hand one visitor's variant to another.
    c.header("Vary", "Cookie");
    return c.html((await hasSession(c.req.header("cookie"))) ? pages.present : pages.absent);
  });
  return app;
}
