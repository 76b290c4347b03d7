import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays, minutesToTime } from "#domain/scheduling";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import type { WorkoutMover } from "./use-workout-mover";

// Pieces of the week grid (week-view.tsx): the screen-width switch, a day's drop target, the clash notice.

const WIDE = "(min-width: 48rem)";

/** Pointer dragging only where the grid is drawn (the phone list has no time axis to drop on). */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(
    () => typeof window !== "undefined" && !!window.matchMedia?.(WIDE).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return wide;
}

export function daysBetween(from: string, to: string): number {
  let count = 0;
  for (let date = from; date < to && count < 7; date = addDays(date, 1)) count += 1;
  for (let date = from; date > to && count > -7; date = addDays(date, -1)) count -= 1;
  return count;
}

/** One day's column from `md`: a dragged workout lands on the cell under the pointer (week-view.tsx, `targetOf`). */
export function DayBody({ date, children }: { date: string; children: ReactNode }) {
  return (
    <div data-day-date={date} className="md:relative md:h-(--grid-h)">
      {children}
    </div>
  );
}

/** 409 EVENT_CONFLICT after a drop: the clash, stated where the user is looking, with the two ways out. */
export function ClashNotice({ mover }: { mover: WorkoutMover }) {
  const { t } = useTranslation();
  const clash = mover.clash;
  if (!clash) return null;
  return (
    <Notice
      tone="warning"
      role="alert"
      className="mb-3"
      action={
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" loading={mover.pending} onClick={mover.moveAnyway}>
            {t("schedule.move.moveAnyway")}
          </Button>
          <Button variant="ghost" size="sm" onClick={mover.cancelClash}>
            {t("schedule.form.cancel")}
          </Button>
        </div>
      }
    >
      {t("schedule.move.overlaps", {
        name: clash.event.name,
        start: clash.event.startTime,
        end: clash.event.endTime,
      })}{" "}
      <span className="tabular-nums">
        ({clash.workout.name} → {minutesToTime(clash.place.start)})
      </span>
    </Notice>
  );
}
