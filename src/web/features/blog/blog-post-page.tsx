import { ArrowLeft, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { usePageMeta } from "../../lib/page-meta";
import { isNotFound, useBlogPost } from "../../queries/blog";
import { ArticleBody } from "./article-body";
import { BlogQueryProvider } from "./blog-query-provider";
import { formatPublished } from "./format-published";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl text-sm font-semibold text-primary-700 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-200"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("blog.back")}
    </Link>
  );
}

function PostSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t("blog.loading")}</span>
      <div aria-hidden="true">
        <div className="h-4 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-4 h-10 w-5/6 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        <div className="mt-10 space-y-3">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <div key={row} className="h-4 animate-pulse rounded bg-slate-100 dark:bg-slate-800/70" />
          ))}
        </div>
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FileQuestion}
      title={t("blog.postMissingTitle")}
      description={t("blog.postMissingText")}
      action={
        <Link to="/blog" className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("blog.back")}
        </Link>
      }
    />
  );
}

function Post({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { data: post, error, isPending, isError, refetch, isRefetching } = useBlogPost(slug);
  const missing = isError && isNotFound(error);
  usePageMeta(
    post
      ? { title: post.title, description: post.excerpt, type: "article" }
      : missing
        ? { title: t("blog.postMissingTitle"), description: t("blog.postMissingText") }
        : { title: t("blog.title"), description: t("blog.metaDescription") },
  );

  if (isPending) return <PostSkeleton />;
  if (missing) return <NotFound />;
  if (isError)
    return (
      <Card className="flex flex-col items-start gap-4 p-6" role="alert">
        <p className="text-slate-700 dark:text-slate-300">{t("blog.postLoadFailed")}</p>
        <Button variant="secondary" loading={isRefetching} onClick={() => void refetch()}>
          {t("blog.retry")}
        </Button>
      </Card>
    );

  return (
    <>
      <article>
        <header>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, i18n.language)}</time>
            <span aria-hidden="true">·</span>
            <span>{t("blog.readingTime", { count: post.readingMinutes })}</span>
            <span aria-hidden="true">·</span>
            <span>{t("blog.byAuthor", { author: post.author })}</span>
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{post.excerpt}</p>
          {post.tags.length > 0 ? (
            <ul aria-label={t("blog.topics")} className="mt-5 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-xs font-medium text-slate-700 hover:bg-slate-200 max-sm:min-h-11 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <div className="mt-10 border-t border-slate-200 pt-8 dark:border-slate-800">
          <ArticleBody html={post.html} />
        </div>
      </article>
      <aside className="mt-14 rounded-3xl bg-primary-800 px-6 py-8 sm:px-8 dark:bg-primary-950 dark:ring-1 dark:ring-primary-900">
        <h2 className="text-xl font-bold tracking-tight text-white">{t("blog.ctaTitle")}</h2>
        <p className="mt-2 text-primary-100">{t("blog.ctaText")}</p>
        <Link to="/register" className={buttonClasses("inverse", "lg", "mt-6")}>
          {t("blog.ctaButton")}
        </Link>
      </aside>
    </>
  );
}

/** /blog/:slug: one post, or a not-found state for a slug the server does not know. */
export function BlogPostPage() {
  const { slug = "" } = useParams();
  return (
    <BlogQueryProvider>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-6">
          <BackLink />
        </div>
        <Post key={slug} slug={slug} />
      </div>
    </BlogQueryProvider>
  );
}
