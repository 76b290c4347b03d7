import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { FIRST_LOAD_FILE, type FirstLoadFiles } from "#contracts/first-load";
import { FIRST_READS_ID } from "#contracts/first-reads";
import { jsonForScriptElement } from "#contracts/json-in-html";
import { SESSION_HINT_META } from "#contracts/session-hint";
import type { AppEnv } from "./lib/hono-types";
import { pageLanguage } from "./page-language";

export interface StaticOptions {
  /**
   * Whether a request carries a validly signed session cookie (checked without the database). The SPA's first
   * session check then skips a round trip: straight to /api/me when "present", nothing at all when "absent".
   */
  hasSession?: (cookieHeader: string | undefined) => Promise<boolean>;
  /**
   * Answers a GET to our own API as this request's visitor would get it (same cookie, same client): the opened
   * page's first reads, embedded in index.html so that the browser need not ask for them one by one (ADR 0021).
   */
  readAsVisitor?: (c: Context<AppEnv>, apiPath: string) => Response | Promise<Response>;
}

/** Built files whose names do not change between builds (ADR 0052): the browser revalidates them every time. */
const REVALIDATED = ["/sw.js", "/manifest.webmanifest", "/shell.html"];

/**
 * Serves the built SPA from dist/: hashed assets with a long cache (precompressed), and index.html for every other non-API path so
 * the client router can take over (its not-found page handles unknown paths).
 */
export function staticRoutes(distDir: string, options: StaticOptions = {}) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The service worker, the web app manifest and the offline shell keep their names from one build to the next:
  // the browser asks again each time (ADR 0052), so a deploy reaches installed apps at their next check.
  for (const file of REVALIDATED) {
    app.use(file, async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "no-cache");
    });
  }
  // The build writes .br and .gz copies of its assets (vite.config.ts): sent to browsers that accept them.
  const files = serveStatic({ root, precompressed: true });
  // index.html is always the handler's below (no-cache, the session hint), also for "/" and "/index.html".
  app.use("*", (c, next) =>
    c.req.path.endsWith("/") || c.req.path.endsWith("/index.html") ? next() : files(c, next),
  );
  const { hasSession, readAsVisitor } = options;
  const withHint = (present: boolean) =>
    indexHtml.replace(
      "<head>",
      `<head><meta name="${SESSION_HINT_META}" content="${present ? "present" : "absent"}">`,
    );
  // "unknown": no session check configured (tests), so no hint either.
  const base: Record<PageVariant, string> = {
    present: withHint(true),
    absent: withHint(false),
    unknown: indexHtml,
  };
  // A page also names what it will need at once: a public page to everybody, a signed-in one with a session (ADR 0020).
  const announced = new Map<string, AnnouncedPage>();
  for (const [route, files] of Object.entries(readFirstLoad(distDir))) {
    const variants: PageVariant[] = files.signedIn ? ["present"] : ["present", "absent", "unknown"];
    for (const variant of variants) {
      const html = base[variant].replace("</head>", `${preloadLinks(files)}</head>`);
      announced.set(`${variant} ${route}`, { html, reads: files.reads, personal: files.signedIn });
    }
  }
  const page = (variant: PageVariant, requestPath: string): AnnouncedPage =>
    announced.get(`${variant} ${requestPath.replace(/(?<=.)\/$/, "")}`) ?? {
      html: base[variant],
      reads: [],
      personal: false,
    };
  app.get("*", async (c) => {
    let variant: PageVariant = "unknown";
    if (hasSession) {
      // The page differs with the cookie: a shared cache must not hand one visitor's variant to another.
      variant = (await hasSession(c.req.header("cookie"))) ? "present" : "absent";
    }
    const announcedPage = page(variant, c.req.path);
    const { reads, personal } = announcedPage;
    // <html lang> from Accept-Language, so the page says its language before any script runs (page-language.ts).
    c.header("Vary", hasSession ? "Cookie, Accept-Language" : "Accept-Language");
    const html = withLanguage(announcedPage.html, pageLanguage(c));
    const embedded =
      readAsVisitor && reads.length > 0 ? await firstReads(c, reads, readAsVisitor) : undefined;
    // A page that carries a signed-in visitor's data is theirs alone: kept by no cache, the browser's included.
    c.header("Cache-Control", embedded && personal ? "no-store" : "no-cache");
    if (!embedded) return c.html(html);
    const block = `<script type="application/json" id="${FIRST_READS_ID}">${jsonForScriptElement(embedded)}</script>`;
    // A function, not a string: "$&" and its kind in the visitor's data must not act as replacement patterns.
    return c.html(html.replace("</head>", () => `${block}</head>`));
  });
  return app;
}

/** The built index.html declares English; another language replaces that one attribute. */
const withLanguage = (html: string, language: string) =>
  language === "en" ? html : html.replace('<html lang="en"', `<html lang="${language}"`);

interface AnnouncedPage {
  html: string;
  /** API paths read as the visitor and embedded in the page. */
  reads: string[];
  /** A signed-in page: what it embeds belongs to the visitor. */
  personal: boolean;
}

/**
 * The answers to `reads`, asked in parallel; a read that does not answer 200 is left out, and the page then asks for
 * it itself (a session that has ended answers 401 there too, and the page sends the visitor to sign in).
 */
async function firstReads(
  c: Context<AppEnv>,
  reads: string[],
  readAsVisitor: NonNullable<StaticOptions["readAsVisitor"]>,
): Promise<Record<string, unknown> | undefined> {
  const answers = await Promise.all(
    reads.map(async (read) => {
      try {
        const response = await readAsVisitor(c, read);
        if (response.status !== 200) {
          await response.body?.cancel();
          return undefined;
        }
        return [read, await response.json()] as const;
      } catch {
        return undefined; // the page is still served; it asks for this read itself
      }
    }),
  );
  const found = answers.filter((answer) => answer !== undefined);
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

type PageVariant = "present" | "absent" | "unknown";

/** dist/first-load.json, written by the build (scripts/vite-first-load.ts); an older build without it announces nothing. */
function readFirstLoad(distDir: string): Record<string, FirstLoadFiles> {
  const file = path.join(distDir, FIRST_LOAD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, FirstLoadFiles>) : {};
}

/**
 * The page's code and strings as module preloads and its stylesheets as style preloads, so the browser fetches them
 * while it parses the page (its reads travel inside the page instead). Paths come from our build, never from the
 * request.
 */
function preloadLinks(files: FirstLoadFiles): string {
  return [
    ...files.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...files.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join("");
}
