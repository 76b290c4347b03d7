import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A misbehaving CalDAV server for tests (ADR 0055), on a free loopback port: discovery as a real server does it
 * (root → current-user-principal → calendar-home-set), then a home listing as many calendars as the test asks, at
 * whatever addresses it asks (another origin, another server), and calendar listings of any size. It records every
 * request with its Host and Authorization headers, so a test can assert what it was (or was not) sent.
 *
 *   const dav = await startHostileCalDav({ calendars: 500 });
 *   dav.set({ href: (i) => `http://localhost:${dav.port}/cal${i}/`, eventBytes: 5_000_000 });
 *   dav.requests   // [{ method, path, host, authorization }]
 */
export interface HostileCalDavOptions {
  /** How many calendars the home lists. */
  calendars: number;
  /** Each calendar's address in the listing (default `/cal<i>/`, on this server). */
  href?: (index: number) => string;
  /** About how many bytes each calendar's REPORT answers with (default: one small event). */
  eventBytes?: number;
  /** Where `/moved<i>/` redirects (307) to: `<redirectTo>cal<i>/`, e.g. another server's root. */
  redirectTo?: string;
  /** Characters of padding in the principal's answer (a display name), to make discovery's answers large. */
  principalPadding?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  host: string;
  authorization: string | null;
}

const multistatus = (responses: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">${responses.join("")}</d:multistatus>`;

const response = (href: string, props: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;

const calendarProps = (index: number) =>
  `<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Calendar ${index}</d:displayname><cs:getctag>ctag-${index}</cs:getctag><c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>`;

function eventObject(calendar: number, index: number, padding: number): string {
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//hostile//EN",
    "BEGIN:VEVENT",
    `UID:c${calendar}-e${index}`,
    "DTSTAMP:20260101T000000Z",
    `SUMMARY:Event ${calendar}-${index}`,
    "DTSTART:20200106T100000Z",
    "DTEND:20200106T110000Z",
    `DESCRIPTION:${"x".repeat(padding)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  return response(
    `/cal${calendar}/e${index}.ics`,
    `<d:getetag>"${index}"</d:getetag><c:calendar-data>${ics}</c:calendar-data>`,
  );
}

/** The REPORT answer of calendar `index`: events of ~400 bytes each until `bytes` is reached. */
function eventsAnswer(index: number, bytes: number): string {
  const objects: string[] = [];
  let size = 0;
  do {
    const object = eventObject(index, objects.length, 200);
    objects.push(object);
    size += object.length;
  } while (size < bytes);
  return multistatus(objects);
}

export async function startHostileCalDav(initial: HostileCalDavOptions) {
  let options = initial;
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const answers = new Map<string, string>();
  const answer = (res: ServerResponse, status: number, body: string) =>
    res.writeHead(status, { "content-type": "application/xml; charset=utf-8" }).end(body);

  const server: Server = createServer((req: IncomingMessage, res) => {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({
      method,
      path,
      host: req.headers.host ?? "",
      authorization: req.headers.authorization ?? null,
    });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.once("close", () => inFlight--);
    req.resume();
    req.on("end", () => {
      if (method === "PUT") return void res.writeHead(201).end();
      if (method === "DELETE") return void res.writeHead(204).end();
      if (path === "/" && method === "PROPFIND") {
        const props = `<d:resourcetype><d:collection/></d:resourcetype><d:current-user-principal><d:href>/principal/</d:href></d:current-user-principal>`;
        return answer(res, 207, multistatus([response("/", props)]));
      }
      if (path === "/principal/" && method === "PROPFIND") {
        const padding = `<d:displayname>${"p".repeat(options.principalPadding ?? 0)}</d:displayname>`;
        const props = `<d:resourcetype><d:collection/><d:principal/></d:resourcetype><c:calendar-home-set><d:href>/home/</d:href></c:calendar-home-set>${padding}`;
        return answer(res, 207, multistatus([response("/principal/", props)]));
      }
      if (path === "/home/" && method === "PROPFIND") {
        const href = options.href ?? ((i: number) => `/cal${i}/`);
        const listed = Array.from({ length: options.calendars }, (_, i) =>
          response(href(i), calendarProps(i)),
        );
        const home = response("/home/", "<d:resourcetype><d:collection/></d:resourcetype>");
        return answer(res, 207, multistatus([home, ...listed]));
      }
      const moved = /^\/moved(\d+)\/$/.exec(path);
      if (moved && options.redirectTo) {
        return void res.writeHead(307, { location: `${options.redirectTo}cal${moved[1]}/` }).end();
      }
      const calendar = /^\/cal(\d+)\/$/.exec(path);
      if (calendar) {
        const index = Number(calendar[1]);
        if (method === "PROPFIND")
          return answer(res, 207, multistatus([response(path, calendarProps(index))]));
        if (method === "REPORT") {
          const bytes = options.eventBytes ?? 0;
          const key = `${index}:${bytes}`;
          let body = answers.get(key);
          if (body === undefined) {
            body = eventsAnswer(index, bytes);
            answers.set(key, body);
          }
          return answer(res, 207, body);
        }
      }
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    });
  });
  // Node closes an idle kept-alive socket after 5 s, racing a client that reuses it (ECONNRESET) while a test parses.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** The server's root, on 127.0.0.1. */
    url: `http://127.0.0.1:${port}/`,
    requests,
    /** The most requests it was answering at once. */
    maxInFlight: () => maxInFlight,
    /** Forgets the requests and the concurrency seen so far. */
    reset() {
      requests.length = 0;
      maxInFlight = 0;
    },
    set(next: Partial<HostileCalDavOptions>) {
      options = { ...options, ...next };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type HostileCalDav = Awaited<ReturnType<typeof startHostileCalDav>>;
