import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { findUserName } from "../account";
import { avatarSvg } from "./avatar-svg";

/** Public: GET /api/avatars/:id.svg. An unknown id still gets a neutral 'U' so nothing leaks about who exists. */
export function avatarRoutes(db: Database) {
  return new Hono<AppEnv>().get("/:file", async (c) => {
    const file = c.req.param("file");
    const id = file.endsWith(".svg") ? file.slice(0, -4) : file;
    const name = id.length <= 64 ? await findUserName(db, id) : null;
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(avatarSvg(id, name));
  });
}
