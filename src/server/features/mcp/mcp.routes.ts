import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import type { Logger } from "../../lib/logger";
import { mcpScopeOf } from "./mcp-scope";

// The SDK and the tools load at the first MCP request, not at boot: about 11 MB and 150 ms a server that is never
// asked would carry (the idle-memory budget of ADR 0029).
let handler: Promise<typeof import("./mcp-handler")> | undefined;
const loadHandler = () => {
  handler ??= import("./mcp-handler");
  return handler;
};

/**
 * /mcp: the Model Context Protocol over streamable HTTP (ADR 0090), stateless. Without sessions there is nothing to
 * stream to (GET) or to end (DELETE): both are 405, as the protocol allows.
 */
export function mcpRoutes(deps: { db: Database; emit: Emit; logger: Logger }) {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const { answerMcp } = await loadHandler();
      const context = { ...deps, userId: c.get("user").id, ...mcpScopeOf(c), now: new Date() };
      const response = await answerMcp(c.req.raw, context);
      // Through the context, so the security headers set before the handler stay on the answer (http-hygiene.ts).
      return c.newResponse(response.body, response);
    })
    .on(["GET", "DELETE"], "/", (c) =>
      c.json(
        {
          jsonrpc: "2.0",
          error: { code: -32000, message: "Method not allowed: this server is stateless." },
          id: null,
        },
        405,
        { Allow: "POST" },
      ),
    );
}
