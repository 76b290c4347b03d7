import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBlogPost, TBlogPostSummary } from "#contracts/blog";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";
import { loadBlog } from "./blog.service";

// The app on a fixture directory (BLOG_DIR): one post carries <script> and a javascript: link, which must never
// reach the real content/blog.
const FIXTURES = path.join(import.meta.dirname, "fixtures");

/** Parses XML strictly (jsdom's DOMParser: any well-formedness error yields a <parsererror> document). */
function parseXml(text: string): Document {
  const { DOMParser } = new JSDOM().window;
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ BLOG_DIR: FIXTURES });
});
afterAll(async () => {
  await server.close();
});

const get = (urlPath: string) => server.client().request(urlPath, { noOrigin: true });

describe("GET /api/blog", () => {
  it("lists the posts newest first, without their bodies", async () => {
    const response = await get("/api/blog");
    expect(response.status).toBe(200);
    const posts = (await response.json()) as TBlogPostSummary[];
    expect(posts.map((p) => [p.slug, p.publishedAt])).toEqual([
      ["newer-post", "2024-06-15"],
      ["script-post", "2024-05-10"],
      ["older-post", "2024-03-01"],
    ]);
    const [first] = posts;
    expect(first).toEqual({
      slug: "newer-post",
      title: "The newest post",
      excerpt: "The newest one, listed first.",
      publishedAt: "2024-06-15",
      author: "Test Author",
      readingMinutes: 1,
      tags: ["planning"],
    });
    expect(posts.every((p) => !("html" in p))).toBe(true);
  });

  it("narrows the list to one tag", async () => {
    const posts = (await (await get("/api/blog?tag=recovery")).json()) as TBlogPostSummary[];
    expect(posts.map((p) => p.slug)).toEqual(["older-post"]);
  });
});

describe("GET /api/blog/:slug", () => {
  it("returns the post with its HTML", async () => {
    const response = await get("/api/blog/newer-post");
    expect(response.status).toBe(200);
    const post = (await response.json()) as TBlogPost;
    expect(post.title).toBe("The newest post");
    expect(post.html).toContain("<h2>A heading</h2>");
    expect(post.html).toContain("<strong>bold</strong>");
  });

  it("answers 404 NOT_FOUND for an unknown slug", async () => {
    const response = await get("/api/blog/no-such-post");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "NOT_FOUND", message: "Post not found" });
  });

  it("renders a post's <script> as text, with no executable markup at all", async () => {
    const post = (await (await get("/api/blog/script-post")).json()) as TBlogPost;
    expect(post.html).toContain("&lt;script&gt;alert(&quot;inline&quot;)&lt;/script&gt;");
    expect(post.html).toContain("document.title = &quot;owned&quot;;");

    // What a browser would build from it: no script, no event handler, no javascript: URL.
    const { document } = new JSDOM(`<article>${post.html}</article>`).window;
    expect(document.querySelectorAll("script, img, iframe, object, embed")).toHaveLength(0);
    const attributes = [...document.querySelectorAll("*")].flatMap((el) => [...el.attributes]);
    expect(attributes.filter((a) => a.name.startsWith("on"))).toEqual([]);
    for (const link of document.querySelectorAll("a")) {
      expect(new URL(link.getAttribute("href") ?? "", TEST_ORIGIN).protocol).toMatch(/^https?:$/);
    }
    expect(document.body.textContent).toContain('<script>alert("inline")</script>');
  });
});

describe("feeds", () => {
  it("serves /rss.xml as well-formed RSS 2.0 with absolute links and escaped text", async () => {
    const response = await get("/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const doc = parseXml(await response.text());
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((item) => item.getElementsByTagName("link")[0]?.textContent)).toEqual([
      `${TEST_ORIGIN}/blog/newer-post`,
      `${TEST_ORIGIN}/blog/script-post`,
      `${TEST_ORIGIN}/blog/older-post`,
    ]);
    const older = items[2];
    expect(older?.getElementsByTagName("title")[0]?.textContent).toBe(
      'An older post about "quotes" & ampersands',
    );
    expect(older?.getElementsByTagName("description")[0]?.textContent).toBe(
      "Checks that <angle brackets> & ampersands are escaped in feeds.",
    );
    expect(older?.getElementsByTagName("pubDate")[0]?.textContent).toBe("Fri, 01 Mar 2024 00:00:00 GMT");
  });

  it("serves /sitemap.xml with the public pages and every post", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const doc = parseXml(await response.text());
    expect(doc.documentElement.nodeName).toBe("urlset");
    const locations = [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locations).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/pricing`,
      `${TEST_ORIGIN}/blog`,
      `${TEST_ORIGIN}/register`,
      `${TEST_ORIGIN}/login`,
      `${TEST_ORIGIN}/blog/newer-post`,
      `${TEST_ORIGIN}/blog/script-post`,
      `${TEST_ORIGIN}/blog/older-post`,
    ]);
  });

  it("serves /robots.txt that keeps crawlers out of the API and points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await response.text()).split("\n")).toEqual([
      "User-agent: *",
      "Disallow: /api/",
      "",
      `Sitemap: ${TEST_ORIGIN}/sitemap.xml`,
      "",
    ]);
  });
});

describe("the published posts (content/blog)", () => {
  const blog = loadBlog(path.resolve(import.meta.dirname, "../../../../content/blog"));

  it("has at least six posts, each with an excerpt, tags and a substantial body", () => {
    expect(blog.posts.length).toBeGreaterThanOrEqual(6);
    for (const post of blog.posts) {
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.readingMinutes, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.html, post.slug).not.toContain("&lt;");
    }
  });

  it("makes well-formed feeds from the real posts too", async () => {
    const { rssFeed, sitemap } = await import("./blog-feeds");
    expect(parseXml(rssFeed(blog, "https://fit.example")).getElementsByTagName("item")).toHaveLength(
      blog.posts.length,
    );
    expect(parseXml(sitemap(blog, "https://fit.example")).getElementsByTagName("url")).toHaveLength(
      blog.posts.length + 5,
    );
  });
});
