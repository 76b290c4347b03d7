import { ArrowLeft, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";

/** /blog/:slug: no posts are published yet, so every slug is "not found" for now. */
export function BlogPostPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
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
    </div>
  );
}
