import { Dumbbell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";

/** Placeholder until plans can be generated. */
export function WorkoutsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("workouts.title")} description={t("workouts.subtitle")} />
      <EmptyState icon={Dumbbell} title={t("workouts.emptyTitle")} description={t("workouts.emptyText")} />
    </>
  );
}
