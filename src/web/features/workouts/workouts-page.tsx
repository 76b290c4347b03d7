import { Dumbbell, Sparkles } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { NeedsNetworkNote } from "../../components/needs-network-note";
import { blockText, planReadyText } from "../../components/plan-warnings";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, PageHeader } from "../../components/ui/empty-state";
import { Modal } from "../../components/ui/modal";
import { Switch } from "../../components/ui/switch";
import { WorkoutInProgressBanner } from "../../components/workout-in-progress";
import { useMe } from "../../lib/auth";
import { loadFeatureStrings } from "../../lib/i18n";
import { useWorkoutsInProgress, type WorkoutInProgress } from "../../lib/offline/in-progress";
import { useOnline } from "../../lib/offline/use-online";
import { useSettings } from "../../lib/settings";
import { todayIn } from "../../lib/zoned-now";
import { useGeneratePlan, usePlanWarnings } from "../../queries/plan";
import { useUsage } from "../../queries/usage";
import { useWorkouts, type Workout } from "../../queries/workouts";
import { CompleteWorkoutModal } from "./complete-workout-modal";
import { EditWorkoutModal } from "./edit-workout-modal";
import { RequestError } from "./request-error";
import { WorkoutCard } from "./workout-card";

// The plan's warnings panel, its own chunk with its strings (ADR 0099): the signed-in shell is at its budget.
const PlanWarningsNotice = lazy(async () => {
  const [module] = await Promise.all([
    import("../../components/plan-warnings-notice"),
    loadFeatureStrings(["plan-notes"]),
  ]);
  return module;
});

// The player only loads when a workout starts.
const WorkoutPlayer = lazy(async () => ({
  default: (await import("./player/workout-player")).WorkoutPlayer,
}));

type Dialog =
  | { kind: "edit" | "complete"; workout: Workout }
  | { kind: "play"; workout: Workout; saved?: unknown }
  | { kind: "confirm-plan" }
  | null;

function CardSkeleton() {
  return (
    <Card className="h-80 animate-pulse p-5 motion-reduce:animate-none">
      <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-3 h-6 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 space-y-3">
        <div className="h-4 rounded bg-slate-100 dark:bg-slate-800/60" />
        <div className="h-4 rounded bg-slate-100 dark:bg-slate-800/60" />
        <div className="h-4 rounded bg-slate-100 dark:bg-slate-800/60" />
      </div>
    </Card>
  );
}

