import type { TFunction } from "i18next";
import { Check, Dumbbell, Flame } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Streak, StreakNote } from "#domain/progress/streak";
import { goalShare, type WeekProgress } from "#domain/progress/week-progress";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatDateRange, formatWeekdayShort } from "../../lib/workout-format";

const RING_RADIUS = 40;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** Weekly minutes against the WHO's 150, drawn with SVG attributes (no inline styles: the CSP refuses them). */
function MinutesRing({ minutes, goal }: { minutes: number; goal: number }) {
  const { t } = useTranslation();
  const share = goalShare(minutes, goal);
  return (
    <div className="relative size-28 shrink-0">
      <svg viewBox="0 0 100 100" className="size-28 -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="10"
          className="stroke-slate-200 dark:stroke-slate-800"
        />
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${share * RING_LENGTH} ${RING_LENGTH}`}
          className={cn(share > 0 ? "stroke-primary-600 dark:stroke-primary-400" : "stroke-transparent")}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{minutes}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t("dashboard.ofMinutes", { goal })}
        </span>
      </div>
    </div>
  );
}

export function WeekCard({ week }: { week: WeekProgress }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="p-6 lg:col-span-2">
      <section aria-labelledby="this-week">
        <h2
          id="this-week"
          className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
        >
          {t("dashboard.thisWeek")}
        </h2>
        {/* The period every count on the page and in the plan-ready toast uses (countByWeek). */}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="week-range">
          {t("dashboard.weekRange", {
            range: formatDateRange(
              week.days[0]?.date ?? week.start,
              week.days[6]?.date ?? week.start,
              i18n.language,
            ),
          })}
        </p>
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
          <MinutesRing minutes={week.minutesDone} goal={week.minutesGoal} />
          <div className="flex-1">
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.workoutsDone")}</dt>
                <dd
                  className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
                  data-testid="week-done"
                >
                  {t("dashboard.doneOfPlanned", { done: week.done, planned: week.planned })}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.strengthDays")}</dt>
                <dd className="mt-1 flex items-center gap-2 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
                  <Dumbbell aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
                  {t("dashboard.doneOfPlanned", { done: week.strengthDays, planned: week.strengthGoal })}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {week.minutesDone >= week.minutesGoal && week.strengthDays >= week.strengthGoal
                ? t("dashboard.goalsMet")
                : t("dashboard.whoGoal", { minutes: week.minutesGoal, days: week.strengthGoal })}
            </p>
          </div>
        </div>
        <ol className="mt-6 grid grid-cols-7 gap-1.5 sm:gap-2" aria-label={t("dashboard.days")}>
          {week.days.map((day) => {
            const met = day.planned > 0 && day.done >= day.planned;
            const label =
              day.planned === 0
                ? t("dashboard.dayRest", { day: formatWeekdayShort(day.date, i18n.language) })
                : t("dashboard.dayStatus", {
                    day: formatWeekdayShort(day.date, i18n.language),
                    done: day.done,
                    planned: day.planned,
                  });
            return (
              <li
                key={day.date}
                aria-label={label}
                aria-current={day.isToday ? "date" : undefined}
                className={cn(
                  "flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-xs ring-1",
                  day.isToday
                    ? "ring-2 ring-primary-600 dark:ring-primary-400"
                    : "ring-slate-200 dark:ring-slate-800",
                  met ? "bg-primary-50 dark:bg-primary-400/10" : "bg-white dark:bg-slate-900",
                )}
              >
                <span
                  aria-hidden="true"
                  className="font-medium text-slate-700 capitalize dark:text-slate-300"
                >
                  {formatWeekdayShort(day.date, i18n.language)}
                </span>
                <span aria-hidden="true" className="flex size-6 items-center justify-center">
                  {met ? (
                    <Check className="size-5 text-primary-700 dark:text-primary-300" />
                  ) : day.planned > 0 ? (
                    <span
                      className={cn(
                        "size-2.5 rounded-full",
                        day.isPast ? "bg-amber-500" : "bg-slate-400 dark:bg-slate-500",
                      )}
                    />
                  ) : (
                    <span className="h-0.5 w-2.5 rounded bg-slate-200 dark:bg-slate-700" />
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}

function noteText(t: TFunction, note: StreakNote): string {
  switch (note.kind) {
    case "met":
      return t("dashboard.streakMet");
    case "remaining":
      return t("dashboard.streakRemaining", { count: note.count });
    case "short":
      return t("dashboard.streakShort", { count: note.planned, target: note.target });
    case "none":
      return t("dashboard.streakNone", { count: note.target });
  }
}

export function StreakCard({ streak, note }: { streak: Streak; note: StreakNote }) {
  const { t } = useTranslation();
  return (
    <Card className="p-6">
      <section aria-labelledby="streak">
        <h2
          id="streak"
          className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
        >
          {t("dashboard.streak")}
        </h2>
        <p className="mt-4 flex items-center gap-3">
          <Flame
            aria-hidden="true"
            className={cn("size-8", streak.weeks > 0 ? "text-orange-500" : "text-slate-400")}
          />
          <span
            className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white"
            data-testid="streak-weeks"
          >
            {t("dashboard.streakWeeks", { count: streak.weeks })}
          </span>
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="streak-note">
          {noteText(t, note)}
        </p>
      </section>
    </Card>
  );
}
