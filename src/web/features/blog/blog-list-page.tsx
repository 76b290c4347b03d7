import { Newspaper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";

/** Posts arrive in a later issue (GET /api/blog); until then, say so. */
export function BlogListPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader title={t("blog.title")} description={t("blog.subtitle")} />
      <EmptyState icon={Newspaper} title={t("blog.emptyTitle")} description={t("blog.emptyText")} />
    </div>
  );
}
