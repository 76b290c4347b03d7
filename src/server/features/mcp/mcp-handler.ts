import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createMcpServer } from "./mcp-server";
import type { McpToolContext } from "./mcp-tool";

/** The largest JSON-RPC message taken, as for the JSON API (app.ts MAX_BODY_BYTES). */
const MCP_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Answers one MCP request with a fresh server and transport (stateless, ADR 0090): plain JSON rather than an SSE
 * stream, so any instance of a fleet can take any request and nothing outlives it.
 */
export async function answerMcp(request: Request, context: McpToolContext): Promise<Response> {
  const server = createMcpServer(context);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_MAX_BODY_BYTES,
  });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
