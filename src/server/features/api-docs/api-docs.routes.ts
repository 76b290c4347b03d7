import { readFileSync } from "node:fs";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/hono-types";
import { buildOpenApiDocument, type DocumentOptions } from "./openapi-document";

// GET /api/openapi.json and the reference page at /api/docs (ADR 0076). The page is three small files of its own,
// read once at start: nothing of the web app's bundles, and the app's strict CSP holds (no inline script or style).

const page = (name: string) => readFileSync(new URL(`./page/${name}`, import.meta.url), "utf8");

export function apiDocsRoutes(options: DocumentOptions) {
  const html = page("reference.html");
  const script = page("reference.js");
  const style = page("reference.css");
  let document: string | undefined;
  return new Hono<AppEnv>()
    .get("/openapi.json", (c) => {
      document ??= JSON.stringify(buildOpenApiDocument(options));
      return c.body(document, 200, { "Content-Type": "application/json" });
    })
    .get("/docs", (c) => c.html(html))
    .get("/docs/reference.js", (c) =>
      c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
    )
    .get("/docs/reference.css", (c) => c.body(style, 200, { "Content-Type": "text/css; charset=utf-8" }));
}
