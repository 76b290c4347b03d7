import { Newspaper, Rss, SearchX } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { TBlogPostSummary } from "#contracts/blog";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { cn } from "../../lib/cn";
import { usePageMeta } from "../../lib/page-meta";
import { useBlogPosts } from "../../queries/blog";
import { BlogQueryProvider } from "./blog-query-provider";
import { formatPublished } from "./format-published";

function TagFilter({ tags, active }: { tags: string[]; active: string | null }) {
  const { t } = useTranslation();
  const chip = (selected: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset transition-colors sm:min-h-9",
      selected
        ? "bg-primary-700 text-white ring-primary-700 dark:bg-primary-400 dark:text-slate-950 dark:ring-primary-400"
        : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800",
    );
  return (
    <nav aria-label={t("blog.filterLabel")} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/blog"
            className={chip(active === null)}
            aria-current={active === null ? "page" : undefined}
          >
            {t("blog.allTopics")}
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/blog?tag=${encodeURIComponent(tag)}`}
              className={chip(active === tag)}
              aria-current={active === tag ? "page" : undefined}
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PostCard({ post }: { post: TBlogPostSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="relative p-6 transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-md sm:p-7">
      <article>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, i18n.language)}</time>
          <span aria-hidden="true">·</span>
          <span>{t("blog.readingTime", { count: post.readingMinutes })}</span>
        </p>
        <h2 className="mt-2 text-xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
          {/* The whole card is the link's hit area (the ::after), but only the title is announced. */}
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-pretty text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul aria-label={t("blog.topics")} className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </Card>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t("blog.loading")}</span>
      {[0, 1, 2].map((row) => (
        <Card key={row} className="p-6 sm:p-7" aria-hidden="true">
          <div className="h-4 w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="mt-3 h-7 w-3/4 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
          <div className="mt-3 h-4 w-full animate-pulse rounded bg-slate-100 dark:bg-slate-800/70" />
          <div className="mt-2 h-4 w-2/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800/70" />
        </Card>
      ))}
    </div>
  );
}

function BlogList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get("tag") || null;
  const { data: posts, isPending, isError, refetch, isRefetching } = useBlogPosts();
  usePageMeta({
    title: tag ? `${t("blog.title")}: ${tag}` : t("blog.title"),
    description: t("blog.metaDescription"),
  });

  const tags = useMemo(() => [...new Set((posts ?? []).flatMap((post) => post.tags))].sort(), [posts]);
  const shown = useMemo(() => (posts ?? []).filter((post) => !tag || post.tags.includes(tag)), [posts, tag]);

  let body: ReactNode;
  if (isPending) body = <ListSkeleton />;
  else if (isError)
    body = (
      <Card className="flex flex-col items-start gap-4 p-6" role="alert">
        <p className="text-slate-700 dark:text-slate-300">{t("blog.loadFailed")}</p>
        <Button variant="secondary" loading={isRefetching} onClick={() => void refetch()}>
          {t("blog.retry")}
        </Button>
      </Card>
    );
  else if (posts.length === 0)
    body = <EmptyState icon={Newspaper} title={t("blog.emptyTitle")} description={t("blog.emptyText")} />;
  else
    body = (
      <>
        <TagFilter tags={tags} active={tag} />
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={t("blog.tagEmptyTitle", { tag })}
            description={t("blog.tagEmptyText")}
            action={
              <Link to="/blog" className={buttonClasses("secondary")}>
                {t("blog.showAll")}
              </Link>
            }
          />
        ) : (
          <ul className="space-y-5">
            {shown.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t("blog.title")}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t("blog.subtitle")}</p>
        </div>
        {/* A plain link: the feed is a file served by the server, not a page of the app. */}
        <a
          href="/rss.xml"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-medium text-slate-700 hover:text-primary-800 dark:text-slate-300 dark:hover:text-primary-200"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t("blog.rss")}
        </a>
      </header>
      {body}
    </div>
  );
}

/** /blog: the posts newest first (the server's order), with a topic filter kept in the URL (?tag=). */
export function BlogListPage() {
  return (
    <BlogQueryProvider>
      <BlogList />
    </BlogQueryProvider>
  );
}
