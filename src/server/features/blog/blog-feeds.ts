import { Hono } from "hono";
import type { AppEnv } from "../../lib/hono-types";
import type { Blog } from "./blog.service";

// RSS 2.0 and sitemap.xml, built as strings: every text and URL goes through xmlEscape, and every link is absolute
// (the app's public base URL), as feed readers and crawlers require.

/** Drops what XML 1.0 does not allow at all: C0 controls other than tab, newline and CR, lone surrogates, U+FFFE/F. */
function xmlCharactersOnly(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (allowed) out += char;
  }
  return out;
}

export function xmlEscape(text: string): string {
  return xmlCharactersOnly(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date of a YYYY-MM-DD publication day (midnight UTC), as RSS wants it. */
function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

/** The public pages of docs/product.md §2 (besides the posts). */
const PUBLIC_PAGES = ["/", "/pricing", "/blog", "/register", "/login"];

export function rssFeed(blog: Blog, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, "");
  const items = blog.posts.map((post) => {
    const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <dc:creator>${xmlEscape(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${xmlEscape(tag)}</category>`),
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      `      <content:encoded>${xmlEscape(post.html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = blog.posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    "    <title>Custom Fit blog</title>",
    `    <link>${xmlEscape(`${base}/blog`)}</link>`,
    "    <description>Short, practical reads on fitting training into a busy week.</description>",
    "    <language>en</language>",
    `    <atom:link href="${xmlEscape(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.publishedAt)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function sitemap(blog: Blog, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, "");
  const newest = blog.posts[0]?.publishedAt;
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => url(`${base}${page}`, page === "/blog" ? newest : undefined)),
    ...blog.posts.map((post) => url(`${base}/blog/${encodeURIComponent(post.slug)}`, post.publishedAt)),
    "</urlset>",
    "",
  ].join("\n");
}

/** Crawlers may read every page but not the API, and learn where the sitemap is (its URL must be absolute). */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", baseUrl).href}`,
    "",
  ].join("\n");
}

/** /rss.xml, /sitemap.xml and /robots.txt, mounted at the root before the SPA's index.html fallback. */
export function feedRoutes(options: { blog: Blog; baseUrl: string }) {
  // Built once: the posts and the base URL are fixed for the life of the process.
  const rss = rssFeed(options.blog, options.baseUrl);
  const map = sitemap(options.blog, options.baseUrl);
  const robots = robotsTxt(options.baseUrl);
  const headers = (type: string) => ({
    "Content-Type": `${type}; charset=utf-8`,
    "Cache-Control": "public, max-age=3600",
  });
  return new Hono<AppEnv>()
    .get("/rss.xml", (c) => c.body(rss, 200, headers("application/rss+xml")))
    .get("/sitemap.xml", (c) => c.body(map, 200, headers("application/xml")))
    .get("/robots.txt", (c) => c.body(robots, 200, headers("text/plain")));
}
