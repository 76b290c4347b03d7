import { z } from "zod";

/** Front matter of a post in content/blog/*.md. Checked at start: a bad post stops the server with its file name. */
export const ZBlogFrontMatter = z.object({
  title: z.string().trim().min(1).max(200),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens")
    .max(100),
  /** YAML reads an unquoted 2025-01-31 as a Date; both forms are accepted. */
  date: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  author: z.string().trim().min(1).max(100),
  excerpt: z.string().trim().min(1).max(400),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
});

export const ZBlogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** YYYY-MM-DD */
  publishedAt: z.string(),
  author: z.string(),
  readingMinutes: z.number().int().positive(),
  tags: z.array(z.string()),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

export const ZBlogPost = ZBlogPostSummary.extend({
  /** Rendered on the server from Markdown; raw HTML in the source comes out as text. */
  html: z.string(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;
