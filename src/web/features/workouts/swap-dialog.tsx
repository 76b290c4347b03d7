import type { TFunction } from "i18next";
import { ArrowRightLeft } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { isApiError } from "../../lib/api";
import { type SwapCandidate, useSwapCandidates, useSwapExercise } from "../../queries/exercises";
import type { Workout } from "../../queries/workouts";
import { kitText, musclesText } from "./exercise-words";
import { RequestError } from "./request-error";

// The swap list (ADR 0085): exercises for the same muscles the person can do, best first, each with its reason.
// Loaded on demand (React.lazy) by the workout card, so the pages that show cards do not carry it.

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function reasonText(t: TFunction, candidate: SwapCandidate): string {
  const { code, params } = candidate.reason;
  const why =
    code === "same-muscles"
      ? t("exercises.swap.sameMuscles")
      : t("exercises.swap.sharesMuscles", { muscles: musclesText(t, params.muscles) });
  return `${why} · ${kitText(t, params.kit)}`;
}

export function SwapDialog({
  workout,
  index,
  onClose,
}: {
  workout: Workout;
  index: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const filterId = useId();
  const candidates = useSwapCandidates(workout.id, index);
  const swap = useSwapExercise();
  const [filter, setFilter] = useState("");
  const exercise = workout.exercises[index];
  const name = exercise?.name ?? "";
  const shown = (candidates.data?.candidates ?? []).filter((c) => fold(c.name).includes(fold(filter.trim())));

  const choose = (candidate: SwapCandidate) => {
    // Optimistic: the card shows the new name at once; a refusal puts the old one back and says why.
    swap.mutate(
      { workoutId: workout.id, index, candidate },
      {
        onSuccess: () => toast.success(t("exercises.swap.swapped", { name: candidate.name })),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t("workouts.errors.unknown"), { duration: 8000 }),
      },
    );
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("exercises.swap.title", { name })}
      description={t("exercises.swap.text")}
    >
      {candidates.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-6" />
        </div>
      ) : candidates.isError ? (
        <RequestError error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.exercise.exerciseId === null ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("exercises.swap.unknown")}</p>
      ) : candidates.data.candidates.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("exercises.swap.none")}</p>
      ) : (
        <div className="space-y-3">
          <Input
            label={t("exercises.swap.filter")}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-controls={filterId}
            autoComplete="off"
          />
          {shown.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("exercises.swap.noMatch")}</p>
          ) : null}
          <ul
            id={filterId}
            className="divide-y divide-slate-100 dark:divide-slate-800"
            data-testid="swap-list"
          >
            {shown.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  onClick={() => choose(candidate)}
                  className="flex min-h-11 w-full items-center gap-3 rounded-xl px-2 py-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-slate-800/60"
                  aria-label={t("exercises.swap.choose", { name: candidate.name })}
                >
                  <ArrowRightLeft
                    aria-hidden="true"
                    className="size-4 shrink-0 text-primary-700 dark:text-primary-300"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900 dark:text-slate-100">
                      {candidate.name}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {reasonText(t, candidate)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
