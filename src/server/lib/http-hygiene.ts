import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";
import type { AppEnv } from "./hono-types";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isMutation = (method: string): boolean => MUTATING.has(method);

/**
 * The token of an `Authorization: Bearer <token>` header, or undefined. A request that carries one authenticates by
 * it alone (features/tokens, ADR 0075): it never falls back to the cookie, so no page of another site can make a
 * browser send it (a cross-origin fetch with an Authorization header needs a CORS preflight this app never grants).
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Security headers on every response (docs/architecture.md §6). No inline script or style is ever needed by the SPA. */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<AppEnv> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (options.production) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  // Set before the handler runs, so every answer built through the context (c.json, c.body, c.newResponse, the
  // error handler's) carries them from the start. Setting them afterwards would rebuild each Response, which cost
  // about a fifth of a request's time (bench/http.ts). A handler that returns a Response of its own must pass it
  // through c.newResponse (auth.routes.ts does).
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    if (c.req.path.startsWith("/api")) c.header("Cache-Control", "no-store");
    await next();
  };
}

/**
 * CSRF defence: a mutation must come from one of our own origins (Origin, or Referer when a browser omits Origin).
 * Paths in `exempt` (the payment webhook) authenticate by signature instead, and a request with a bearer token by
 * the token: the Authorization header is proof that no other site's page sent it (see bearerToken).
 */
export function originCheck(allowedOrigins: string[], exempt: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!MUTATING.has(c.req.method) || exempt.includes(c.req.path)) return next();
    if (bearerToken(c.req.header("authorization")) !== undefined) return next();
    const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    if (!origin || !allowed.has(origin)) {
      throw new AppError("FORBIDDEN_ORIGIN", 403, "This request did not come from Custom Fit.");
    }
    return next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Ids and slugs in API paths are printable text: a percent-escaped control character (%00-%1F, %7F) names no
 * resource, and PostgreSQL refuses NUL in text outright (it would surface as a 500). Answered as a missing resource.
 */
export function refuseControlCharactersInPath(): MiddlewareHandler<AppEnv> {
  const CONTROL_ESCAPE = /%(?:[01][0-9a-f]|7f)/i;
  return async (c, next) => {
    const raw = c.req.url.slice(c.req.url.indexOf("/", c.req.url.indexOf("//") + 2)).split(/[?#]/)[0] ?? "";
    if (CONTROL_ESCAPE.test(raw)) throw new AppError("NOT_FOUND", 404, "Not found");
    return next();
  };
}

/** The body size limit, for the methods that carry a body: asking a GET for its body would build a whole Request. */
export function limitBodies(limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (MUTATING.has(c.req.method) ? limit(c, next) : next());
}

/**
 * JSON routes refuse other body types (415); `rawPaths` take their own type (ICS import, webhook). Only a request that
 * carries bytes is judged: @hono/node-server gives every DELETE a body stream, even `curl -X DELETE` with neither
 * Content-Length nor Transfer-Encoding, so without a length the body is read (limitBodies has already buffered it,
 * at most 1 MiB; Hono keeps the bytes for the handler) and an empty one passes.
 */
export function requireJsonBodies(rawPaths: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATING.has(c.req.method) || rawPaths.includes(c.req.path)) return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type === "application/json") return next();
    const length = c.req.header("content-length");
    const framedByLength = length !== undefined && c.req.header("transfer-encoding") === undefined;
    const hasBody = framedByLength
      ? length !== "0"
      : c.req.raw.body !== null && (await c.req.arrayBuffer()).byteLength > 0;
    if (hasBody)
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the request body as application/json.");
    return next();
  };
}
