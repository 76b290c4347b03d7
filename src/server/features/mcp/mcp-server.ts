import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { annotationsOf, type McpToolContext, runTool } from "./mcp-tool";
import { READ_TOOLS } from "./read-tools";
import { WRITE_TOOLS } from "./write-tools";

// One MCP server per request (stateless, ADR 0090): it knows the signed-in user and what they may do, and lists
// the same tools to everyone; a write without write scope is refused when called, so clients see one tool list.

export const MCP_TOOLS = [...READ_TOOLS, ...WRITE_TOOLS];

const INSTRUCTIONS =
  "Custom Fit plans a user's workouts around their calendar. Dates are YYYY-MM-DD and times HH:MM (24-hour) in the " +
  "user's own time zone. Find a workout's id with get_week_plan before explaining, moving, skipping or logging it. " +
  "Planned target weights and records are in the user's unit (named in each answer); history and logged sets are " +
  "in pounds.";

export function createMcpServer(context: McpToolContext): McpServer {
  const server = new McpServer({ name: "custom-fit", version: "1.0.0" }, { instructions: INSTRUCTIONS });
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: annotationsOf(tool),
      },
      (input: unknown) => runTool(tool, context, input),
    );
  }
  return server;
}
