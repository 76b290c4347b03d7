import { Hono } from "hono";
import { ZCreateToken } from "#contracts/tokens";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import { createToken, revokeToken, userTokens } from "./tokens.service";

/** /api/tokens: a signed-in browser's own tokens. Cookie-only (app.ts): a token cannot make or revoke tokens. */
export function tokensRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ tokens: await userTokens(db, c.get("user").id) }))
    .post("/", async (c) => {
      const input = await readJson(c, ZCreateToken);
      return c.json(await createToken({ db, userId: c.get("user").id, input, now: new Date() }), 201);
    })
    .delete("/:id", async (c) => {
      await revokeToken(db, c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
