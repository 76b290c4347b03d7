import { ArrowRightLeft, Pause, Play, SkipForward, Timer } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TPersonalRecord } from "#contracts/progress";
import { clockOf, metresFrom, secondsFromClock } from "#domain/player/distance-time";
import {
  activeMs,
  createPlayer,
  DEFAULT_REST_SECONDS,
  isTimerRunning,
  type PlayerState,
  playerProgress,
  playerReducer,
  remainingMs,
  restorePlayer,
  type SetDetails,
  supersetLabel,
} from "#domain/player/player-machine";
import { formatCountdown, parseRepCount } from "#domain/player/timed-reps";
import { exerciseKey } from "#domain/progress/exercise-progress";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { useMe } from "../../../lib/auth";
import { cn } from "../../../lib/cn";
import { dropInProgress, keepInProgress } from "../../../lib/offline/in-progress";
import { useOnline } from "../../../lib/offline/use-online";
import { useSettings } from "../../../lib/settings";
import { readUserItem, writeUserItem } from "../../../lib/user-storage";
import { useExerciseProgress } from "../../../queries/progress";
import { useCompleteWorkout, type Workout } from "../../../queries/workouts";
import { NewRecords } from "../new-records";
import { RequestError } from "../request-error";
import { beep, unlockAudio } from "./beep";
import { completionBody } from "./completion";
import { exerciseLoads, workoutWarmup } from "./exercise-loads";
import { LastTime, PlateBreakdown, WarmupList } from "./load-panels";
import { SetDetailsPanel } from "./set-details";
import { useWakeLock } from "./wake-lock";

// The swap list loads when it is first opened (ADR 0085).
const SwapDialog = lazy(async () => ({ default: (await import("../swap-dialog")).SwapDialog }));

/** A training choice of the person: stored under their user id (lib/user-storage.ts). */
const REST_NAME = "rest-seconds";
const REST_CHOICES = [0, 15, 30, 45, 60, 90, 120, 180];
/** The step of the − and + buttons of a running rest. */
const REST_STEP_SECONDS = 15;
type RestChoice = number | "auto";

/** The user's rest: "auto" (each exercise's own, ADR 0072) unless they chose a number. */
function storedRest(userId: string): RestChoice {
  const stored = readUserItem(userId, REST_NAME);
  const value = Number(stored);
  return stored !== null && stored !== "auto" && REST_CHOICES.includes(value) ? value : "auto";
}

/** createPlayer's rest options for the user's choice. */
function restOptions(choice: RestChoice, now: number) {
  return choice === "auto"
    ? { restSeconds: DEFAULT_REST_SECONDS, autoRest: true, now }
    : { restSeconds: choice, autoRest: false, now };
}

type KindOf = typeof import("./exercise-kinds")["exerciseKind"];

/** The catalogue's lookup once its chunk has loaded (null until then); see exercise-kinds.ts. */
function useExerciseKinds(): KindOf | null {
  const [kindOf, setKindOf] = useState<KindOf | null>(null);
  useEffect(() => {
    let live = true;
    import("./exercise-kinds")
      .then((module) => {
        if (live) setKindOf(() => module.exerciseKind);
      })
      .catch(() => {
        // Without the catalogue the player still runs: no plates, warm-ups or first-time hint.
      });
    return () => {
      live = false;
    };
  }, []);
  return kindOf;
}

/** What is kept of the state: everything but a running countdown's display value, which changes five times a second. */
function keptForm(state: PlayerState): string {
  const timer =
    state.timer && (state.timer.endsAt === null ? state.timer : { ...state.timer, remainingMs: 0 });
  return JSON.stringify({ ...state, timer, cue: null });
}

/** The workout's elapsed active time (ADR 0057), ticking once a second on its own so the player does not re-render. */
function Elapsed({ state }: { state: PlayerState }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const finished = state.clock.finishedAt !== null;
  useEffect(() => {
    if (finished) return;
    const interval = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(interval);
  }, [finished]);
  const ms = Math.floor(activeMs(state, Math.max(now, state.clock.lastAt)) / 1000) * 1000;
  return (
    <p className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
      {t("workouts.player.elapsed")}{" "}
      <span
        role="timer"
        aria-label={t("workouts.player.elapsed")}
        className="font-semibold text-slate-900 dark:text-white"
      >
        {formatCountdown(ms)}
      </span>
    </p>
  );
}

