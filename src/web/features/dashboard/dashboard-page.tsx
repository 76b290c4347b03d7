import { Bot, CalendarClock, CalendarDays, Sparkles } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { NeedsNetworkNote } from "../../components/needs-network-note";
import { blockText, planReadyText } from "../../components/plan-warnings";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { isApiError } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { loadFeatureStrings } from "../../lib/i18n";
import { useOnline } from "../../lib/offline/use-online";
import { useSettings } from "../../lib/settings";
import { useClockRange } from "../../lib/use-clock";
import { atSentenceStart, formatLongDate } from "../../lib/workout-format";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";
import { todayIn } from "../../lib/zoned-now";
import { useGeneratePlan, usePlanWarnings } from "../../queries/plan";
import type { Workout } from "../../queries/workouts";
import { DoseCardPlaceholder } from "./dose-card-placeholder";
import { StreakCard, WeekCard } from "./progress-cards";
import { RecoveryCardPlaceholder } from "./recovery-card-placeholder";
import { StartLink } from "./start-link";
import { useDashboardData } from "./use-dashboard-data";

// The plan's warnings panel, its own chunk with its strings (ADR 0099): the signed-in shell is at its budget.
const PlanWarningsNotice = lazy(async () => {
  const [module] = await Promise.all([
    import("../../components/plan-warnings-notice"),
    loadFeatureStrings(["plan-notes"]),
  ]);
  return module;
});

// Its own chunk, asked for after the first render: the recovery map is below the fold and not a first read.
const RecoveryCard = lazy(() => import("./recovery-card"));
// The week's dose (issue 34): the same, with its own strings (not the shell's), and a placeholder of its size.
const DoseCard = lazy(async () => {
  const [module] = await Promise.all([import("./dose-card"), loadFeatureStrings(["dose"])]);
  return module;
});
const InProgressBanners = lazy(() => import("./in-progress-banners"));
// Start, or Resume for the workout in progress: the same chunk, which reads what the player kept on this device.
const StartOrResumeLink = lazy(() =>
  import("./in-progress-banners").then((module) => ({ default: module.StartOrResumeLink })),
);

// With the page, not in a chunk of its own: the router asks for both at once when the dashboard is opened.
export { prefetchDashboard } from "./prefetch-dashboard";

function greetingKey(hour: number) {
  if (hour < 12) return "dashboard.greetingMorning" as const;
  if (hour < 18) return "dashboard.greetingAfternoon" as const;
  return "dashboard.greetingEvening" as const;
}

