import type { Context } from "hono";
import type { AppEnv } from "../../lib/hono-types";

/**
 * What this MCP request may do: a personal access token's scope decides (ADR 0075); a cookie session, which passed the
 * Origin check, can write. The bearer guard lets a read token's POSTs through to /mcp for this check.
 */
export function mcpScopeOf(c: Context<AppEnv>): { canWrite: boolean } {
  return { canWrite: c.get("tokenScope") !== "read" };
}
