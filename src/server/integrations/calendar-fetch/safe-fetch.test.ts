import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressRefusal } from "./address-policy";
import { ICS, startTestServer, streamBytes, type TestServer } from "./calendar-fetch-test-support";
import { CalendarFetchError, createSafeFetch, type SafeFetch, type SafeFetchOptions } from "./index";

const MiB = 1024 * 1024;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response, body) => {
    const url = new URL(request.url ?? "/", "http://x");
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : "/ics" }).end();
    } else if (url.pathname === "/ics") response.writeHead(200, { "content-type": "text/calendar" }).end(ICS);
    else if (url.pathname === "/to")
      // Connection: close, so the next hop opens a new connection (and resolves its name again).
      response
        .writeHead(302, { location: url.searchParams.get("location") ?? "/", connection: "close" })
        .end();
    else if (url.pathname === "/see-other") response.writeHead(303, { location: "/echo" }).end();
    else if (url.pathname === "/temporary") response.writeHead(307, { location: "/echo" }).end();
    else if (url.pathname === "/echo")
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ method: request.method, headers: request.headers, body }));
    else if (url.pathname === "/big-length") {
      response.writeHead(200, { "content-length": String(5 * MiB + 1) });
      response.end(Buffer.alloc(5 * MiB + 1, "A"));
    } else if (url.pathname === "/big-chunked") streamBytes(response, 6 * MiB);
    else if (url.pathname === "/trickle") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
    } else if (url.pathname !== "/hang") response.writeHead(404).end();
  });
});
afterAll(() => server.close());

const openOptions: SafeFetchOptions = { allowPrivate: true };
const open: SafeFetch = createSafeFetch(openOptions);

