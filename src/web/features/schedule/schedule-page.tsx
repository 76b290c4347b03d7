import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";

/** Placeholder until the week grid arrives: an honest empty state. */
export function SchedulePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("schedule.title")} description={t("schedule.subtitle")} />
      <EmptyState
        icon={CalendarDays}
        title={t("schedule.emptyTitle")}
        description={t("schedule.emptyText")}
      />
    </>
  );
}
