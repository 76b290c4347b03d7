import { Hono } from "hono";
import type { AppEnv } from "../../lib/hono-types";
import type { Blog } from "./blog.service";

/** GET /api/blog (newest first; `?tag=` narrows it) and GET /api/blog/:slug. Public. */
export function blogRoutes(blog: Blog) {
  return new Hono<AppEnv>()
    .get("/", (c) => c.json(blog.list({ tag: c.req.query("tag") || undefined })))
    .get("/:slug", (c) => c.json(blog.get(c.req.param("slug"))));
}
