import { History } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clockOf } from "#domain/player/distance-time";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useSettings } from "../../lib/settings";
import { atSentenceStart, formatLongDate } from "../../lib/workout-format";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";
import { todayIn } from "../../lib/zoned-now";
import { useHistoryPages } from "../../queries/history";
import type { CompletedWorkout } from "../../queries/workouts";
import { LoadMore } from "./load-more";

// Charts (recharts) load after the list, in their own chunk.
const HistoryCharts = lazy(async () => ({ default: (await import("./history-charts")).HistoryCharts }));
// The import dialog (and its upload code) loads when it is first opened.
const ImportHistoryDialog = lazy(async () => ({
  default: (await import("./import-dialog")).ImportHistoryDialog,
}));
// The exercise view charts with recharts too: its own chunk, loaded when its tab is opened.
// FIT files (range download and watch upload) load when their dialog is first opened (ADR 0080).
const FitDialog = lazy(async () => ({ default: (await import("./fit-dialog")).FitDialog }));
const ExerciseView = lazy(async () => ({ default: (await import("./exercise-view")).ExerciseView }));

const VIEWS = ["workouts", "exercises"] as const;
type View = (typeof VIEWS)[number];

/** "Workouts | Exercises": a tablist whose arrow keys move between the two, as the ARIA tabs pattern asks. */
function ViewTabs({
  view,
  onChange,
  id,
}: {
  view: View;
  onChange: (view: View) => void;
  /** Tabs are `${id}-<view>`, the panel `${id}-panel`. */
  id: string;
}) {
  const { t } = useTranslation();
  const move = (to: View) => {
    onChange(to);
    document.getElementById(`${id}-${to}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t("history.tabs.label")}
      className="mb-6 inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          id={`${id}-${option}`}
          aria-selected={view === option}
          aria-controls={`${id}-panel`}
          tabIndex={view === option ? 0 : -1}
          onClick={() => onChange(option)}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight" || event.key === "ArrowLeft")
              move(option === "workouts" ? "exercises" : "workouts");
          }}
          className={cn(
            "rounded-lg px-4 py-2 text-sm font-medium",
            view === option
              ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
              : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
          )}
        >
          {t(`history.tabs.${option}`)}
        </button>
      ))}
    </div>
  );
}

type Unit = "metric" | "imperial";
const LBS_PER_KG = 2.20462262;

function displayWeight(pounds: number, unit: Unit): number {
  return Math.round((unit === "metric" ? pounds / LBS_PER_KG : pounds) * 10) / 10;
}

/** Metres as km (or m under 1 km) for metric users, miles for imperial ones. */
function displayDistance(metres: number, unit: Unit): string {
  if (unit === "imperial") return `${Math.round((metres / 1609.344) * 100) / 100} mi`;
  return metres >= 1000 ? `${Math.round(metres / 10) / 100} km` : `${Math.round(metres)} m`;
}

function LoggedExercise({ exercise, unit }: { exercise: CompletedWorkout["exercises"][number]; unit: Unit }) {
  const { t } = useTranslation();
  const unitLabel = unit === "metric" ? "kg" : "lbs";
  const sets = exercise.loggedSets ?? [];
  const setText = sets
    .map((set) => {
      const amount =
        set.distance != null && set.seconds != null
          ? clockOf(set.seconds)
          : set.seconds != null
            ? t("history.seconds", { count: set.seconds })
            : set.reps != null
              ? t("history.reps", { count: set.reps })
              : "✓";
      // An imported set keeps its distance, RPE and note (ADR 0060): shown beside what was done.
      // Effort, and a set that was not a work set (ADR 0086, ADR 0087).
      const extras = [
        set.type && set.type !== "work" ? t(`history.setTypes.${set.type}`) : "",
        set.rpe != null ? t("history.rpe", { value: set.rpe }) : "",
        set.rir != null ? t("history.rir", { value: set.rir }) : "",
        set.note ? `“${set.note}”` : "",
      ].filter(Boolean);
      const done = set.distance != null ? `${displayDistance(set.distance, unit)} · ${amount}` : amount;
      const weighed = set.weight != null ? `${done} @ ${displayWeight(set.weight, unit)} ${unitLabel}` : done;
      return extras.length > 0 ? `${weighed} (${extras.join(", ")})` : weighed;
    })
    .join(" · ");
  return (
    <li className="py-2">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900 dark:text-slate-100">
          {exercise.name}
          {exercise.group ? (
            <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
              {t("history.superset", { group: exercise.group })}
            </span>
          ) : null}
        </span>
        <span className="shrink-0 text-sm text-slate-700 tabular-nums dark:text-slate-300">
          {t("history.setsReps", { sets: exercise.sets, reps: exercise.reps })}
        </span>
      </div>
      {setText ? (
        <p className="mt-0.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">{setText}</p>
      ) : null}
    </li>
  );
}

/** Heart rate and calories a watch's FIT file attached (ADR 0080). */
function WatchFigures({ entry }: { entry: CompletedWorkout }) {
  const { t } = useTranslation();
  const figures = [
    entry.avgHeartRate != null ? t("history.fit.avgHeartRate", { bpm: entry.avgHeartRate }) : null,
    entry.maxHeartRate != null ? t("history.fit.maxHeartRate", { bpm: entry.maxHeartRate }) : null,
    entry.calories != null ? t("history.fit.calories", { kcal: entry.calories }) : null,
  ].filter((figure): figure is string => figure !== null);
  if (figures.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-slate-700 tabular-nums dark:text-slate-300" data-testid="watch-figures">
      <span className="font-semibold">{t("history.fit.fromWatch")}: </span>
      {figures.join(" · ")}
    </p>
  );
}

function HistoryItem({ entry, unit }: { entry: CompletedWorkout; unit: Unit }) {
  const { t, i18n } = useTranslation();
  const style = WORKOUT_TYPE_STYLES[entry.type as keyof typeof WORKOUT_TYPE_STYLES];
  const skipped = entry.status === "skipped";
  return (
    <Card
      className={cn("border-l-4 p-5", skipped ? "border-l-slate-300 dark:border-l-slate-600" : style?.edge)}
      data-testid="history-item"
      data-status={entry.status}
    >
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {atSentenceStart(formatLongDate(entry.date, i18n.language), i18n.language)}
      </p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{entry.name}</h2>
      <div className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1",
            style?.block ?? "bg-slate-100",
          )}
        >
          <span aria-hidden="true" className={cn("size-2 rounded-full", style?.dot ?? "bg-slate-500")} />
          {t(`workoutTypes.${entry.type}`, { defaultValue: entry.type })}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 tabular-nums dark:bg-slate-800 dark:text-slate-100">
          {t("common.minutes", { count: entry.duration })}
        </span>
        {skipped ? (
          <span className="rounded-full bg-warning-100 px-2.5 py-1 text-warning-950 dark:bg-warning-400/20 dark:text-warning-100">
            {t("history.skipped")}
          </span>
        ) : null}
      </div>
      {!skipped && entry.exercises.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {entry.exercises.map((exercise, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored list; the order is the identity.
            <LoggedExercise key={index} exercise={exercise} unit={unit} />
          ))}
        </ul>
      ) : null}
      {entry.source === "fit" ? <WatchFigures entry={entry} /> : null}
      {entry.notes ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-950/50 dark:text-slate-300">
          <span className="font-semibold">{t("history.notes")}: </span>
          {entry.notes}
        </p>
      ) : null}
      {skipped ? null : (
        <a
          href={`/api/history/${encodeURIComponent(entry.id)}/fit`}
          download
          className={cn(buttonClasses("ghost", "sm"), "mt-3")}
          data-testid="download-fit"
        >
          {t("history.fit.download")}
        </a>
      )}
    </Card>
  );
}

export function HistoryPage() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const history = useHistoryPages();
  const [view, setView] = useState<View>("workouts");
  const tabsId = useId();
  const today = todayIn(settings.timeZone);
  const [importing, setImporting] = useState(false);
  const [fitOpen, setFitOpen] = useState(false);
  // The pages loaded so far; the charts sum what is loaded (the newest page alone covers most users' 12 weeks).
  const list = history.data?.pages.flatMap((page) => page.items) ?? [];
  const loadMore = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  return (
    <>
      <PageHeader
        title={t("history.title")}
        description={t("history.subtitle")}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
              {t("history.import.open")}
            </Button>
            <a href="/api/history/export.csv" download className={buttonClasses("secondary", "sm")}>
              {t("history.downloadCsv")}
            </a>
            <Button variant="secondary" size="sm" onClick={() => setFitOpen(true)}>
              {t("history.fit.open")}
            </Button>
          </div>
        }
      />
      {importing ? (
        <Suspense fallback={null}>
          <ImportHistoryDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      ) : null}
      {fitOpen ? (
        <Suspense fallback={null}>
          <FitDialog open={fitOpen} onOpenChange={setFitOpen} today={today} />
        </Suspense>
      ) : null}
      <ViewTabs view={view} onChange={setView} id={tabsId} />
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${view}`}>
        {view === "exercises" ? (
          <Suspense fallback={<div className="h-80" />}>
            <ExerciseView />
          </Suspense>
        ) : history.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t("history.loading")}
            className="h-64 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60"
          />
        ) : history.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-danger-50 p-4 text-sm text-danger-900 dark:bg-danger-400/10 dark:text-danger-100"
          >
            {isApiError(history.error) ? history.error.message : t("history.loadFailed")}
            <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
              {t("common.retry")}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={History}
            title={t("history.emptyTitle")}
            description={t("history.emptyText")}
            action={
              <Link to="/workouts" className={buttonClasses("primary")}>
                {t("history.goToPlan")}
              </Link>
            }
          />
        ) : (
          <div className="space-y-6">
            <Suspense fallback={<div className="h-80 lg:h-72" />}>
              <HistoryCharts history={list} today={today} />
            </Suspense>
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.map((entry) => (
                <li key={entry.id}>
                  <HistoryItem entry={entry} unit={settings.measurementUnit} />
                </li>
              ))}
            </ul>
            {history.hasNextPage ? <LoadMore loading={history.isFetchingNextPage} onLoad={loadMore} /> : null}
          </div>
        )}
      </div>
    </>
  );
}
