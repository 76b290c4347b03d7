import { ArrowDown, ArrowRightLeft, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { INTENSITIES, WORKOUT_TYPES } from "#domain/types";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Select } from "../../components/ui/select";
import { isApiError } from "../../lib/api";
import { useSettings } from "../../lib/settings";
import { useUpdateWorkout, type Workout } from "../../queries/workouts";
import { RequestError } from "./request-error";
import {
  type ExerciseValues,
  type FormError,
  type FormErrors,
  newExerciseValues,
  type RepsKind,
  toFormValues,
  toWorkoutPatch,
  validateWorkoutForm,
  type WorkoutFormValues,
} from "./workout-form";
import { WorkoutPlace } from "./workout-place";

const REPS_KINDS = ["reps", "seconds", "text"] as const satisfies readonly RepsKind[];

// The catalogue picker loads when an exercise is first added or changed.
const ExercisePicker = lazy(async () => ({ default: (await import("./exercise-picker")).ExercisePicker }));

/** Where the picker is open: adding at the end, or changing the exercise with this key. */
type Picking = { kind: "add" } | { kind: "change"; key: string; muscle: string } | null;

/**
 * Edits every field of a workout but its id; errors appear next to their fields (ours, then the server's). Exercises
 * come from the catalogue (added, changed, removed, moved up and down); only the notes are free text.
 */
