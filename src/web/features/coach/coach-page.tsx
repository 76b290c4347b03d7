import { Bot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";

/** Placeholder until the coach chat arrives. */
export function CoachPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("coach.title")} description={t("coach.subtitle")} />
      <EmptyState icon={Bot} title={t("coach.emptyTitle")} description={t("coach.emptyText")} />
    </>
  );
}
