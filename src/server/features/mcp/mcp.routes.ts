import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import type { Logger } from "../../lib/logger";
import { mcpScopeOf } from "./mcp-scope";
import { createMcpServer } from "./mcp-server";

/** The largest JSON-RPC message taken, as for the JSON API (app.ts MAX_BODY_BYTES). */
const MCP_MAX_BODY_BYTES = 1024 * 1024;

/**
 * /mcp: the Model Context Protocol over streamable HTTP (ADR 0090), stateless: each POST gets a fresh server and
 * transport, answered with plain JSON, so any instance of a fleet can take any request and nothing outlives it.
 * Without sessions there is nothing to stream to (GET) or to end (DELETE): both are 405, as the protocol allows.
 */
export function mcpRoutes(deps: { db: Database; emit: Emit; logger: Logger }) {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const server = createMcpServer({
        ...deps,
        userId: c.get("user").id,
        ...mcpScopeOf(c),
        now: new Date(),
      });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MCP_MAX_BODY_BYTES,
      });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(c.req.raw);
        // Through the context, so the security headers set before the handler stay on the answer (http-hygiene.ts).
        return c.newResponse(response.body, response);
      } finally {
        await server.close();
      }
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
