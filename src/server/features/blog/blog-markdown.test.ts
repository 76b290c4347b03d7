import { describe, expect, it } from "vitest";
import { escapeHtml, readingMinutes, renderMarkdown, safeUrl } from "./blog-markdown";

/** Tags the rendered HTML contains, by name. */
const tagsIn = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1]?.toLowerCase());

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("## Title\n\nSome **bold** and `code`.\n\n- a\n- b\n");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<li>a</li>");
  });

  it("turns raw HTML, block and inline, into text", () => {
    const html = renderMarkdown(
      'Hi <script>alert("x")</script> there\n\n<script>\nsteal()\n</script>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="x()">block</div>',
    );
    expect(tagsIn(html).filter((tag) => tag !== "p")).toEqual([]);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("keeps http(s) and relative links and drops other schemes", () => {
    const html = renderMarkdown(
      "[a](/blog/x) [b](https://example.com/?q=1&r=2) [c](javascript:alert(1)) [d](JaVaScRiPt:alert(1)) [e](data:text/html,hi) [f](vbscript:x)",
    );
    expect(html).toContain('<a href="/blog/x">a</a>');
    expect(html).toContain('<a href="https://example.com/?q=1&amp;r=2" rel="noopener noreferrer">b</a>');
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  });

  it("does not let an entity or a tab hide a javascript: link", () => {
    const html = renderMarkdown("[x](java&#x09;script:alert(1)) [y](<java\tscript:alert(1)>)");
    // The entity is escaped, so the browser reads a harmless relative path, never a tab.
    expect(html).not.toContain('href="java&#x09;');
    expect(html).not.toMatch(/href="java\s*script:/i);
  });

  it("checks image sources the same way", () => {
    const html = renderMarkdown("![ok](/a.png) ![bad](javascript:alert(1))");
    expect(html).toContain('<img src="/a.png" alt="ok" loading="lazy">');
    expect(html).not.toContain("javascript:");
  });
});

describe("safeUrl", () => {
  it("accepts http(s) and relative targets only", () => {
    expect(safeUrl("https://example.com/a b")).toBe("https://example.com/a%20b");
    expect(safeUrl("#section")).toBe("#section");
    expect(safeUrl("../x")).toBe("../x");
    expect(safeUrl("mailto:a@b.c")).toBeNull();
    expect(safeUrl(" \tjavascript:alert(1)")).toBeNull();
    expect(safeUrl("")).toBeNull();
  });
});

describe("escapeHtml", () => {
  it("escapes the five significant characters", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });
});

describe("readingMinutes", () => {
  it("counts about 220 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(10))).toBe(1);
    expect(readingMinutes("word ".repeat(440))).toBe(2);
    expect(readingMinutes("word ".repeat(441))).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });
});
