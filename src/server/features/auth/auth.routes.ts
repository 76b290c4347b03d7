import { type Context, Hono } from "hono";
import type { ErrorCode } from "#contracts/errors";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { createReadCache, type ReadCache } from "../../lib/read-cache";
import { type Auth, CLIENT_IP_HEADER } from "./auth";

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "VALIDATION_ERROR",
  429: "RATE_LIMITED",
};

/**
 * Mounts better-auth at /api/auth; its error bodies are reshaped to the contract's `{error, message}`. Its POSTs
 * write sessions and accounts of users other than a signed-in one (a reset by token, a sign-out), so each makes
 * every remembered read stale.
 */
export function authRoutes(auth: Auth, reads: ReadCache = createReadCache(false)) {
  const app = new Hono<AppEnv>();
  app.get("/*", (c) => answer(c, auth));
  app.post("/*", (c) => reads.writingAll(() => answer(c, auth)));
  return app;
}

async function answer(c: Context<AppEnv>, auth: Auth): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
  const body = c.req.method === "GET" ? undefined : await c.req.arrayBuffer();
  if (holdsUnusableText(c.req.raw.url, body)) throw unusableText();
  const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
  const response = await auth.handler(request);
  let reply = response;
  if (response.status >= 400) reply = await reshapeError(response);
  else reply = await withoutTokens(response);
  // Through the context, so the headers set before the handler ran (security, request id) are merged in.
  return c.newResponse(reply.body, reply);
}

/**
 * better-auth puts the session token in JSON: at the top of sign-in, sign-up and change-password answers, and as
 * `session.token` (get-session) or each session's `token` (list-sessions). The cookie is enough, and HttpOnly is moot
 * if page scripts can read the same token from JSON, so every `token` key goes from every JSON answer, at any depth.
 * Nothing the web app reads is called `token` (it only asks whether get-session answered a session).
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const text = await response.text();
  let stripped = text;
  try {
    if (text)
      stripped = JSON.stringify(JSON.parse(text, (key, value) => (key === "token" ? undefined : value)));
  } catch {
    // Labelled JSON but not JSON (better-auth never sends that): passed on as it came.
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(stripped, { status: response.status, headers });
}

async function reshapeError(response: Response): Promise<Response> {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = (await response.clone().json()) as typeof parsed;
  } catch {
    // Not JSON (or empty): the status alone carries the meaning.
  }
  const status = response.status;
  const code =
    status === 429 ? "RATE_LIMITED" : typeof parsed.code === "string" ? parsed.code : STATUS_CODES[status];
  const message = typeof parsed.message === "string" && parsed.message ? parsed.message : response.statusText;
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return new Response(JSON.stringify({ error: code ?? ("ERROR" satisfies ErrorCode), message }), {
    status,
    headers,
  });
}

/**
 * Text better-auth cannot handle, refused up front: PostgreSQL refuses NUL in text (a reset token, an e-mail), and a
 * lone UTF-16 surrogate or a broken %-escape makes URL handling throw (a `redirectTo`); both surfaced as 500s. Found by
 * the security suite's fuzzing (ADR 0014).
 */
const unusableText = () =>
  new AppError(
    "VALIDATION_ERROR",
    400,
    "The request holds text that cannot be used (a NUL or broken Unicode).",
  );
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

function unusable(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000") || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(unusable);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, item]) => unusable(key) || unusable(item));
  return false;
}

function holdsUnusableText(url: string, body: ArrayBuffer | undefined): boolean {
  try {
    if (unusable(decodeURIComponent(url))) return true;
  } catch {
    return true; // a malformed %-escape
  }
  if (!body || body.byteLength === 0) return false;
  try {
    return unusable(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    return false; // not JSON: better-auth answers that itself
  }
}
