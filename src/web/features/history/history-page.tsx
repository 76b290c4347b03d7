import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";

/** Placeholder until workouts can be completed. */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("history.title")} description={t("history.subtitle")} />
      <EmptyState icon={History} title={t("history.emptyTitle")} description={t("history.emptyText")} />
    </>
  );
}