export function EditWorkoutModal({ workout, onClose }: { workout: Workout; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const unit = settings.measurementUnit === "metric" ? "kg" : "lbs";
  const formId = useId();
  const update = useUpdateWorkout();
  const [values, setValues] = useState<WorkoutFormValues>(() => toFormValues(workout));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState<Picking>(null);

  const errorText = (path: string): string | null => {
    const error: FormError | undefined = errors[path];
    if (error?.key === "repsRange" || error?.key === "repsOrder")
      return t(`exercises.form.errors.${error.key}`, { max: error.max });
    if (error) return t(`workouts.form.errors.${error.key}`, { max: error.max });
    return serverErrors[path] ?? null;
  };

  const set = <K extends keyof WorkoutFormValues>(key: K, value: WorkoutFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setExercise = (index: number, patch: Partial<ExerciseValues>) =>
    setValues((current) => ({
      ...current,
      exercises: current.exercises.map((exercise, i) => (i === index ? { ...exercise, ...patch } : exercise)),
    }));

  const move = (index: number, by: -1 | 1) =>
    setValues((current) => {
      const exercises = [...current.exercises];
      const [moved] = exercises.splice(index, 1);
      if (moved) exercises.splice(index + by, 0, moved);
      return { ...current, exercises };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWorkoutForm(values);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      // Focus the first field with an error, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    update.mutate(
      { id: workout.id, patch: toWorkoutPatch(values) },
      {
        onSuccess: () => {
          toast.success(t("workouts.saved"));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.issues) {
            setServerErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
          }
        },
      },
    );
  };

  const generalError = update.isError && !(isApiError(update.error) && update.error.issues?.length);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("workouts.editTitle")}
      description={t("workouts.editText")}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("workouts.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t("workouts.save")}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        {generalError ? <RequestError error={update.error} /> : null}
        <WorkoutPlace workout={workout} onReplanned={onClose} />
        <Input
          label={t("workouts.form.name")}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          error={errorText("name")}
          maxLength={200}
        />
        <div>
          <label
            htmlFor={`${formId}-description`}
            className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t("workouts.form.description")}
          </label>
          <textarea
            id={`${formId}-description`}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            rows={2}
            aria-invalid={errors.description ? true : undefined}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          {errorText("description") ? (
            <p className="mt-1.5 text-sm font-medium text-danger-700 dark:text-danger-300">
              {errorText("description")}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={t("workouts.form.date")}
            type="date"
            value={values.date}
            onChange={(e) => set("date", e.target.value)}
            error={errorText("date") ?? errorText("day")}
          />
          <Input
            label={t("workouts.form.startTime")}
            type="time"
            value={values.startTime}
            onChange={(e) => set("startTime", e.target.value)}
            error={errorText("startTime")}
          />
          <Input
            label={t("workouts.form.endTime")}
            type="time"
            value={values.endTime}
            onChange={(e) => set("endTime", e.target.value)}
            error={errorText("endTime")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={t("workouts.form.type")}
            value={values.type}
            onChange={(e) => set("type", e.target.value as WorkoutFormValues["type"])}
            options={WORKOUT_TYPES.map((type) => ({ value: type, label: t(`workoutTypes.${type}`) }))}
          />
          <Select
            label={t("workouts.form.intensity")}
            value={values.intensity}
            onChange={(e) => set("intensity", e.target.value as WorkoutFormValues["intensity"])}
            options={INTENSITIES.map((level) => ({ value: level, label: t(`workouts.intensity.${level}`) }))}
          />
          <Input
            label={t("workouts.form.duration")}
            inputMode="numeric"
            value={values.duration}
            onChange={(e) => set("duration", e.target.value)}
            error={errorText("duration")}
          />
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("workouts.form.exercises")}
          </legend>
          {errorText("exercises") ? (
            <p className="mt-1.5 text-sm font-medium text-danger-700 dark:text-danger-300">
              {errorText("exercises")}
            </p>
          ) : null}
          <ol className="mt-3 space-y-4">
            {values.exercises.map((exercise, index) => (
              <li
                key={exercise.key}
                className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-950/50 dark:ring-slate-800"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-medium text-slate-600 dark:text-slate-400">
                      {t("workouts.form.exerciseName", { index: index + 1 })}
                    </p>
                    <p
                      className="font-semibold text-slate-900 dark:text-white"
                      data-testid="edit-exercise-name"
                    >
                      {exercise.name}
                    </p>
                    {errorText(`exercises.${index}.name`) ? (
                      <p className="mt-1 text-sm font-medium text-danger-700 dark:text-danger-300">
                        {errorText(`exercises.${index}.name`)}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<ArrowRightLeft aria-hidden="true" className="size-3.5" />}
                      aria-label={t("exercises.form.changeLabel", { index: index + 1, name: exercise.name })}
                      onClick={() =>
                        setPicking({
                          kind: "change",
                          key: exercise.key,
                          muscle: exercise.muscle,
                        })
                      }
                    >
                      {t("exercises.form.change")}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={index === 0}
                      aria-label={t("exercises.form.moveUp", { index: index + 1 })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={index === values.exercises.length - 1}
                      aria-label={t("exercises.form.moveDown", { index: index + 1 })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("workouts.form.removeExercise", { index: index + 1 })}
                      onClick={() =>
                        setValues((current) => ({
                          ...current,
                          exercises: current.exercises.filter((_, i) => i !== index),
                        }))
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
                {picking?.kind === "change" && picking.key === exercise.key ? (
                  <div className="mt-3">
                    <Suspense fallback={null}>
                      <ExercisePicker
                        muscle={picking.muscle}
                        onClose={() => setPicking(null)}
                        onPick={(picked) => {
                          // The sets, reps, notes and targets stay; the name is the catalogue's.
                          setExercise(index, { name: picked.name, muscle: picked.primaryMuscles[0] ?? "" });
                          setPicking(null);
                        }}
                      />
                    </Suspense>
                  </div>
                ) : null}
                <div className="mt-3 grid gap-3 sm:grid-cols-[6rem_9rem_1fr_1fr]">
                  <Input
                    label={t("workouts.form.sets")}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={20}
                    value={exercise.sets}
                    onChange={(e) => setExercise(index, { sets: e.target.value })}
                    error={errorText(`exercises.${index}.sets`)}
                  />
                  <Select
                    label={t("exercises.form.repsKind")}
                    value={exercise.repsKind}
                    onChange={(e) => setExercise(index, { repsKind: e.target.value as RepsKind, repsTo: "" })}
                    // "As written" only for reps the plan wrote without a number ("AMRAP", ADR 0097).
                    options={(exercise.written ? REPS_KINDS : REPS_KINDS.slice(0, 2)).map((kind) => ({
                      value: kind,
                      label: t(`exercises.form.repsKinds.${kind}`),
                    }))}
                  />
                  {exercise.repsKind === "text" ? (
                    <Input
                      className="sm:col-span-2"
                      label={t("exercises.form.written")}
                      value={exercise.written}
                      readOnly
                      hint={t("exercises.form.writtenHint")}
                      error={errorText(`exercises.${index}.reps`)}
                    />
                  ) : (
                    <Input
                      label={t(
                        exercise.repsKind === "seconds"
                          ? "exercises.form.seconds"
                          : "exercises.form.repsFrom",
                      )}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      value={exercise.repsFrom}
                      onChange={(e) => setExercise(index, { repsFrom: e.target.value })}
                      error={errorText(`exercises.${index}.reps`)}
                    />
                  )}
                  {exercise.repsKind !== "text" ? (
                    <Input
                      label={t("exercises.form.repsTo")}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      value={exercise.repsTo}
                      onChange={(e) => setExercise(index, { repsTo: e.target.value })}
                      error={errorText(`exercises.${index}.repsTo`)}
                    />
                  ) : null}
                </div>
                {exercise.repsKind !== "text" ? (
                  <label className="mt-2 flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-600"
                      checked={exercise.perSide}
                      onChange={(e) => setExercise(index, { perSide: e.target.checked })}
                    />
                    {t("exercises.form.perSide")}
                  </label>
                ) : null}
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <Input
                    label={t("workouts.form.targetWeight", { unit })}
                    inputMode="decimal"
                    value={exercise.weight}
                    onChange={(e) => setExercise(index, { weight: e.target.value })}
                    hint={t("workouts.form.targetHint")}
                    error={errorText(`exercises.${index}.weight`)}
                  />
                  <Input
                    label={t("workouts.form.targetReps")}
                    inputMode="numeric"
                    value={exercise.targetReps}
                    onChange={(e) => setExercise(index, { targetReps: e.target.value })}
                    hint={t("workouts.form.targetHint")}
                    error={errorText(`exercises.${index}.targetReps`)}
                  />
                </div>
                <Input
                  className="mt-3"
                  label={t("workouts.form.notes")}
                  value={exercise.notes}
                  onChange={(e) => setExercise(index, { notes: e.target.value })}
                  error={errorText(`exercises.${index}.notes`)}
                />
              </li>
            ))}
          </ol>
          {picking?.kind === "add" ? (
            <div className="mt-3">
              <Suspense fallback={null}>
                <ExercisePicker
                  onClose={() => setPicking(null)}
                  onPick={(picked) => {
                    setValues((current) => ({
                      ...current,
                      exercises: [...current.exercises, newExerciseValues(picked)],
                    }));
                    setPicking(null);
                  }}
                />
              </Suspense>
            </div>
          ) : (
            <Button
              variant="secondary"
              className="mt-3"
              icon={<Plus aria-hidden="true" className="size-4" />}
              disabled={values.exercises.length >= 30}
              onClick={() => setPicking({ kind: "add" })}
            >
              {t("workouts.form.addExercise")}
            </Button>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
