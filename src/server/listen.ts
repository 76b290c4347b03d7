import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { settleUnreadBody } from "./lib/unread-bodies";

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The HTTP server main.ts listens with: the app on @hono/node-server, with request bodies the app did not read
 * settled here (lib/unread-bodies.ts) rather than by the adapter, whose own clean-up stalls behind an abandoned body
 * stream and then drops the kept-alive socket under the client's next request.
 */
export function listen(
  fetch: Fetch,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
) {
  const server = serve(
    { fetch, port: options.port, hostname: options.hostname, autoCleanupIncoming: false },
    onListening,
  );
  server.prependListener("request", settleUnreadBody);
  return server;
}