/**
 * The guided player: one exercise and set at a time, countdowns and rests, and a log of what was done. From the first
 * set logged the workout is kept on the device (ADR 0057); `saved` is that kept state, to resume where it was.
 */
export function WorkoutPlayer({
  workout,
  saved,
  onClose,
}: {
  workout: Workout;
  saved?: unknown;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const me = useMe();
  const [state, dispatch] = useReducer(
    playerReducer,
    workout.exercises,
    (exercises) =>
      (saved === undefined ? null : restorePlayer(saved, Date.now())) ??
      createPlayer(exercises, restOptions(storedRest(me.user.id), Date.now())),
  );
  // "End workout" with sets logged asks: save them or discard them.
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [reps, setReps] = useState("");
  // A one-sided exercise (the catalogue says so): the reps of each side (ADR 0057).
  const [repsLeft, setRepsLeft] = useState("");
  const [repsRight, setRepsRight] = useState("");
  const [weight, setWeight] = useState("");
  // A distance exercise (a run, a row): its distance in the user's unit and its time as mm:ss (ADR 0087).
  const [distance, setDistance] = useState("");
  const [clock, setClock] = useState("");
  // The set's effort, type and note (ADR 0086, 0087), and whether its "…" is open; new for each set.
  const [details, setDetails] = useState<SetDetails>({});
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const complete = useCompleteWorkout();
  // The records the saved workout set: shown in the finish screen until the user closes it.
  const [records, setRecords] = useState<TPersonalRecord[] | null>(null);
  const ids = useId();
  const running = isTimerRunning(state);
  const superset = state.phase === "work" ? supersetLabel(state, state.exerciseIndex, state.setIndex) : null;

  useWakeLock(state.phase !== "finished");

  // Kept from the first set logged, at every change but the countdown's ticks; saving or discarding forgets it.
  const owner = me.user.id;
  const kept = keptForm(state);
  const closed = useRef(false);
  const setsLogged = playerProgress(state).done;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `kept` names the state's every change worth keeping.
  useEffect(() => {
    if (setsLogged === 0 || closed.current) return;
    const { done, total } = playerProgress(state);
    void keepInProgress({ owner, workout, state, done, total });
  }, [kept, owner, workout]);
  const forget = (): Promise<void> => {
    closed.current = true;
    return dropInProgress(workout.id);
  };

  // The clock: only while a timer runs. Each tick hands the reducer the time; it decides what happens.
  useEffect(() => {
    if (!running) return;
    const interval = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: "tick", now: at });
    }, 200);
    return () => window.clearInterval(interval);
  }, [running]);

  const lastCue = useRef(state.cue?.id ?? 0);
  useEffect(() => {
    if (!state.cue || state.cue.id === lastCue.current) return;
    lastCue.current = state.cue.id;
    if (!settings.soundEffects) return;
    beep(state.cue.kind);
    // A phone in a pocket feels the end of a rest too, where the device allows it.
    if (state.cue.kind === "end" && typeof navigator.vibrate === "function")
      navigator.vibrate([200, 100, 200]);
  }, [state.cue, settings.soundEffects]);

  const unitSetting = settings.measurementUnit;
  // Weights as the user's language writes them (62,5 in Spanish); the field reads a comma as a point.
  const formatWeight = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, useGrouping: false }),
    [i18n.language],
  );
  const kindOf = useExerciseKinds();
  // Each exercise's own rest comes with the catalogue's chunk (ADR 0072); until then the user's rest applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the catalogue arrives; the exercises are fixed.
  useEffect(() => {
    if (kindOf === null) return;
    dispatch({
      type: "own-rests",
      seconds: state.exercises.map((item) => kindOf(item.name, item.reps)?.restSeconds),
    });
  }, [kindOf]);
  // The planned exercises, as swaps leave them (the targets of a swapped-in exercise are its own).
  const [planned, setPlanned] = useState(workout.exercises);
  const [swapping, setSwapping] = useState(false);
  const online = useOnline();
  const loads = useMemo(() => exerciseLoads(planned, kindOf), [planned, kindOf]);
  const kit = settings.barbell[unitSetting];
  const warmup = useMemo(() => workoutWarmup(loads, unitSetting, kit), [loads, unitSetting, kit]);
  // Last time's numbers, one request per opening; the player works the same without them.
  const progress = useExerciseProgress(unitSetting);
  const lastTimes = useMemo(
    () => new Map((progress.data ?? []).map((item) => [exerciseKey(item.exercise), item])),
    [progress.data],
  );

  // A new set pre-fills the reps with the target (else the prescription's count). A new exercise pre-fills its
  // target weight, in the unit the player logs in (the user's); later sets keep the weight as typed (same bar).
  const exercise = state.exercises[state.exerciseIndex];
  const load = loads[state.exerciseIndex];
  const positionKey = `${state.exerciseIndex}-${state.setIndex}-${state.phase}`;
  // Both set while rendering (not in an effect): a new set never shows the last one's numbers for a frame, and what
  // is typed into the new set right away is never overwritten by a pre-fill that ran late (an effect waits for the
  // browser to paint, longer on a busy phone).
  const [repsFor, setRepsFor] = useState<string | null>(null);
  if (exercise && repsFor !== positionKey) {
    setRepsFor(positionKey);
    const prefill = String(load?.targetReps ?? parseRepCount(exercise.reps) ?? "");
    setReps(prefill);
    setRepsLeft(prefill);
    setRepsRight(prefill);
    setDistance("");
    setClock(exercise.timedSeconds !== null ? clockOf(exercise.timedSeconds) : "");
    setDetails({});
    setDetailsOpen(false);
  }
  const [weightFor, setWeightFor] = useState<number | null>(null);
  if (weightFor !== state.exerciseIndex) {
    setWeightFor(state.exerciseIndex);
    setWeight(load?.target != null ? formatWeight.format(load.target) : "");
  }

  // The button just pressed (Done, Skip rest, End) is replaced by the next phase's: keyboard users would be left on
  // the dialog itself, so the focus moves to the new main action (only when it was lost, never away from a field).
  const body = useRef<HTMLDivElement>(null);
  const firstPosition = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new position only.
  useEffect(() => {
    if (firstPosition.current) {
      firstPosition.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.getAttribute("role") !== "dialog") return;
    body.current?.querySelector<HTMLElement>("[data-main-action]")?.focus();
  }, [positionKey]);

  const setsDone = playerProgress(state);
  const left = remainingMs(state, running ? now : 0);
  const unit = settings.measurementUnit === "metric" ? "kg" : "lbs";
  const typedWeight = weight.trim() === "" ? null : Number(weight.replace(",", "."));
  const weightToLoad = typedWeight !== null && Number.isFinite(typedWeight) ? typedWeight : null;
  const lastTime = exercise ? lastTimes.get(exerciseKey(exercise.name)) : undefined;
  const kind = exercise ? kindOf?.(exercise.name, exercise.reps) : undefined;
  const oneSided = !!kind?.unilateral;
  // A run, a row, a ride: distance and time typed in, no countdown (ADR 0087).
  const byDistance = kind?.measure === "distance";
  const distanceUnit = settings.measurementUnit === "metric" ? "km" : "mi";
  const effortMode = settings.effort ?? "off";
  const repsField = (label: string, value: string, set: (value: string) => void) => (
    <Input
      label={label}
      inputMode="numeric"
      value={value}
      onChange={(e) => set(e.target.value.replace(/[^\d]/g, ""))}
    />
  );
  // A loaded exercise done for the first time: the weight field asks for a number.
  const asksForWeight = !!load?.loaded && load.target === null && weight.trim() === "";
  const showWarmup = warmup !== null && warmup.exerciseIndex === state.exerciseIndex && state.setIndex === 0;

  const act = (action: Parameters<typeof dispatch>[0]) => {
    unlockAudio();
    setNow(Date.now());
    dispatch(action);
  };

  const doneSet = () => {
    const count = (text: string) => (text.trim() === "" ? null : Number(text));
    const weightValue = weight.trim() === "" ? null : Number(weight.replace(",", "."));
    act({
      type: "complete-set",
      now: Date.now(),
      reps: count(reps),
      weight: weightValue,
      ...(oneSided ? { sides: { left: count(repsLeft), right: count(repsRight) } } : {}),
      ...(byDistance
        ? { distance: { metres: metresFrom(distance, distanceUnit), seconds: secondsFromClock(clock) } }
        : {}),
      details,
    });
  };

  const finish = () => {
    if (complete.isPending) return;
    complete.mutate(
      {
        id: workout.id,
        name: workout.name,
        body: completionBody({
          workout,
          state,
          unit: settings.measurementUnit,
          notes,
          now: Date.now(),
        }),
      },
      {
        onSuccess: (result) => {
          void forget();
          if (result.queued) {
            // Finished without a network: the sets are saved on this device and sent later (ADR 0052).
            toast.success(t("offline.queued", { name: workout.name }));
            onClose();
            return;
          }
          toast.success(t("workouts.completedToast", { name: workout.name }));
          const { records } = result.completed;
          if (records && records.length > 0) setRecords(records);
          else onClose();
        },
      },
    );
  };

  const setRest = (seconds: RestChoice) => {
    writeUserItem(me.user.id, REST_NAME, String(seconds)); // best effort: this session still uses it
    dispatch({ type: "set-rest", seconds });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={workout.name}
      description={t("workouts.player.progress", { done: setsDone.done, total: setsDone.total })}
      size="lg"
    >
      <div ref={body} className="flex min-h-full flex-col gap-6">
        <div className="flex items-center gap-4">
          <progress
            aria-label={t("workouts.player.progressLabel")}
            value={setsDone.done}
            max={Math.max(1, setsDone.total)}
            className="h-2 w-full min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 [&::-moz-progress-bar]:bg-primary-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:bg-primary-600 [&::-webkit-progress-value]:transition-all motion-reduce:[&::-webkit-progress-value]:transition-none"
          />
          <Elapsed state={state} />
        </div>

        {state.phase === "work" && exercise ? (
          <section aria-live="polite" className="text-center">
            <p className="text-sm font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300">
              {t("workouts.player.exerciseOf", {
                index: state.exerciseIndex + 1,
                total: state.exercises.length,
              })}
              {" · "}
              {t("workouts.player.setOf", { index: state.setIndex + 1, total: exercise.sets })}
            </p>
            {superset ? (
              <p className="mt-1 text-sm font-medium text-slate-600 dark:text-slate-400">
                {t("workouts.player.superset", { label: superset })}
              </p>
            ) : null}
            <h3 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
              {exercise.name}
            </h3>
            {(state.log[state.exerciseIndex]?.length ?? 0) === 0 &&
            online &&
            planned[state.exerciseIndex]?.part === undefined ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-1"
                icon={<ArrowRightLeft aria-hidden="true" className="size-3.5" />}
                onClick={() => setSwapping(true)}
                aria-label={t("exercises.swap.label", { name: exercise.name })}
              >
                {t("exercises.swap.action")}
              </Button>
            ) : null}
            {swapping ? (
              <Suspense fallback={null}>
                <SwapDialog
                  workout={{ ...workout, exercises: planned }}
                  index={state.exerciseIndex}
                  onClose={() => setSwapping(false)}
                  onSwapped={(saved) => {
                    const index = state.exerciseIndex;
                    const swapped = saved.exercises[index];
                    setPlanned(saved.exercises);
                    if (swapped)
                      dispatch({
                        type: "replace-exercise",
                        index,
                        exercise: {
                          name: swapped.name,
                          sets: swapped.sets,
                          reps: swapped.reps,
                          notes: swapped.notes,
                        },
                      });
                  }}
                />
              </Suspense>
            ) : null}
            <p className="mt-1 text-lg text-slate-700 tabular-nums dark:text-slate-300">
              {load?.target != null
                ? t("workouts.player.targetWeight", {
                    reps: load.targetReps ?? exercise.reps,
                    weight: formatWeight.format(load.target),
                    unit,
                  })
                : t("workouts.player.target", { reps: exercise.reps })}
            </p>
            {lastTime ? <LastTime progress={lastTime} /> : null}
            {exercise.notes ? (
              <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600 dark:text-slate-400">
                {exercise.notes}
              </p>
            ) : null}
            {showWarmup ? <WarmupList sets={warmup.sets} unit={unit} /> : null}

            {byDistance ? (
              <div className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-3 text-left">
                <Input
                  label={t("workouts.player.distance", { unit: distanceUnit })}
                  inputMode="decimal"
                  value={distance}
                  onChange={(e) => setDistance(e.target.value.replace(/[^\d.,]/g, ""))}
                />
                <Input
                  label={t("workouts.player.time")}
                  inputMode="numeric"
                  placeholder="mm:ss"
                  value={clock}
                  onChange={(e) => setClock(e.target.value.replace(/[^\d:]/g, ""))}
                />
              </div>
            ) : state.timer ? (
              <div className="mt-6">
                <p
                  role="timer"
                  aria-label={t("workouts.player.timeLeft")}
                  className="text-7xl font-bold text-slate-900 tabular-nums sm:text-8xl dark:text-white"
                >
                  {formatCountdown(left)}
                </p>
                <Button
                  size="lg"
                  variant="secondary"
                  className="mt-4 min-w-40"
                  icon={
                    running ? (
                      <Pause aria-hidden="true" className="size-5" />
                    ) : (
                      <Play aria-hidden="true" className="size-5" />
                    )
                  }
                  onClick={() => act({ type: running ? "pause-timer" : "start-timer", now: Date.now() })}
                >
                  {running ? t("workouts.player.pause") : t("workouts.player.startTimer")}
                </Button>
              </div>
            ) : (
              <div className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-3 text-left">
                {oneSided ? (
                  <>
                    {repsField(t("workouts.player.repsLeft"), repsLeft, setRepsLeft)}
                    {repsField(t("workouts.player.repsRight"), repsRight, setRepsRight)}
                  </>
                ) : (
                  repsField(t("workouts.player.reps"), reps, setReps)
                )}
                <Input
                  label={t("workouts.player.weight", { unit })}
                  inputMode="decimal"
                  value={weight}
                  onChange={(e) => setWeight(e.target.value.replace(/[^\d.,]/g, ""))}
                  hint={asksForWeight ? t("workouts.player.firstTimeHint") : undefined}
                  className={cn(
                    oneSided && "col-span-2",
                    asksForWeight &&
                      "[&_input]:border-primary-600 [&_input]:outline-2 [&_input]:outline-primary-600/30 dark:[&_input]:border-primary-400",
                  )}
                />
              </div>
            )}
            {!state.timer && load?.barbell ? (
              <PlateBreakdown weight={weightToLoad} kit={kit} unit={unit} />
            ) : null}
            <SetDetailsPanel
              mode={effortMode}
              details={details}
              onChange={setDetails}
              open={detailsOpen}
              onOpenChange={setDetailsOpen}
              showEffort={!state.timer && !byDistance}
            />

            <div className="mx-auto mt-6 flex max-w-sm flex-col gap-3">
              <Button size="lg" data-main-action onClick={doneSet}>
                {t("workouts.player.doneSet")}
              </Button>
              <Button
                variant="ghost"
                icon={<SkipForward aria-hidden="true" className="size-4" />}
                onClick={() => act({ type: "skip-exercise", now: Date.now() })}
              >
                {t("workouts.player.skipExercise")}
              </Button>
            </div>
          </section>
        ) : null}

        {state.phase === "rest" && exercise ? (
          <section aria-live="polite" className="text-center">
            <p className="flex items-center justify-center gap-2 text-sm font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300">
              <Timer aria-hidden="true" className="size-4" />
              {t("workouts.player.rest")}
            </p>
            <p
              role="timer"
              aria-label={t("workouts.player.restLeft")}
              className="mt-4 text-7xl font-bold text-slate-900 tabular-nums sm:text-8xl dark:text-white"
            >
              {formatCountdown(left)}
            </p>
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              {t("workouts.player.next", {
                name: exercise.name,
                index: state.setIndex + 1,
                total: exercise.sets,
              })}
            </p>
            <div className="mt-4 flex justify-center gap-3">
              <Button
                variant="secondary"
                aria-label={t("workouts.player.restLess", { count: REST_STEP_SECONDS })}
                onClick={() => act({ type: "adjust-rest", seconds: -REST_STEP_SECONDS, now: Date.now() })}
              >
                −{REST_STEP_SECONDS} s
              </Button>
              <Button
                variant="secondary"
                aria-label={t("workouts.player.restMore", { count: REST_STEP_SECONDS })}
                onClick={() => act({ type: "adjust-rest", seconds: REST_STEP_SECONDS, now: Date.now() })}
              >
                +{REST_STEP_SECONDS} s
              </Button>
            </div>
            <Button
              size="lg"
              className="mt-6 min-w-48"
              data-main-action
              icon={<SkipForward aria-hidden="true" className="size-5" />}
              onClick={() => act({ type: "skip-rest", now: Date.now() })}
            >
              {t("workouts.player.skipRest")}
            </Button>
          </section>
        ) : null}

        {records ? (
          <section className="space-y-4">
            <h3 className="text-center text-2xl font-bold text-slate-900 dark:text-white">
              {t("workouts.player.finishedTitle")}
            </h3>
            <NewRecords records={records} />
            <Button size="lg" className="w-full" data-main-action onClick={onClose}>
              {t("workouts.records.done")}
            </Button>
          </section>
        ) : null}

        {state.phase === "finished" && !records ? (
          <section className="space-y-4">
            <h3 className="text-center text-2xl font-bold text-slate-900 dark:text-white">
              {t("workouts.player.finishedTitle")}
            </h3>
            <p className="text-center text-slate-700 dark:text-slate-300">
              {t("workouts.player.finishedText", { done: setsDone.done, total: setsDone.total })}
            </p>
            {complete.isError ? <RequestError error={complete.error} onRetry={finish} /> : null}
            <div>
              <label
                htmlFor={`${ids}-notes`}
                className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                {t("workouts.notesLabel")}
              </label>
              <textarea
                id={`${ids}-notes`}
                data-main-action
                value={notes}
                maxLength={500}
                onChange={(e) => setNotes(e.target.value)}
                rows={3}
                className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
              />
            </div>
            <Button size="lg" className="w-full" loading={complete.isPending} onClick={finish}>
              {t("workouts.player.save")}
            </Button>
            {setsDone.done > 0 ? (
              <Button
                variant="ghost"
                className="w-full"
                disabled={complete.isPending}
                onClick={() => setConfirmEnd(true)}
              >
                {t("workouts.player.discard")}
              </Button>
            ) : null}
          </section>
        ) : null}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <label className="flex max-w-full min-w-0 flex-col gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("workouts.player.restSetting")}
            <select
              value={state.autoRest ? "auto" : state.restSeconds}
              onChange={(e) => setRest(e.target.value === "auto" ? "auto" : Number(e.target.value))}
              className="h-11 max-w-full rounded-xl border border-slate-300 bg-white px-3 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-950"
            >
              <option value="auto">{t("workouts.player.restAuto")}</option>
              {REST_CHOICES.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t("workouts.player.restChoice", { count: seconds })}
                </option>
              ))}
            </select>
          </label>
          {state.phase !== "finished" ? (
            <Button
              variant="secondary"
              onClick={() =>
                setsDone.done > 0 ? setConfirmEnd(true) : act({ type: "finish", now: Date.now() })
              }
            >
              {t("workouts.player.end")}
            </Button>
          ) : null}
        </div>
      </div>
      <Modal
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={t("workouts.player.endTitle")}
        description={t("workouts.player.endText", { done: setsDone.done, total: setsDone.total })}
        size="sm"
        footer={
          <>
            <Button
              variant="ghost"
              onClick={() => {
                // The player closes once the kept copy is gone, so a reload right after cannot bring it back.
                void forget().then(() => {
                  setConfirmEnd(false);
                  onClose();
                });
              }}
            >
              {t("workouts.player.discard")}
            </Button>
            {state.phase !== "finished" ? (
              <Button
                onClick={() => {
                  setConfirmEnd(false);
                  act({ type: "finish", now: Date.now() });
                }}
              >
                {t("workouts.player.saveDone")}
              </Button>
            ) : (
              <Button onClick={() => setConfirmEnd(false)}>{t("workouts.player.keep")}</Button>
            )}
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("workouts.player.endDetail")}</p>
      </Modal>
    </Modal>
  );
}
