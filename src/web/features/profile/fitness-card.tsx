import { Settings2, Target } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useOpenPreferences } from "../../lib/preferences-dialog";
import { useHourLabel } from "../../lib/use-clock";
import { usePreferences } from "../../queries/preferences";

/** The hours of each preferred time window, written on the user's clock (clock-format.ts). */
const WINDOW_HOURS: Record<string, readonly [number, number]> = {
  "Early Morning (5AM-8AM)": [5, 8],
  "Morning (8AM-11AM)": [8, 11],
  "Afternoon (11AM-2PM)": [11, 14],
  "Late Afternoon (2PM-5PM)": [14, 17],
  "Evening (5PM-8PM)": [17, 20],
  "Night (8PM-11PM)": [20, 23],
};

/** A summary of the workout preferences; "Edit preferences" opens the shared preferences dialog. */
export function FitnessCard() {
  const { t } = useTranslation();
  const hourLabel = useHourLabel();
  const headingId = useId();
  const openPreferences = useOpenPreferences();
  const preferences = usePreferences();

  const editButton = openPreferences ? (
    <Button type="button" variant="secondary" size="sm" onClick={openPreferences}>
      <Settings2 aria-hidden="true" className="size-4" />
      {t("profile.fitness.edit")}
    </Button>
  ) : null;

  if (preferences.isSuccess && preferences.data === null) {
    return (
      <EmptyState
        icon={Target}
        title={t("profile.fitness.emptyTitle")}
        description={t("profile.fitness.emptyText")}
        action={editButton}
      />
    );
  }

  const data = preferences.data;
  const list = (values: string[], label: (value: string) => string) =>
    values.length > 0 ? values.map(label).join(", ") : t("profile.fitness.none");
  const goal = (value: string) => t(`profile.goals.${value}` as "profile.goals.Lose weight", value);
  const rows = data
    ? [
        { label: t("profile.fitness.goal"), value: goal(data.fitnessGoals.primaryGoal) },
        { label: t("profile.fitness.otherGoals"), value: list(data.fitnessGoals.secondaryGoals, goal) },
        {
          label: t("profile.fitness.duration"),
          value: t("profile.fitness.durationValue", { minutes: data.workoutPreferences.duration }),
        },
        { label: t("profile.fitness.frequency"), value: String(data.workoutPreferences.frequency) },
        {
          label: t("profile.fitness.times"),
          value: list(data.workoutPreferences.preferredTimes, (v) =>
            t(`profile.times.${v}` as "profile.times.Morning (8AM-11AM)", {
              defaultValue: v,
              range: WINDOW_HOURS[v]
                ? `${hourLabel(WINDOW_HOURS[v][0])}–${hourLabel(WINDOW_HOURS[v][1])}`
                : "",
            }),
          ),
        },
        {
          label: t("profile.fitness.types"),
          value: list(data.workoutPreferences.workoutTypes, (v) =>
            t(`workoutTypes.${v}` as "workoutTypes.Cardio", v),
          ),
        },
      ]
    : [];

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
              {t("profile.fitness.title")}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t("profile.fitness.text")}</p>
          </div>
          {editButton}
        </div>
        {preferences.isPending ? (
          <div role="status" aria-label={t("profile.fitness.loading")} className="mt-5 flex justify-center">
            <Spinner />
          </div>
        ) : preferences.isError ? (
          <p role="alert" className="mt-4 text-sm text-danger-700 dark:text-danger-300">
            {t("profile.fitness.loadFailed")}
          </p>
        ) : (
          <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
                <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2 dark:text-slate-100">
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </Card>
  );
}
