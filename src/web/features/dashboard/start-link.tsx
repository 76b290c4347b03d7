import { Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import type { Workout } from "../../queries/workouts";

/**
 * The dashboard's way into a workout's player (through the workouts page, which opens it): "Start", or "Resume" for
 * a workout the player kept in progress on this device, whose sets it opens with (ADR 0057).
 */
export function StartLink({ workout, resume }: { workout: Workout; resume: boolean }) {
  const { t } = useTranslation();
  const name = workout.name;
  return (
    <Link
      to={`/workouts?start=${encodeURIComponent(workout.id)}`}
      className={buttonClasses("primary", "md", "mt-3")}
      aria-label={
        resume ? t("offline.inProgress.resumeLabel", { name }) : t("dashboard.startLabel", { name })
      }
    >
      <Play aria-hidden="true" className="size-4" />
      {resume ? t("offline.inProgress.resume") : t("dashboard.start")}
      {/* The name is in the accessible name already; in the text too, so the link reads well out of context. */}
      <span className="sr-only"> {name}</span>
    </Link>
  );
}
