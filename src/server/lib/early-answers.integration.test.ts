import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../listen";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../test/harness";

// An answer given before the request's body was read (413, 415, 403 origin, 401) must leave a kept-alive connection
// usable for the next request, or close it honestly: a pooled client (a reverse proxy's upstream keepalive, a load
// balancer, node's keep-alive Agent) sends its next request on the same socket. Driven over a real socket with the
// listener main.ts uses.

let server: TestServer;
let url: string;
let closeHttp: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  server = await createTestServer();
  const c = server.client();
  await c.signUp();
  cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const httpServer = listen(server.app.fetch, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => httpServer.once("listening", () => resolve()));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  closeHttp = () =>
    new Promise<void>((resolve) => {
      if ("closeAllConnections" in httpServer) httpServer.closeAllConnections();
      httpServer.close(() => resolve());
    });
});
afterAll(async () => {
  await closeHttp();
  await server.close();
});

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

/** Per answer, in order: the local port of its socket (the same port again is the same connection) and whether it
 * said `Connection: close`. */
const answers: { port: number; close: boolean }[] = [];

/** One request on `agent`; resolves with the status, or "ERR: <message>" when the socket fails under it. */
function send(agent: http.Agent, request: Sent): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${request.path}`,
      { method: request.method, agent, headers: request.headers },
      (res) => {
        answers.push({ port: res.socket.localPort ?? 0, close: res.headers.connection === "close" });
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", (error) => resolve(`ERR: ${error.message}`));
      },
    );
    // The server may answer, and close, before it has read the whole body: that write error is expected.
    req.on("error", (error) => resolve(`ERR: ${error.message}`));
    req.end(request.body);
  });
}

const json = (bytes: number) => Buffer.from(JSON.stringify({ units: "x".repeat(bytes) }));

/** `keep`: the connection is kept (the leftover body read past); else it is closed, and said to be. */
const cases: { kind: string; status: number; keep: boolean; request: Sent }[] = [
  {
    kind: "413 body too large",
    status: 413,
    keep: true,
    request: {
      method: "PATCH",
      path: "/api/settings",
      headers: { origin: TEST_ORIGIN, cookie: "", "content-type": "application/json" },
      body: json(2 * 1024 * 1024),
    },
  },
  {
    kind: "413 body larger than the drain budget (answered with Connection: close)",
    status: 413,
    keep: false,
    request: {
      method: "PATCH",
      path: "/api/settings",
      headers: { origin: TEST_ORIGIN, cookie: "", "content-type": "application/json" },
      body: json(6 * 1024 * 1024),
    },
  },
  {
    kind: "415 not JSON",
    status: 415,
    keep: true,
    request: {
      method: "PATCH",
      path: "/api/settings",
      headers: { origin: TEST_ORIGIN, cookie: "", "content-type": "text/plain" },
      body: json(512 * 1024),
    },
  },
  {
    kind: "403 foreign origin",
    status: 403,
    keep: true,
    request: {
      method: "PATCH",
      path: "/api/settings",
      headers: { origin: "https://evil.example", cookie: "", "content-type": "application/json" },
      body: json(512 * 1024),
    },
  },
  {
    kind: "401 signed out",
    status: 401,
    keep: true,
    request: {
      method: "PATCH",
      path: "/api/settings",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: json(512 * 1024),
    },
  },
];

describe("early answers on a kept-alive connection", () => {
  for (const { kind, status, keep, request } of cases) {
    it(`${kind}: the next request on the same pooled socket succeeds`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        answers.length = 0;
        const headers = { ...request.headers };
        if (headers.cookie === "") headers.cookie = cookie;
        const results = [
          await send(agent, { ...request, headers }),
          await send(agent, { method: "GET", path: "/api/health" }),
          await send(agent, { method: "GET", path: "/api/health" }),
        ];
        expect(results).toEqual([status, 200, 200]);
        const [early, next] = answers;
        // Kept: the next request went out on the same connection. Closed: the answer said so, and the next request
        // went out on a new one.
        expect(early?.close).toBe(!keep);
        expect(next?.port === early?.port).toBe(keep);
      } finally {
        agent.destroy();
      }
    });
  }

  it("a signed-in PATCH with a small body still works on the same socket afterwards", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const headers = { origin: TEST_ORIGIN, cookie, "content-type": "application/json" };
      const results = [
        await send(agent, { method: "PATCH", path: "/api/settings", headers, body: json(2 * 1024 * 1024) }),
        await send(agent, {
          method: "PATCH",
          path: "/api/settings",
          headers,
          body: Buffer.from(JSON.stringify({ theme: "dark" })),
        }),
      ];
      expect(results).toEqual([413, 200]);
    } finally {
      agent.destroy();
    }
  });
});
