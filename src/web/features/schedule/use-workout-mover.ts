import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TEvent } from "#contracts/events";
import { addDays, minutesToTime, weekdayOf } from "#domain/scheduling";
import { sayError } from "../../lib/error-sentence";
import { weekdayNames } from "../../lib/weekday-names";
import { useMoveWorkout, useSkipWorkout } from "../../queries/workouts";
import { conflictOf } from "./api";
import { clampStart, rangeOf, STEP_MINUTES } from "./grid-layout";
import type { WeekWorkout } from "./week";

// Moving a workout on the week grid: by pointer (week-view.tsx hands the drop here) or by keyboard (Enter or Space
// picks it up, arrows move it by 15 minutes or a day, Enter drops, Escape puts it back), announced in a live region.
// A drop asks the server (POST /api/workouts/:id/move); a clash with an event comes back as 409 EVENT_CONFLICT and
// stays on the grid until the user moves anyway or cancels.

export interface Place {
  date: string;
  /** Minutes since midnight. */
  start: number;
}

export interface Picked {
  workout: WeekWorkout;
  place: Place;
}

export interface Clash {
  workout: WeekWorkout;
  place: Place;
  event: TEvent;
}

export const durationOf = (workout: WeekWorkout) => {
  const { start, end } = rangeOf(workout);
  return end - start || workout.duration || STEP_MINUTES;
};

export function useWorkoutMover({ weekStart }: { weekStart: string }) {
  const { t, i18n } = useTranslation();
  const move = useMoveWorkout();
  const skip = useSkipWorkout();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [clash, setClash] = useState<Clash | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const weekEnd = addDays(weekStart, 6);

  const where = (place: Place) =>
    t("schedule.move.place", {
      day: weekdayNames(i18n.language, "long")[weekdayOf(place.date)],
      time: minutesToTime(place.start),
    });

  // The server's reason in the UI's language (lib/error-sentence.ts).
  const failed = (error: unknown) =>
    void sayError(i18n, error).then((message) => toast.error(i18n.t("schedule.move.failed", { message })));

  function drop(workout: WeekWorkout, place: Place, allowConflict = false) {
    setClash(null);
    if (!allowConflict && place.date === workout.date && minutesToTime(place.start) === workout.startTime) {
      setAnnouncement(t("schedule.move.unchanged", { name: workout.name }));
      return;
    }
    const body = {
      date: place.date,
      startTime: minutesToTime(place.start),
      ...(allowConflict ? { allowConflict: true } : {}),
    };
    move.mutate(
      { id: workout.id, body },
      {
        onSuccess: () =>
          setAnnouncement(t("schedule.move.moved", { name: workout.name, place: where(place) })),
        onError: (error) => {
          const event = conflictOf(error);
          if (event) {
            setClash({ workout, place, event });
            setAnnouncement(
              t("schedule.move.overlaps", { name: event.name, start: event.startTime, end: event.endTime }),
            );
          } else failed(error);
        },
      },
    );
  }

  function nextFreeSlot(workout: WeekWorkout) {
    move.mutate(
      { id: workout.id, body: {} },
      {
        onSuccess: (moved) =>
          toast.success(i18n.t("schedule.move.nextSlotDone", { name: moved.name, time: moved.startTime })),
        onError: failed,
      },
    );
  }

  function skipWorkout(workout: WeekWorkout) {
    skip.mutate(workout.id, {
      onSuccess: () => toast.success(i18n.t("schedule.move.skipped", { name: workout.name })),
      onError: (error) =>
        void sayError(i18n, error).then((message) =>
          toast.error(i18n.t("schedule.move.skipFailed", { message })),
        ),
    });
  }

  /** Keyboard moving; returns true when the key was ours. */
  function onKeyDown(workout: WeekWorkout, event: KeyboardEvent) {
    const current = picked?.workout.id === workout.id ? picked : null;
    const key = event.key;
    if (!current) {
      if (key !== "Enter" && key !== " ") return;
      event.preventDefault();
      const place = { date: workout.date, start: rangeOf(workout).start };
      setPicked({ workout, place });
      setAnnouncement(t("schedule.move.pickedUp", { name: workout.name, place: where(place) }));
      return;
    }
    const shift = (days: number, minutes: number) => {
      const date = addDays(current.place.date, days);
      if (date < weekStart || date > weekEnd) return;
      const place = { date, start: clampStart(current.place.start + minutes, durationOf(workout)) };
      setPicked({ workout, place });
      setAnnouncement(where(place));
    };
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [0, -STEP_MINUTES],
      ArrowDown: [0, STEP_MINUTES],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const arrow = arrows[key];
    if (arrow) {
      event.preventDefault();
      shift(arrow[0], arrow[1]);
      return;
    }
    switch (key) {
      case "Enter":
      case " ":
        event.preventDefault();
        setPicked(null);
        drop(workout, current.place);
        return;
      case "Escape":
        event.preventDefault();
        setPicked(null);
        setAnnouncement(t("schedule.move.cancelled", { name: workout.name }));
        return;
      default:
        return;
    }
  }

  return {
    picked,
    clash,
    announcement,
    pending: move.isPending,
    drop,
    onKeyDown,
    /** A blur while picked up puts the workout back: the user went elsewhere. */
    release: (workout: WeekWorkout) => {
      if (picked?.workout.id === workout.id) setPicked(null);
    },
    moveAnyway: () => {
      if (clash) drop(clash.workout, clash.place, true);
    },
    cancelClash: () => setClash(null),
    /** A pointer drop outside the grid: nothing is sent. */
    dropCancelled: (workout: WeekWorkout) =>
      setAnnouncement(t("schedule.move.cancelled", { name: workout.name })),
    nextFreeSlot,
    skip: skipWorkout,
  };
}

export type WorkoutMover = ReturnType<typeof useWorkoutMover>;
