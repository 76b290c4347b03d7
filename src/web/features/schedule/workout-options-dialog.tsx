import { CalendarClock, SkipForward } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import { MovePicker } from "./move-picker";
import { durationOf, type WorkoutMover } from "./use-workout-mover";
import type { WeekDay, WeekWorkout } from "./week";

/** A workout's details on the schedule, with what can be done to it besides dragging. */
export function WorkoutOptionsDialog({
  workout,
  mover,
  onClose,
  days,
  now,
}: {
  workout: WeekWorkout | null;
  mover: WorkoutMover;
  onClose: () => void;
  /** The shown week: the picker's days and what is already on them. */
  days: readonly WeekDay[];
  now: { date: string; minutes: number } | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={workout !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={workout?.name ?? ""}
      description={workout ? `${workout.date} · ${workout.startTime}–${workout.endTime}` : undefined}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t("schedule.form.cancel")}
        </Button>
      }
    >
      {workout ? (
        <div className="space-y-3">
          {workout.conflict ? (
            <Notice tone="warning">
              {t("schedule.workout.overlaps", { name: workout.conflict.eventName })}
            </Notice>
          ) : null}
          {workout.pinned ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("schedule.workout.pinnedHint")}</p>
          ) : null}
          <div className="flex flex-col gap-2">
            <Button
              variant="secondary"
              icon={<CalendarClock aria-hidden="true" className="size-4" />}
              onClick={() => {
                mover.nextFreeSlot(workout);
                onClose();
              }}
            >
              {t("schedule.workout.nextFreeSlot")}
            </Button>
            <Button
              variant="secondary"
              icon={<SkipForward aria-hidden="true" className="size-4" />}
              onClick={() => {
                mover.skip(workout);
                onClose();
              }}
            >
              {t("schedule.workout.skip")}
            </Button>
          </div>
          <MovePicker
            key={workout.id}
            workout={workout}
            days={days}
            now={now}
            duration={durationOf(workout)}
            onMove={(place) => {
              mover.drop(workout, place);
              onClose();
            }}
          />
        </div>
      ) : null}
    </Modal>
  );
}
