import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { type TBlogPost, type TBlogPostSummary, ZBlogFrontMatter } from "#contracts/blog";
import { notFound } from "../../lib/errors";
import { readingMinutes, renderMarkdown } from "./blog-markdown";

/** The posts, read and rendered once at start (they only change with a deploy). Newest first. */
export interface Blog {
  readonly posts: readonly TBlogPost[];
  list(options?: { tag?: string }): TBlogPostSummary[];
  get(slug: string): TBlogPost;
}

export class BlogContentError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog post ${file}: ${problem}`);
    this.name = "BlogContentError";
  }
}

function isoDate(value: Date | string): string {
  return typeof value === "string" ? value : value.toISOString().slice(0, 10);
}

function parsePost(file: string, source: string): TBlogPost {
  const { data, content } = matter(source);
  const result = ZBlogFrontMatter.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`);
    throw new BlogContentError(file, issues.join("; "));
  }
  const front = result.data;
  const publishedAt = isoDate(front.date);
  if (Number.isNaN(Date.parse(`${publishedAt}T00:00:00Z`))) {
    throw new BlogContentError(file, `date: ${publishedAt} is not a calendar date`);
  }
  return {
    slug: front.slug,
    title: front.title,
    excerpt: front.excerpt,
    publishedAt,
    author: front.author,
    readingMinutes: readingMinutes(content),
    tags: front.tags,
    html: renderMarkdown(content),
  };
}

const newestFirst = (a: TBlogPost, b: TBlogPost) =>
  a.publishedAt === b.publishedAt ? a.slug.localeCompare(b.slug) : a.publishedAt < b.publishedAt ? 1 : -1;

function summary({ html: _html, ...rest }: TBlogPost): TBlogPostSummary {
  return rest;
}

/** Builds the blog from already read sources (file name → Markdown); duplicate slugs are refused. */
export function createBlog(sources: Array<{ file: string; source: string }>): Blog {
  const posts = sources.map(({ file, source }) => parsePost(file, source)).sort(newestFirst);
  const bySlug = new Map<string, TBlogPost>();
  for (const post of posts) {
    if (bySlug.has(post.slug)) throw new BlogContentError(post.slug, "two posts share this slug");
    bySlug.set(post.slug, post);
  }
  const summaries = posts.map(summary);
  return {
    posts,
    list: ({ tag } = {}) => (tag ? summaries.filter((post) => post.tags.includes(tag)) : summaries),
    get(slug) {
      const post = bySlug.get(slug);
      if (!post) throw notFound("Post not found");
      return post;
    },
  };
}

/** Reads every `*.md` in `dir` (content/blog in the app, a fixture directory in tests). No directory: no posts. */
export function loadBlog(dir: string): Blog {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".md"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return createBlog([]);
    throw error;
  }
  return createBlog(
    names.sort().map((name) => ({ file: name, source: readFileSync(path.join(dir, name), "utf8") })),
  );
}
