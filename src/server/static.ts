import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./lib/hono-types";

/**
 * Serves the built SPA from dist/: hashed assets with a long cache (precompressed), and index.html for every other non-API path so
 * the client router can take over (its not-found page handles unknown paths).
 */
export function staticRoutes(distDir: string) {
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
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
