import { useState } from "react";
import { useTranslation } from "react-i18next";
import { minutesToTime, parseTimeStrict } from "#domain/scheduling";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { weekdayNames } from "../../lib/weekday-names";
import { freeStarts } from "./grid-layout";
import type { Place } from "./use-workout-mover";
import type { WeekDay, WeekWorkout } from "./week";

/** How many free times a day offers as buttons: two rows on a phone; any other time is typed. */
const FREE_SHOWN = 8;

/**
 * Moving without dragging (phones, where the day list has no time axis): a day of the shown week from today on, its
 * free times first as buttons, and any other time typed. The move goes through the same drop as the grid's.
 */
export function MovePicker({
  workout,
  days,
  now,
  duration,
  onMove,
}: {
  workout: WeekWorkout;
  days: readonly WeekDay[];
  now: { date: string; minutes: number } | null;
  duration: number;
  onMove: (place: Place) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(i18n.language, "long");
  const open = days.filter((day) => !now || day.date >= now.date);
  const [date, setDate] = useState(
    open.some((day) => day.date === workout.date) ? workout.date : (open[0]?.date ?? workout.date),
  );
  const [other, setOther] = useState("");
  const day = open.find((candidate) => candidate.date === date);
  const earliest = now && date === now.date ? now.minutes : 0;
  const free = day ? freeStarts(day, workout.id, duration, earliest).slice(0, FREE_SHOWN) : [];
  const typed = parseTimeStrict(other);
  if (open.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200 dark:ring-slate-800">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {t("schedule.move.pick")}
      </legend>
      <Select
        label={t("schedule.move.pickDay")}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        options={open.map((option) => ({ value: option.date, label: names[option.weekday] ?? option.date }))}
      />
      <div>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("schedule.move.freeTimes")}
        </p>
        {free.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("schedule.move.noFreeTimes")}</p>
        ) : (
          <ul className="mt-2 grid grid-cols-4 gap-2">
            {free.map((start) => (
              <li key={start}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-full tabular-nums"
                  onClick={() => onMove({ date, start })}
                >
                  {minutesToTime(start)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Input
          className="flex-1"
          label={t("schedule.move.otherTime")}
          type="time"
          step={15 * 60}
          value={other}
          onChange={(event) => setOther(event.target.value)}
        />
        <Button disabled={typed === null} onClick={() => typed !== null && onMove({ date, start: typed })}>
          {t("schedule.move.moveHere")}
        </Button>
      </div>
    </fieldset>
  );
}
