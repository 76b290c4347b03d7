import { Hono, type MiddlewareHandler } from "hono";
import { unauthorized } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { type Auth, CLIENT_IP_HEADER } from "./auth";

const STATUS_CODES: Record<number, string> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "VALIDATION_ERROR",
  429: "RATE_LIMITED",
};

/** Mounts better-auth at /api/auth; its error bodies are reshaped to the contract's `{error, message}`. */
export function authRoutes(auth: Auth) {
  const app = new Hono<AppEnv>();
  app.on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    const body = c.req.method === "GET" ? undefined : await c.req.arrayBuffer();
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    const response = await auth.handler(request);
    if (response.status >= 400) return reshapeError(response);
    return TOKEN_BEARING.test(c.req.path) ? withoutToken(response) : response;
  });
  return app;
}

/** Sign-in and sign-up answer with the session token in the body; the cookie is enough, and HttpOnly is moot if
 * page scripts can read the same token from JSON. */
const TOKEN_BEARING = /\/api\/auth\/(sign-in|sign-up)\//;

async function withoutToken(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const body = (await response.json()) as Record<string, unknown> | null;
  if (body && typeof body === "object") delete body.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
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
  return new Response(JSON.stringify({ error: code ?? "ERROR", message }), { status, headers });
}

/** Loads the session's user into the context, or answers 401 UNAUTHORIZED. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    c.set("user", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
    });
    return next();
  };
}
