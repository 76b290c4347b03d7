import { Plus, X } from "lucide-react";
import { lazy, Suspense, useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TDirectoryExercise } from "#contracts/exercises";
import { KIT } from "#domain/planning/catalogue/kit";
import { MUSCLE_GROUPS } from "#domain/planning/catalogue/types";
import { customPrescription } from "#domain/planning/custom-exercises";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useExerciseSearch } from "../../queries/exercises";
import { kitText, musclesText } from "./exercise-words";
import { RequestError } from "./request-error";

// "Create your own" (ADR 0091): the custom exercise form loads when it is asked for.
const CustomExerciseForm = lazy(async () => ({
  default: (await import("../../components/custom-exercises/custom-exercise-form")).CustomExerciseForm,
}));

// The catalogue in the edit dialog (ADR 0084): search by name in the user's language, filter by muscle and by
// equipment, only what the person can do. Loaded on demand (React.lazy) when the dialog first needs it.

export function ExercisePicker({
  muscle: initialMuscle = "",
  onPick,
  onClose,
}: {
  /** A muscle to start filtered on (changing an exercise: its lead muscle). */
  muscle?: string;
  onPick: (exercise: TDirectoryExercise) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [q, setQ] = useState("");
  const [muscle, setMuscle] = useState(initialMuscle);
  const [equipment, setEquipment] = useState("");
  const search = useExerciseSearch({ q: useDeferredValue(q), muscle, equipment });
  const [creating, setCreating] = useState(false);
  if (creating)
    return (
      <section
        aria-label={t("exercises.custom.createOwn")}
        className="rounded-2xl bg-white p-4 ring-1 ring-primary-300 dark:bg-slate-900 dark:ring-primary-400/40"
      >
        <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          {t("exercises.custom.createOwn")}
        </h3>
        <Suspense fallback={<Spinner className="size-5" />}>
          <CustomExerciseForm
            initialName={q.trim()}
            onCancel={() => setCreating(false)}
            onSaved={(saved) =>
              onPick({
                id: saved.id,
                name: saved.name,
                primaryMuscles: saved.primaryMuscles,
                secondaryMuscles: saved.secondaryMuscles,
                kit: saved.kit,
                level: "beginner",
                allowed: true,
                ...customPrescription(saved.kind),
                custom: true,
              })
            }
          />
        </Suspense>
      </section>
    );
  return (
    <section
      aria-label={t("exercises.picker.title")}
      className="rounded-2xl bg-white p-4 ring-1 ring-primary-300 dark:bg-slate-900 dark:ring-primary-400/40"
      data-testid="exercise-picker"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("exercises.picker.title")}
        </h3>
        <Button variant="ghost" size="icon" aria-label={t("exercises.picker.close")} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <Input
          label={t("exercises.picker.search")}
          type="search"
          value={q}
          autoComplete="off"
          autoFocus
          aria-controls={listId}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            // Enter picks the search, not the form's submit.
            if (e.key === "Enter") e.preventDefault();
          }}
        />
        <Select
          label={t("exercises.picker.muscle")}
          value={muscle}
          onChange={(e) => setMuscle(e.target.value)}
          options={[
            { value: "", label: t("exercises.picker.anyMuscle") },
            ...MUSCLE_GROUPS.map((m) => ({ value: m, label: t(`exercises.muscles.${m}`) })),
          ]}
        />
        <Select
          label={t("exercises.picker.equipment")}
          value={equipment}
          onChange={(e) => setEquipment(e.target.value)}
          options={[
            { value: "", label: t("exercises.picker.anyEquipment") },
            { value: "none", label: t("exercises.kit.none") },
            ...KIT.map((k) => ({ value: k, label: t(`exercises.kit.${k}`) })),
          ]}
        />
      </div>
      <div className="mt-3" aria-live="polite">
        {search.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner className="size-5" />
          </div>
        ) : search.isError ? (
          <RequestError error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data.exercises.length === 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("exercises.picker.empty")}</p>
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus aria-hidden="true" className="size-4" />}
              onClick={() => setCreating(true)}
            >
              {q.trim() === ""
                ? t("exercises.custom.createOwn")
                : t("exercises.custom.createOwnNamed", { name: q.trim().slice(0, 60) })}
            </Button>
          </div>
        ) : (
          <p className="sr-only">{t("exercises.picker.count", { count: search.data.total })}</p>
        )}
      </div>
      <ul id={listId} className="max-h-72 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
        {(search.data?.exercises ?? []).map((exercise) => (
          <li key={exercise.id}>
            <button
              type="button"
              onClick={() => onPick(exercise)}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-slate-800/60"
              aria-label={t("exercises.picker.pick", { name: exercise.name })}
            >
              <Plus aria-hidden="true" className="size-4 shrink-0 text-primary-700 dark:text-primary-300" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 dark:text-slate-100">
                  {exercise.name}
                  {exercise.custom ? (
                    <span className="ml-2 rounded-md bg-primary-50 px-1.5 py-0.5 text-xs font-medium text-primary-800 dark:bg-primary-400/10 dark:text-primary-200">
                      {t("exercises.custom.mine")}
                    </span>
                  ) : null}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {musclesText(t, exercise.primaryMuscles)} · {kitText(t, exercise.kit)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
