import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { INTENSITIES, WORKOUT_TYPES } from "../../../domain/types";
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
  exerciseKey,
  type FormError,
  type FormErrors,
  toFormValues,
  toWorkoutPatch,
  validateWorkoutForm,
  type WorkoutFormValues,
} from "./workout-form";
import { WorkoutPlace } from "./workout-place";

/** Edits every field of a workout but its id; errors appear next to their fields (ours, then the server's). */
export function EditWorkoutModal({ workout, onClose }: { workout: Workout; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const unit = settings.measurementUnit === "metric" ? "kg" : "lbs";
  const formId = useId();
  const update = useUpdateWorkout();
  const [values, setValues] = useState<WorkoutFormValues>(() => toFormValues(workout));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const errorText = (path: string): string | null => {
    const error: FormError | undefined = errors[path];
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
                <div className="grid gap-3 sm:grid-cols-[1fr_6rem_8rem]">
                  <Input
                    label={t("workouts.form.exerciseName", { index: index + 1 })}
                    value={exercise.name}
                    onChange={(e) => setExercise(index, { name: e.target.value })}
                    error={errorText(`exercises.${index}.name`)}
                  />
                  <Input
                    label={t("workouts.form.sets")}
                    inputMode="numeric"
                    value={exercise.sets}
                    onChange={(e) => setExercise(index, { sets: e.target.value })}
                    error={errorText(`exercises.${index}.sets`)}
                  />
                  <Input
                    label={t("workouts.form.reps")}
                    value={exercise.reps}
                    onChange={(e) => setExercise(index, { reps: e.target.value })}
                    error={errorText(`exercises.${index}.reps`)}
                  />
                </div>
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
                <div className="mt-3 flex items-end gap-2">
                  <Input
                    className="flex-1"
                    label={t("workouts.form.notes")}
                    value={exercise.notes}
                    onChange={(e) => setExercise(index, { notes: e.target.value })}
                    error={errorText(`exercises.${index}.notes`)}
                  />
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
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            className="mt-3"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() =>
              setValues((current) => ({
                ...current,
                exercises: [
                  ...current.exercises,
                  {
                    key: exerciseKey(),
                    name: "",
                    sets: "3",
                    reps: "10",
                    notes: "",
                    weight: "",
                    targetReps: "",
                  },
                ],
              }))
            }
          >
            {t("workouts.form.addExercise")}
          </Button>
        </fieldset>
      </form>
    </Modal>
  );
}