/** The error a promise rejects with (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<CalendarFetchError> {
  const error = await promise.then(
    () => expect.unreachable("expected a refusal"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalendarFetchError);
  return error as CalendarFetchError;
}

describe("createSafeFetch, private addresses", () => {
  const guarded = createSafeFetch({ allowPrivate: false });

  it("fetches a private address with allowPrivate", async () => {
    const response = await open(`${server.origin}/ics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(ICS);
  });

  it("refuses loopback by literal and by name (localhost), before any request reaches it", async () => {
    const before = server.requests.length;
    const literal = await failure(guarded(`${server.origin}/ics`));
    expect(literal.code).toBe("CALENDAR_URL_REFUSED");
    expect(literal.reason).toBe("The address points to this server itself (127.0.0.1).");
    const named = await failure(guarded(`http://localhost:${server.port}/ics`));
    expect(named.code).toBe("CALENDAR_URL_REFUSED");
    expect(named.reason).toMatch(/points to this server itself \((127\.0\.0\.1|::1)\)/);
    expect(server.requests.length).toBe(before);
  });

  it.each([
    ["http://169.254.169.254/latest/meta-data/", /link-local address .*\(169\.254\.169\.254\)/],
    ["http://[::1]/", /this server itself \(::1\)/],
    ["http://[::ffff:127.0.0.1]/", /this server itself/],
    ["http://10.0.0.5/calendar.ics", /private network \(10\.0\.0\.5\)/],
    ["http://[fd00::5]/", /private network/],
    ["http://0.0.0.0/", /reserved range/],
  ])("refuses %s", async (url, reason) => {
    const error = await failure(guarded(url));
    expect(error.code).toBe("CALENDAR_URL_REFUSED");
    expect(error.reason).toMatch(reason);
  });

  it.each(["file:///etc/passwd", "ftp://example.com/cal.ics", "gopher://example.com/", "data:text/plain,hi"])(
    "refuses the scheme of %s",
    async (url) => {
      const error = await failure(open(url));
      expect(error.code).toBe("CALENDAR_URL_REFUSED");
      expect(error.reason).toMatch(/^Only http and https addresses can be fetched/);
    },
  );
});

describe("createSafeFetch, redirects", () => {
  it("follows up to three redirects and refuses a fourth", async () => {
    const followed = await open(`${server.origin}/redirect/3`);
    expect(await followed.text()).toBe(ICS);
    expect(followed.redirected).toBe(true);
    expect(followed.url).toBe(`${server.origin}/ics`);
    const error = await failure(open(`${server.origin}/redirect/4`));
    expect(error).toMatchObject({
      code: "CALENDAR_UNREACHABLE",
      reason: "Too many redirects (more than 3).",
    });
    expect(
      (await failure(createSafeFetch({ allowPrivate: true, maxRedirects: 0 })(`${server.origin}/redirect/1`)))
        .reason,
    ).toBe("Too many redirects (more than 0).");
  });

  it("refuses a redirect to another scheme", async () => {
    const error = await failure(
      open(`${server.origin}/to?location=${encodeURIComponent("file:///etc/passwd")}`),
    );
    expect(error.code).toBe("CALENDAR_URL_REFUSED");
    expect(error.reason).toMatch(/redirected to a file: address/);
  });

  describe("from an allowed host", () => {
    // The test server stands in for a public host: 127.0.0.1 is allowed, everything else follows the real policy.
    const publicHost = (address: string) => (address === "127.0.0.1" ? null : addressRefusal(address));
    const names = new Map<string, string[][]>();
    const resolve = async (hostname: string): Promise<LookupAddress[]> => {
      const answers = names.get(hostname) ?? [];
      const next = answers.length > 1 ? (answers.shift() ?? []) : (answers[0] ?? []);
      return next.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };
    const guarded = createSafeFetch({ allowPrivate: false }, { refusal: publicHost, resolve });
    const redirectTo = (location: string) => `${server.origin}/to?location=${encodeURIComponent(location)}`;

    it("fetches it, by address and by a name resolving to it", async () => {
      names.set("calendar.test", [["127.0.0.1"]]);
      expect(await (await guarded(`${server.origin}/ics`)).text()).toBe(ICS);
      expect(await (await guarded(`http://calendar.test:${server.port}/ics`)).text()).toBe(ICS);
    });

    it.each(["http://10.0.0.5/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/"])(
      "refuses a redirect to the private %s",
      async (location) => {
        const error = await failure(guarded(redirectTo(location)));
        expect(error.code).toBe("CALENDAR_URL_REFUSED");
      },
    );

    it("refuses a name when any one of its addresses is private", async () => {
      names.set("mixed.test", [["127.0.0.1", "10.0.0.5"]]);
      const error = await failure(guarded(redirectTo(`http://mixed.test:${server.port}/ics`)));
      expect(error.reason).toBe("The address points into a private network (10.0.0.5).");
    });

    it("checks the name again on every connection (DNS rebinding)", async () => {
      names.set("rebind.test", [["127.0.0.1"], ["10.0.0.5"]]);
      const first = `http://rebind.test:${server.port}`;
      const error = await failure(guarded(`${first}/to?location=${encodeURIComponent(`${first}/ics`)}`));
      expect(error.reason).toBe("The address points into a private network (10.0.0.5).");
    });
  });

  it("turns a 303 into a GET, keeps the body on a 307, and drops credentials on another origin", async () => {
    const post = {
      method: "POST",
      body: "<x/>",
      headers: { authorization: "Basic c2VjcmV0", "content-type": "text/xml" },
    };
    const seeOther = await (await open(`${server.origin}/see-other`, post)).json();
    expect(seeOther).toMatchObject({ method: "GET", body: "" });
    const temporary = await (await open(new Request(`${server.origin}/temporary`, post))).json();
    expect(temporary).toMatchObject({
      method: "POST",
      body: "<x/>",
      headers: { authorization: "Basic c2VjcmV0" },
    });
    const elsewhere = `http://localhost:${server.port}/echo`;
    const moved = (await (
      await open(`${server.origin}/to?location=${encodeURIComponent(elsewhere)}`, post)
    ).json()) as { headers: Record<string, string | undefined> };
    expect(moved.headers.authorization).toBeUndefined();
  });

  it("sends CalDAV's methods and bodies through", async () => {
    const response = await open(`${server.origin}/echo`, {
      method: "PROPFIND",
      body: "<propfind/>",
      headers: { depth: "1" },
    });
    expect(await response.json()).toMatchObject({
      method: "PROPFIND",
      body: "<propfind/>",
      headers: { depth: "1" },
    });
  });
});

describe("createSafeFetch, limits", () => {
  it("refuses a body over 5 MB announced by Content-Length", async () => {
    const error = await failure(open(`${server.origin}/big-length`));
    expect(error).toMatchObject({
      code: "CALENDAR_UNREACHABLE",
      reason: "The calendar is larger than 5 MB.",
    });
  });

  it("stops reading a body over 5 MB sent without Content-Length", async () => {
    const response = await open(`${server.origin}/big-chunked`);
    expect(response.headers.get("content-length")).toBeNull();
    const error = await failure(response.arrayBuffer());
    expect(error.reason).toBe("The calendar is larger than 5 MB.");
  });

  it("gives up on a server that does not answer, and on one that never finishes its body", async () => {
    const quick = createSafeFetch({ allowPrivate: true, timeoutMs: 200 });
    const started = Date.now();
    const silent = await failure(quick(`${server.origin}/hang`));
    expect(silent).toMatchObject({
      code: "CALENDAR_UNREACHABLE",
      reason: "The server did not answer within 0.2 seconds.",
    });
    const slowBody = await quick(`${server.origin}/trickle`);
    expect(slowBody.status).toBe(200);
    expect((await failure(slowBody.text())).reason).toBe("The server did not answer within 0.2 seconds.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("says so when nothing listens", async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const error = await failure(open(`${closed.origin}/ics`));
    expect(error).toMatchObject({ code: "CALENDAR_UNREACHABLE" });
    expect(error.reason).toBe(`The server 127.0.0.1:${closed.port} refused the connection.`);
  });
});
