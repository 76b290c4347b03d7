import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local Web Push service for tests, in the role of Mozilla's or Google's: it hands out subscriptions (a P-256 key
// pair and a 16-byte auth secret per browser, as a browser makes them), and for each message POSTed to one checks the
// VAPID JWT (ES256 by the key in `k`, aud = this origin, exp in the next 24 hours) and decrypts the aes128gcm body
// (RFC 8188, RFC 8291) with that browser's private key. Only messages that pass are recorded; the answer for a
// subscription can be set (410: it expired).

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, as text. */
  text: string;
  /** The VAPID key the message was signed with (`k`). */
  vapidKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  status: number;
}

export interface FakePushService {
  origin: string;
  /** A new browser subscription: the JSON a browser's PushSubscription gives. */
  subscribe(): { id: string; json: { endpoint: string; keys: { p256dh: string; auth: string } } };
  /** The status later messages to this subscription are answered with (201 by default; 410: gone). */
  answer(id: string, status: number): void;
  received: ReceivedPush[];
  /** Messages refused (bad JWT, bad encryption, unknown subscription), with why. */
  refused: string[];
  close(): Promise<void>;
}

function base64urlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** The VAPID `Authorization: vapid t=<jwt>, k=<key>` header, checked; returns the key or why it is refused. */
function checkVapid(header: string | undefined, origin: string): { key: string } | { refused: string } {
  const match = header?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match?.[1] || !match[2]) return { refused: "no vapid authorization" };
  const [token, key] = [match[1], match[2]];
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return { refused: "malformed jwt" };
  if (base64urlJson(head).alg !== "ES256") return { refused: "jwt alg is not ES256" };
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { refused: "k is not a P-256 point" };
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return { refused: "jwt signature does not verify" };
  const claims = base64urlJson(body);
  if (claims.aud !== origin) return { refused: `jwt aud ${String(claims.aud)} is not ${origin}` };
  const now = Date.now() / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 3600)
    return { refused: "jwt exp is not within the next 24 hours" };
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub))
    return { refused: "jwt sub is not a mailto: or https: URL" };
  return { key };
}

/** RFC 8291 decryption of one aes128gcm record with the browser's keys. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = request.url?.match(/^\/push\/([\w-]+)$/)?.[1];
      const browser = id ? browsers.get(id) : undefined;
      const refuse = (status: number, why: string) => {
        refused.push(why);
        response.writeHead(status).end(why);
      };
      if (request.method !== "POST" || !id || !browser) return refuse(404, "no such subscription");
      const vapid = checkVapid(request.headers.authorization, origin);
      if ("refused" in vapid) return refuse(403, vapid.refused);
      if (request.headers["content-encoding"] !== "aes128gcm") return refuse(400, "not aes128gcm");
      if (browser.status !== 201) return refuse(browser.status, `answered ${browser.status}`);
      let text: string;
      try {
        text = decrypt(body, browser);
      } catch (error) {
        return refuse(400, `cannot decrypt: ${String(error)}`);
      }
      received.push({
        subscriptionId: id,
        text,
        vapidKey: vapid.key,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
      });
      response.writeHead(201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
      };
    },
    answer(id, status) {
      const browser = browsers.get(id);
      if (browser) browser.status = status;
    },
    received,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
