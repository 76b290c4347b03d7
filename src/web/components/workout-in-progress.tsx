import { Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { WorkoutInProgress } from "../lib/offline/in-progress";
import { Button, buttonClasses } from "./ui/button";

// "Workout in progress — Resume" on the dashboard and the workouts page (ADR 0057): a workout the player kept on this
// device, with its sets done so far. The dashboard links to the workouts page; the workouts page opens the player.
// Strings: in the signed-in layout's feature file, notifications.

export function WorkoutInProgressBanner({
  entry,
  onResume,
}: {
  entry: WorkoutInProgress;
  /** Opens the player here; without it, Resume links to the workouts page, which opens it. */
  onResume?: () => void;
}) {
  const { t } = useTranslation();
  const name = entry.workout.name;
  const label = t("offline.inProgress.resumeLabel", { name });
  const content = (
    <>
      <Play aria-hidden="true" className="size-4" />
      {t("offline.inProgress.resume")}
    </>
  );
  return (
    <section
      aria-label={t("offline.inProgress.title")}
      className="flex flex-col gap-3 rounded-2xl border border-primary-300 bg-primary-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-primary-800 dark:bg-primary-950/40"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">{t("offline.inProgress.title")}</p>
        <p className="mt-0.5 text-sm text-slate-700 tabular-nums dark:text-slate-300">
          {t("offline.inProgress.text", { name, done: entry.done, total: entry.total })}
        </p>
      </div>
      {onResume ? (
        <Button
          aria-label={label}
          onClick={onResume}
          className="shrink-0"
          icon={<Play aria-hidden="true" className="size-4" />}
        >
          {t("offline.inProgress.resume")}
        </Button>
      ) : (
        <Link
          to={`/workouts?start=${encodeURIComponent(entry.workout.id)}`}
          aria-label={label}
          className={buttonClasses("primary", "md", "shrink-0")}
        >
          {content}
        </Link>
      )}
    </section>
  );
}
