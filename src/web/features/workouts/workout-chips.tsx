import { Clock, Gauge } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";
import type { Workout } from "../../queries/workouts";

const CHIP = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium";

/** Type (its colour plus its name), intensity and duration. */
export function WorkoutChips({ workout }: { workout: Pick<Workout, "type" | "intensity" | "duration"> }) {
  const { t } = useTranslation();
  const style = WORKOUT_TYPE_STYLES[workout.type];
  return (
    <div className="flex flex-wrap gap-2">
      <span
        className={cn(
          CHIP,
          style?.block ?? "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
        )}
      >
        <span aria-hidden="true" className={cn("size-2 rounded-full", style?.dot ?? "bg-slate-500")} />
        {t(`workoutTypes.${workout.type}`, { defaultValue: workout.type })}
      </span>
      <span className={cn(CHIP, "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100")}>
        <Gauge aria-hidden="true" className="size-3.5" />
        {t(`workouts.intensity.${workout.intensity}`)}
      </span>
      <span
        className={cn(CHIP, "bg-slate-100 text-slate-800 tabular-nums dark:bg-slate-800 dark:text-slate-100")}
      >
        <Clock aria-hidden="true" className="size-3.5" />
        {t("common.minutes", { count: workout.duration })}
      </span>
    </div>
  );
}