export function WorkoutsPage() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const workouts = useWorkouts();
  const generate = useGeneratePlan();
  const warnings = usePlanWarnings();
  const usage = useUsage();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Asked in the replace dialog: a new training block (new main exercises) rather than the current one's next week.
  const [newBlock, setNewBlock] = useState(false);
  // A plan is made on the server: offline, the buttons say so instead (ADR 0052).
  const online = useOnline();
  const offlineNoteId = useId();
  const today = todayIn(settings.timeZone);
  const list = workouts.data ?? [];
  // Workouts the player kept on this device (ADR 0057): Start on one of them resumes it.
  const inProgress = useWorkoutsInProgress(useMe().user.id);
  const resume = (entry: WorkoutInProgress) =>
    setDialog({ kind: "play", workout: entry.workout, saved: entry.state });
  const play = (workout: Workout) => {
    const entry = inProgress?.find((item) => item.workout.id === workout.id);
    setDialog(
      entry ? { kind: "play", workout: entry.workout, saved: entry.state } : { kind: "play", workout },
    );
  };
  const close = () => {
    setDialog(null);
    setNewBlock(false);
  };

  // The dashboard's Start links here with ?start=<id>: open the player once the workout is known.
  const [params, setParams] = useSearchParams();
  const startId = params.get("start");
  // A workout in progress resumes from what was kept, even when it is no longer in the plan's list.
  useEffect(() => {
    if (!startId || inProgress === null) return;
    const entry = inProgress.find((item) => item.workout.id === startId);
    if (entry) setDialog({ kind: "play", workout: entry.workout, saved: entry.state });
    else {
      if (!workouts.data) return;
      const workout = workouts.data.find((w) => w.id === startId);
      if (workout) setDialog({ kind: "play", workout });
    }
    setParams({}, { replace: true });
  }, [startId, workouts.data, inProgress, setParams]);

  const runGenerate = () =>
    generate.mutate(newBlock ? { newBlock: true } : {}, {
      onSuccess: (plan) => {
        close();
        toast.success(
          planReadyText(
            t,
            plan.workouts.map((w) => w.date),
            todayIn(settings.timeZone),
          ),
          {
            description: blockText(t, plan.block),
          },
        );
      },
      onError: close,
    });

  const plansLeft = usage.data?.enforced ? usage.data.plans.remaining : null;

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:mb-0 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t("workouts.title")} description={t("workouts.subtitle")} />
        {list.length > 0 ? (
          <div className="flex flex-col items-stretch gap-1 sm:items-end">
            <Button
              icon={<Sparkles aria-hidden="true" className="size-4" />}
              loading={generate.isPending}
              disabled={!online}
              aria-describedby={online ? undefined : offlineNoteId}
              onClick={() => setDialog({ kind: "confirm-plan" })}
            >
              {t("workouts.generateNew")}
            </Button>
            {online ? null : <NeedsNetworkNote id={offlineNoteId} className="max-w-xs text-xs" />}
            {plansLeft !== null ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t("workouts.plansLeft", { count: plansLeft })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="space-y-4">
        {generate.isError ? (
          <RequestError error={generate.error} onRetry={runGenerate} retrying={generate.isPending} />
        ) : null}
        <Suspense fallback={null}>
          <PlanWarningsNotice value={warnings} />
        </Suspense>
        {inProgress?.map((entry) => (
          <WorkoutInProgressBanner key={entry.workout.id} entry={entry} onResume={() => resume(entry)} />
        ))}

        {workouts.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t("workouts.loading")}
            className="grid gap-5 lg:grid-cols-2"
          >
            <CardSkeleton />
            <CardSkeleton />
          </div>
        ) : workouts.isError ? (
          <RequestError
            error={workouts.error}
            onRetry={() => void workouts.refetch()}
            retrying={workouts.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={Dumbbell}
            title={t("workouts.emptyTitle")}
            description={t("workouts.emptyText")}
            action={
              <div className="flex flex-col items-center gap-2">
                <Button
                  icon={<Sparkles aria-hidden="true" className="size-4" />}
                  loading={generate.isPending}
                  disabled={!online}
                  aria-describedby={online ? undefined : offlineNoteId}
                  onClick={runGenerate}
                >
                  {t("workouts.generate")}
                </Button>
                {online ? null : <NeedsNetworkNote id={offlineNoteId} />}
              </div>
            }
          />
        ) : (
          <ul className="grid gap-5 lg:grid-cols-2">
            {list.map((workout) => (
              <li key={workout.id} className="flex">
                <WorkoutCard
                  workout={workout}
                  isToday={workout.date === today}
                  inProgress={inProgress?.some((entry) => entry.workout.id === workout.id) ?? false}
                  onStart={() => play(workout)}
                  onEdit={() => setDialog({ kind: "edit", workout })}
                  onComplete={() => setDialog({ kind: "complete", workout })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {dialog?.kind === "edit" ? <EditWorkoutModal workout={dialog.workout} onClose={close} /> : null}
      {dialog?.kind === "complete" ? <CompleteWorkoutModal workout={dialog.workout} onClose={close} /> : null}
      {dialog?.kind === "play" ? (
        <Suspense fallback={null}>
          <WorkoutPlayer workout={dialog.workout} saved={dialog.saved} onClose={close} />
        </Suspense>
      ) : null}
      <Modal
        open={dialog?.kind === "confirm-plan"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t("workouts.confirmTitle")}
        description={t("workouts.confirmText")}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={close} disabled={generate.isPending}>
              {t("workouts.cancel")}
            </Button>
            <Button loading={generate.isPending} onClick={runGenerate}>
              {t("workouts.confirmAction")}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("workouts.confirmDetail")}</p>
        <Switch
          className="mt-2"
          label={t("workouts.newBlock")}
          description={t("workouts.newBlockText")}
          checked={newBlock}
          onCheckedChange={setNewBlock}
          disabled={generate.isPending}
        />
      </Modal>
    </>
  );
}
