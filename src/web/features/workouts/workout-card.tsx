import { ArrowRightLeft, CheckCircle2, ChevronDown, Pencil, Play, RefreshCw } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useOnline } from "../../lib/offline/use-online";
import { useSettings } from "../../lib/settings";
import { useClock, useClockRange } from "../../lib/use-clock";
import { atSentenceStart, formatLongDate } from "../../lib/workout-format";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";
import { useRegenerateWorkout, type Workout } from "../../queries/workouts";
import { changeLine } from "./change-line";
import { ExerciseTarget } from "./exercise-target";
import { RequestError } from "./request-error";
import { WorkoutChips } from "./workout-chips";

// The swap list loads when it is first opened.
const SwapDialog = lazy(async () => ({ default: (await import("./swap-dialog")).SwapDialog }));

/**
 * One planned workout. Regenerating uses this card's own mutation, so only this card shows a spinner and the other
 * cards stay usable meanwhile.
 */
export function WorkoutCard({
  workout,
  isToday,
  inProgress = false,
  onStart,
  onEdit,
  onComplete,
}: {
  workout: Workout;
  isToday: boolean;
  /** The player kept this workout in progress on this device: Start reads Resume, and opens it with its sets. */
  inProgress?: boolean;
  onStart: () => void;
  onEdit: () => void;
  onComplete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const clockRange = useClockRange();
  const clock = useClock();
  const { settings } = useSettings();
  const regenerate = useRegenerateWorkout();
  const online = useOnline();
  const busy = regenerate.isPending;
  const [swapAt, setSwapAt] = useState<number | null>(null);
  const titleId = `workout-${workout.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="workout-card"
      className={cn(
        "flex flex-col border-l-4 p-5 transition-opacity",
        WORKOUT_TYPE_STYLES[workout.type]?.edge,
        busy && "opacity-70",
      )}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
            <span>{atSentenceStart(formatLongDate(workout.date, i18n.language), i18n.language)}</span>
            {" · "}
            {/* One piece: a 12-hour range ("8:00 a.m.–8:45 a.m.") must not break before its last "a.m.". */}
            <span className="whitespace-nowrap tabular-nums">
              {clockRange(workout.startTime, workout.endTime)}
            </span>
            {workout.estimatedMinutes ? (
              // What the content takes (ADR 0077), beside the slot it has.
              <span
                className="ml-2 whitespace-nowrap tabular-nums text-slate-500 dark:text-slate-400"
                title={t("workouts.estimateLabel", { minutes: workout.estimatedMinutes })}
              >
                {t("workouts.estimate", { minutes: workout.estimatedMinutes })}
              </span>
            ) : null}
            {isToday ? (
              <span className="ml-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-400/20 dark:text-primary-200">
                {t("workouts.today")}
              </span>
            ) : null}
          </p>
          <h2 id={titleId} className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
            {workout.name}
          </h2>
        </div>
      </div>
      <div className="mt-3">
        <WorkoutChips workout={workout} />
      </div>
      {workout.description ? (
        <p className="mt-3 text-sm text-pretty text-slate-600 dark:text-slate-400">{workout.description}</p>
      ) : null}
      {/* Said, not hidden (ADR 0094): why the planner changed it, in one line. */}
      {workout.change ? (
        <p
          data-testid="workout-change"
          className="mt-3 text-sm text-pretty text-amber-800 dark:text-amber-200"
        >
          {changeLine(workout.change, t, i18n.language, clock)}
        </p>
      ) : null}

      <details open className="group mt-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-xl text-sm font-semibold text-slate-800 dark:text-slate-200 [&::-webkit-details-marker]:hidden">
          {t("workouts.exerciseCount", { count: workout.exercises.length })}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
          {workout.exercises.map((exercise, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: exercises may share a name; the order is the identity.
            <li key={index} className="py-2.5">
              <div className="flex items-center justify-between gap-3">
                <span className="font-medium text-slate-900 dark:text-slate-100">{exercise.name}</span>
                <span className="flex shrink-0 items-center gap-1">
                  <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
                    {t("workouts.setsReps", { sets: exercise.sets, reps: exercise.reps })}
                  </span>
                  {/* A timed part (a warm-up, a finisher: ADR 0077) is no catalogue exercise: nothing to swap it for. */}
                  {exercise.part === undefined ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-my-1"
                      icon={<ArrowRightLeft aria-hidden="true" className="size-3.5" />}
                      disabled={busy || !online}
                      onClick={() => setSwapAt(index)}
                      aria-label={t("exercises.swap.label", { name: exercise.name })}
                    >
                      {t("exercises.swap.action")}
                    </Button>
                  ) : null}
                </span>
              </div>
              <ExerciseTarget exercise={exercise} unit={settings.measurementUnit} />
              {exercise.notes ? (
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{exercise.notes}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </details>

      {swapAt !== null ? (
        <Suspense fallback={null}>
          <SwapDialog workout={workout} index={swapAt} onClose={() => setSwapAt(null)} />
        </Suspense>
      ) : null}

      {regenerate.isError ? (
        <div className="mt-3">
          <RequestError
            error={regenerate.error}
            onRetry={() => regenerate.mutate(workout.id)}
            retrying={regenerate.isPending}
          />
        </div>
      ) : null}

      <div className="mt-auto grid grid-cols-2 gap-2 pt-4 sm:grid-cols-4 lg:grid-cols-2 2xl:grid-cols-4">
        <Button
          icon={<Play aria-hidden="true" className="size-4" />}
          onClick={onStart}
          disabled={busy}
          aria-label={
            inProgress
              ? t("offline.inProgress.resumeLabel", { name: workout.name })
              : t("workouts.startLabel", { name: workout.name })
          }
        >
          {inProgress ? t("offline.inProgress.resume") : t("workouts.start")}
        </Button>
        <Button
          variant="secondary"
          icon={<CheckCircle2 aria-hidden="true" className="size-4" />}
          onClick={onComplete}
          disabled={busy}
          aria-label={t("workouts.completeLabel", { name: workout.name })}
        >
          {t("workouts.complete")}
        </Button>
        <Button
          variant="ghost"
          icon={<Pencil aria-hidden="true" className="size-4" />}
          onClick={onEdit}
          disabled={busy}
          aria-label={t("workouts.editLabel", { name: workout.name })}
        >
          {t("workouts.edit")}
        </Button>
        <Button
          variant="ghost"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          loading={busy}
          // Regenerating asks the server's planner: not without a network (the page says it is offline).
          disabled={!online}
          onClick={() => regenerate.mutate(workout.id)}
          aria-label={t("workouts.regenerateLabel", { name: workout.name })}
        >
          {busy ? t("workouts.regenerating") : t("workouts.regenerate")}
        </Button>
      </div>
    </Card>
  );
}
