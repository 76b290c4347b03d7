import type { IncomingMessage, ServerResponse } from "node:http";

// An answer given before the request's body was read (413, 415, 403 origin, 401) leaves the rest of that body on the
// connection. A pooled client (a proxy's upstream keepalive, a load balancer, a keep-alive Agent) sends its next
// request on the same socket, so the server must either read past the leftover body or close the connection and say
// so. See docs/decisions/0028-early-answers-on-kept-alive-connections.md.

/** At most this much of a body nobody read is read and thrown away after the answer, to keep the connection. */
export const DRAIN_MAX_BYTES = 4 * 1024 * 1024;
/** A leftover body that takes longer than this to arrive is not waited for: the connection is closed. */
export const DRAIN_MAX_MS = 5_000;

/**
 * Attach to every request before the app sees it. A body declared larger than the drain budget gets
 * `Connection: close` up front (node then closes after the answer); any other body the app left unread is read and
 * discarded after the answer is flushed, within the budget, or the socket is closed.
 */
export function settleUnreadBody(incoming: IncomingMessage, outgoing: ServerResponse): void {
  if (incoming.method === "GET" || incoming.method === "HEAD") return;
  const declared = Number(incoming.headers["content-length"] ?? 0);
  if (declared > DRAIN_MAX_BYTES) outgoing.setHeader("Connection", "close");
  outgoing.once("finish", () => {
    if (incoming.readableEnded || incoming.destroyed || declared > DRAIN_MAX_BYTES) return;
    drain(incoming);
  });
}

function drain(incoming: IncomingMessage): void {
  let bytes = 0;
  const close = () => {
    clearTimeout(timer);
    incoming.socket?.destroy();
  };
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  // A body stream the app opened and abandoned (a web ReadableStream over the request, as the body limit opens)
  // pauses the request whenever its queue is full; nobody reads it any more, so its listeners go. Node's own
  // IncomingMessage._dump() does the same for a body nobody started reading.
  incoming.removeAllListeners("data");
  incoming.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DRAIN_MAX_BYTES) close();
  });
  incoming.once("end", () => clearTimeout(timer));
  incoming.once("error", () => clearTimeout(timer));
  incoming.resume();
}
