import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  type CustomExercise,
  useCustomExercises,
  useDeleteCustomExercise,
} from "../../queries/custom-exercises";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { CustomExerciseForm } from "./custom-exercise-form";

// My exercises (ADR 0091): the person's own exercises, created, edited and deleted in the settings page. Loaded on
// demand (React.lazy) with that page's section.

export function MyExercises() {
  const { t } = useTranslation();
  const list = useCustomExercises();
  const remove = useDeleteCustomExercise();
  const [editing, setEditing] = useState<CustomExercise | "new" | null>(null);

  if (list.isPending)
    return (
      <div className="flex justify-center py-4">
        <Spinner className="size-5" />
      </div>
    );
  if (list.isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm">
        <span>{list.error instanceof Error ? list.error.message : ""}</span>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t("exercises.custom.retry")}
        </Button>
      </div>
    );
  const { exercises, max } = list.data;
  const muscles = (e: CustomExercise) =>
    e.primaryMuscles.length === 0
      ? t("exercises.custom.noMuscles")
      : e.primaryMuscles.map((m) => t(`exercises.muscles.${m}`)).join(", ");
  const kit = (e: CustomExercise) =>
    e.kit.length === 0 ? t("exercises.kit.none") : e.kit.map((k) => t(`exercises.kit.${k}`)).join(", ");

  return (
    <div className="grid gap-4" data-testid="my-exercises">
      {exercises.length === 0 && editing === null ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("exercises.custom.empty")}</p>
      ) : null}
      {exercises.length > 0 ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {exercises.map((exercise) =>
            editing !== "new" && editing?.id === exercise.id ? (
              <li key={exercise.id} className="py-3">
                <CustomExerciseForm
                  exercise={exercise}
                  onCancel={() => setEditing(null)}
                  onSaved={(saved) => {
                    setEditing(null);
                    toast.success(t("exercises.custom.saved", { name: saved.name }));
                  }}
                />
              </li>
            ) : (
              <li key={exercise.id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900 dark:text-slate-100">{exercise.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`exercises.custom.kinds.${exercise.kind}`)} · {muscles(exercise)} · {kit(exercise)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("exercises.custom.edit", { name: exercise.name })}
                  onClick={() => setEditing(exercise)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("exercises.custom.delete", { name: exercise.name })}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm(t("exercises.custom.confirmDelete", { name: exercise.name }))) return;
                    remove.mutate(exercise.id, {
                      onSuccess: () => toast.success(t("exercises.custom.deleted", { name: exercise.name })),
                      onError: (error) => toast.error(error.message),
                    });
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {editing === "new" ? (
        <CustomExerciseForm
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            toast.success(t("exercises.custom.created", { name: saved.name }));
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("exercises.custom.count", { count: exercises.length, max })}
          </p>
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            disabled={exercises.length >= max}
            onClick={() => setEditing("new")}
          >
            {t("exercises.custom.new")}
          </Button>
        </div>
      )}
    </div>
  );
}
