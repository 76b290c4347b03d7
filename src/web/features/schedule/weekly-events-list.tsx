import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TEvent } from "#contracts/events";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { daysLabel, type EventDraft, eventEntries, weeklyDays } from "../../lib/event-drafts";
import { useClockRange } from "../../lib/use-clock";
import { weekdayNames } from "../../lib/weekday-names";

/**
 * The user's weekly events, one entry each as they were typed: a standup on Monday to Friday is one line,
 * "Mon–Fri, 09:00–09:30", and editing it edits every day (ADR 0058). Nothing when there are none.
 */
export function WeeklyEventsList({
  events,
  onEdit,
}: {
  events: readonly TEvent[];
  onEdit: (entry: EventDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  const clockRange = useClockRange();
  const shortNames = weekdayNames(i18n.language, "short");
  const entries = eventEntries(events).filter((entry) => entry.repeats === "weekly");
  if (entries.length === 0) return null;
  return (
    <Card className="mt-8 p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("schedule.weekly.title")}</h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {entries.map((entry) => {
          const days = daysLabel(weeklyDays(entry), shortNames);
          return (
            <li key={entry.key} data-event-entry={entry.key} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{entry.name}</p>
                <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                  {t("schedule.weekly.entry", { days, times: clockRange(entry.startTime, entry.endTime) })}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("schedule.weekly.edit", { name: entry.name, days })}
                onClick={() => onEdit(entry)}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