function WorkoutSummary({ workout, label }: { workout: Workout; label: string }) {
  const { t, i18n } = useTranslation();
  const owner = useMe().user.id;
  const clockRange = useClockRange();
  const style = WORKOUT_TYPE_STYLES[workout.type];
  return (
    <div className={cn("rounded-2xl border-l-4 bg-slate-50 p-4 dark:bg-slate-950/40", style?.edge)}>
      <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
        {label}
      </p>
      <p className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{workout.name}</p>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        <span>{atSentenceStart(formatLongDate(workout.date, i18n.language), i18n.language)}</span>
        {" · "}
        <span className="tabular-nums">{clockRange(workout.startTime, workout.endTime)}</span>
        {" · "}
        {t(`workoutTypes.${workout.type}`)}
        {" · "}
        {t("common.minutes", { count: workout.duration })}
      </p>
      <Suspense fallback={<StartLink workout={workout} resume={false} />}>
        <StartOrResumeLink owner={owner} workout={workout} />
      </Suspense>
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { settings } = useSettings();
  const data = useDashboardData();
  const warnings = usePlanWarnings();
  const generate = useGeneratePlan();
  // A plan is made on the server: offline, the button says so instead (ADR 0052).
  const online = useOnline();
  const offlineNoteId = useId();
  const name = me.user.name.trim().split(/\s+/)[0] || me.user.email;

  const runGenerate = () =>
    generate.mutate(
      {},
      {
        onSuccess: (plan) =>
          toast.success(
            planReadyText(
              t,
              plan.workouts.map((w) => w.date),
              todayIn(settings.timeZone),
            ),
            {
              description: blockText(t, plan.block),
            },
          ),
      },
    );

  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t(greetingKey(new Date().getHours()), { name })}
        </h1>
        <p className="mt-1.5 text-slate-600 dark:text-slate-400">{t("dashboard.subtitle")}</p>
      </header>
      <Suspense fallback={null}>
        <InProgressBanners owner={me.user.id} />
      </Suspense>
      {warnings ? (
        <div className="mb-5">
          <Suspense fallback={null}>
            <PlanWarningsNotice value={warnings} />
          </Suspense>
        </div>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <section aria-labelledby="next-up">
            <h2
              id="next-up"
              className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
            >
              {t("dashboard.nextUp")}
            </h2>
            {data.isPending ? (
              // Shaped like the usual answer (today's workout and the next one) so nothing below jumps when it
              // arrives (Lighthouse measured a layout shift of 0.23 with a single short placeholder).
              <div aria-busy="true" className="mt-4 grid gap-4 md:grid-cols-2">
                {[0, 1].map((i) => (
                  <div
                    key={i}
                    className="h-44 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60"
                  />
                ))}
              </div>
            ) : data.error ? (
              <div
                role="alert"
                className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger-700 dark:text-danger-300"
              >
                {isApiError(data.error) ? data.error.message : t("dashboard.loadFailed")}
                <Button variant="secondary" size="sm" onClick={data.refetch}>
                  {t("common.retry")}
                </Button>
              </div>
            ) : data.todays.length > 0 || data.next ? (
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {data.todays.map((workout) => (
                  <WorkoutSummary key={workout.id} workout={workout} label={t("dashboard.today")} />
                ))}
                {data.next && !data.todays.includes(data.next) ? (
                  <WorkoutSummary workout={data.next} label={t("dashboard.next")} />
                ) : null}
              </div>
            ) : (
              <div className="mt-4 flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
                  <CalendarClock aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <p className="text-lg font-semibold text-slate-900 dark:text-white">
                    {data.hasPlan ? t("dashboard.weekDoneTitle") : t("dashboard.nextUpEmptyTitle")}
                  </p>
                  <p className="mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-400">
                    {data.hasPlan ? t("dashboard.weekDoneText") : t("dashboard.nextUpEmptyText")}
                  </p>
                  <Button
                    className="mt-4"
                    icon={<Sparkles aria-hidden="true" className="size-4" />}
                    loading={generate.isPending}
                    disabled={!online}
                    aria-describedby={online ? undefined : offlineNoteId}
                    onClick={runGenerate}
                  >
                    {t("dashboard.generate")}
                  </Button>
                  {online ? null : <NeedsNetworkNote id={offlineNoteId} className="mt-2" />}
                  {generate.isError ? (
                    <p role="alert" className="mt-3 text-sm font-medium text-danger-700 dark:text-danger-300">
                      {isApiError(generate.error) ? generate.error.message : t("dashboard.loadFailed")}
                    </p>
                  ) : null}
                </div>
              </div>
            )}
          </section>
        </Card>
        <StreakCard streak={data.streak} note={data.streakNote} />
        <WeekCard week={data.week} />
        <Card className="p-6">
          <nav aria-labelledby="shortcuts">
            <h2
              id="shortcuts"
              className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
            >
              {t("dashboard.shortcuts")}
            </h2>
            <ul className="mt-4 space-y-2">
              <li>
                <Link to="/coach" className={buttonClasses("secondary", "md", "w-full justify-start")}>
                  <Bot aria-hidden="true" className="size-4" />
                  {t("dashboard.askCoach")}
                </Link>
              </li>
              <li>
                <Link to="/schedule" className={buttonClasses("secondary", "md", "w-full justify-start")}>
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t("dashboard.openSchedule")}
                </Link>
              </li>
            </ul>
          </nav>
        </Card>
        <Suspense fallback={<DoseCardPlaceholder />}>
          <DoseCard />
        </Suspense>
        <Suspense fallback={<RecoveryCardPlaceholder />}>
          <RecoveryCard />
        </Suspense>
      </div>
    </div>
  );
}
