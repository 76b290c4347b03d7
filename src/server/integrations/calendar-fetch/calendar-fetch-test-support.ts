import http from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server on 127.0.0.1 and a free port for the calendar-fetch tests, recording what reached it.

export interface TestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Every request that reached the server: method, path and headers. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[];
  close: () => Promise<void>;
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void;

export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: TestServer["requests"] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body,
      });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n";

/** Writes `total` bytes in 64 KiB chunks, without Content-Length, until done or the client goes away. */
export function streamBytes(response: http.ServerResponse, total: number): void {
  const chunk = Buffer.alloc(64 * 1024, "A");
  let sent = 0;
  const write = () => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", write);
    }
    if (!response.destroyed) response.end();
  };
  response.writeHead(200, { "content-type": "text/calendar" });
  write();
}
