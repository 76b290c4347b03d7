// The MCP feature's public face: app.ts mounts the routes (docs/architecture.md §2, ADR 0090).
export { mcpRoutes } from "./mcp.routes";
