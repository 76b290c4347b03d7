import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestServer } from "../../test/harness";

// Shared by the calendars integration tests (not a test file itself): a local calendar host and a few helpers.

export type Client = ReturnType<TestServer["client"]>;

interface Served {
  status?: number;
  type?: string;
  body: string;
}

/** A calendar host on 127.0.0.1: answers each path with what the test set, with an ETag of its body. */
export async function startCalendarHost() {
  const files = new Map<string, Served>();
  const requests: { path: string; ifNoneMatch: string | null }[] = [];
  const etagOf = (body: string) =>
    `"${Buffer.from(body).length}-${Buffer.from(body).toString("base64url").slice(-12)}"`;
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? "/";
    const ifNoneMatch = (req.headers["if-none-match"] as string | undefined) ?? null;
    requests.push({ path, ifNoneMatch });
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const etag = etagOf(file.body);
    if (ifNoneMatch === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(file.status ?? 200, { "content-type": file.type ?? "text/calendar", etag }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve(path: string, file: Served) {
      files.set(path, file);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CalendarHost = Awaited<ReturnType<typeof startCalendarHost>>;

const compact = (date: string) => date.replaceAll("-", "");

/** A VEVENT on `date` from `start` to `end` (HH:MM, UTC), as calendar servers write them. */
export function vevent(uid: string, name: string, date: string, start: string, end: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `SUMMARY:${name}`,
    `DTSTART:${compact(date)}T${start.replace(":", "")}00Z`,
    `DTEND:${compact(date)}T${end.replace(":", "")}00Z`,
    "END:VEVENT",
  ];
}

export function vcalendar(...events: string[][]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events.flat(), "END:VCALENDAR", ""].join(
    "\r\n",
  );
}

/** Makes the client's user Pro through the sandbox checkout (billing on, as in production). */
export async function makePro(c: Client): Promise<void> {
  const checkout = await c.request("/api/billing/checkout", { json: { planId: "monthly" } });
  const { url } = (await checkout.json()) as { url: string };
  const session = new URL(url).searchParams.get("session") ?? "";
  const confirmed = await c.request("/api/billing/sandbox/confirm", { json: { session } });
  if (confirmed.status !== 200)
    throw new Error(`sandbox confirm: ${confirmed.status} ${await confirmed.text()}`);
}
