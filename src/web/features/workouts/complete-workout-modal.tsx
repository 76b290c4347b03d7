import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TPersonalRecord } from "#contracts/progress";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { useCompleteWorkout, type Workout } from "../../queries/workouts";
import { NewRecords } from "./new-records";
import { RequestError } from "./request-error";

/** Marks a workout done as planned, with an optional note (the player logs set by set instead). */
export function CompleteWorkoutModal({ workout, onClose }: { workout: Workout; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [notes, setNotes] = useState("");
  const complete = useCompleteWorkout();
  // The records the completion set: the modal stays open to show them until the user closes it.
  const [records, setRecords] = useState<TPersonalRecord[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete.isPending) return;
    complete.mutate(
      {
        id: workout.id,
        name: workout.name,
        body: { completedAt: new Date().toISOString(), ...(notes.trim() ? { notes: notes.trim() } : {}) },
      },
      {
        onSuccess: (result) => {
          if (result.queued) {
            // Without a network: saved on this device, sent later (ADR 0052); records come with the server's answer.
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

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("workouts.completeTitle", { name: workout.name })}
      description={t("workouts.completeText")}
      size="sm"
      footer={
        records ? (
          <Button onClick={onClose}>{t("workouts.records.done")}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t("workouts.cancel")}
            </Button>
            <Button type="submit" form={formId} loading={complete.isPending}>
              {t("workouts.markDone")}
            </Button>
          </>
        )
      }
    >
      {records ? (
        <NewRecords records={records} />
      ) : (
        <form id={formId} onSubmit={submit} className="space-y-4">
          {complete.isError ? <RequestError error={complete.error} /> : null}
          <div>
            <label
              htmlFor={`${formId}-notes`}
              className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t("workouts.notesLabel")}
            </label>
            <textarea
              id={`${formId}-notes`}
              value={notes}
              maxLength={500}
              onChange={(e) => setNotes(e.target.value)}
              rows={3}
              className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
