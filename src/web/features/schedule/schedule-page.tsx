import { ChevronLeft, ChevronRight, Plus, SlidersHorizontal } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { TEvent } from "#contracts/events";
import { addDays } from "#domain/scheduling";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { entryOfEvent } from "../../lib/event-drafts";
import { useOpenPreferences } from "../../lib/preferences-dialog";
import { useSettings } from "../../lib/settings";
import { useCalendars } from "../../queries/calendars";
import { useEvents } from "../../queries/events";
import { useHistory } from "../../queries/history";
import { useWorkouts } from "../../queries/workouts";
import { ConnectedCalendarsCard } from "./connected-calendars-card";
import { type EventDialogTarget, EventFormDialog } from "./event-form-dialog";
import { FeedCard } from "./feed-card";
import { ImportCard } from "./import-card";
import { buildWeek, doneWorkouts, minutesNowInZone, todayInZone, weekStartFrom } from "./week";
import { formatDay, WeekView } from "./week-view";
import { WeeklyEventsList } from "./weekly-events-list";

function WeekSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("schedule.loading")} className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {Array.from({ length: 7 }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          key={index}
          className="h-28 animate-pulse rounded-2xl bg-slate-200/70 motion-reduce:animate-none lg:h-64 dark:bg-slate-800/70"
        />
      ))}
    </div>
  );
}

/**
 * /schedule: the week's events and workouts on a time grid, week by week, with event editing, workout moving,
 * connected calendars, .ics import and the feed.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const openPreferences = useOpenPreferences();
  const [params, setParams] = useSearchParams();
  const today = todayInZone(settings.timeZone);
  const weekStart = weekStartFrom(params.get("week"), today);
  const thisWeek = weekStartFrom(null, today);
  const events = useEvents();
  const workouts = useWorkouts();
  // Done workouts stay on the week, marked done: the newest history page (50) covers the weeks people look back at.
  const history = useHistory();
  const calendars = useCalendars();
  const [dialog, setDialog] = useState<EventDialogTarget | null>(null);
  const [minutesNow, setMinutesNow] = useState(() => minutesNowInZone(settings.timeZone));
  // The "now" line moves with the clock, a minute at a time.
  useEffect(() => {
    setMinutesNow(minutesNowInZone(settings.timeZone));
    const timer = window.setInterval(() => setMinutesNow(minutesNowInZone(settings.timeZone)), 60_000);
    return () => window.clearInterval(timer);
  }, [settings.timeZone]);
  const calendarNames = useMemo(
    () => Object.fromEntries((calendars.data ?? []).map((calendar) => [calendar.id, calendar.name])),
    [calendars.data],
  );

  const days = useMemo(() => {
    const scheduled = workouts.data ?? [];
    const done = doneWorkouts(history.data ?? [], scheduled, settings.timeZone);
    return buildWeek({
      weekStart,
      today,
      events: events.data ?? [],
      workouts: [...scheduled, ...done],
      timeZone: settings.timeZone,
    });
  }, [weekStart, today, events.data, workouts.data, history.data, settings.timeZone]);
  const goTo = (start: string) =>
    setParams(start === thisWeek ? {} : { week: start }, { replace: false, preventScrollReset: true });
  const range = t("schedule.weekRange", {
    start: formatDay(weekStart, i18n.language, { day: "numeric", month: "short" }),
    end: formatDay(addDays(weekStart, 6), i18n.language, { day: "numeric", month: "short", year: "numeric" }),
  });
  const weekIsEmpty = days.every((day) => day.items.length === 0);

  return (
    <div>
      <PageHeader title={t("schedule.title")} description={t("schedule.subtitle")} />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t("schedule.weekNav")} className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("schedule.previousWeek")}
            onClick={() => goTo(addDays(weekStart, -7))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p
            aria-live="polite"
            className="min-w-40 text-center text-sm font-semibold text-slate-900 tabular-nums dark:text-white"
          >
            {range}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("schedule.nextWeek")}
            onClick={() => goTo(addDays(weekStart, 7))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="ml-1"
            disabled={weekStart === thisWeek}
            onClick={() => goTo(thisWeek)}
          >
            {t("schedule.thisWeek")}
          </Button>
        </nav>
        <div className="flex flex-wrap gap-2">
          {openPreferences ? (
            <Button
              variant="secondary"
              icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
              onClick={openPreferences}
            >
              {t("schedule.preferences")}
            </Button>
          ) : null}
          <Button
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() =>
              setDialog({
                mode: "add",
                date: weekStart <= today && today <= addDays(weekStart, 6) ? today : weekStart,
              })
            }
          >
            {t("schedule.addEvent")}
          </Button>
        </div>
      </div>

      <div aria-live="polite" className="mb-4 space-y-3 empty:hidden">
        {events.isError ? (
          <Notice
            tone="error"
            role="alert"
            action={
              <Button variant="secondary" size="sm" onClick={() => void events.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {t("schedule.eventsFailed")}
          </Notice>
        ) : null}
        {workouts.isError ? (
          <Notice
            tone="warning"
            action={
              <Button variant="ghost" size="sm" onClick={() => void workouts.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {t("schedule.workoutsFailed")}
          </Notice>
        ) : null}
        {!events.isPending && !events.isError && weekIsEmpty ? (
          <Notice tone="info">{t("schedule.weekEmpty")}</Notice>
        ) : null}
      </div>

      {events.isPending ? (
        <WeekSkeleton />
      ) : (
        <WeekView
          days={days}
          calendarNames={calendarNames}
          now={{ date: today, minutes: minutesNow }}
          onEdit={(event: TEvent, date: string) =>
            setDialog({ mode: "edit", entry: entryOfEvent(event, events.data ?? []), occurrence: date })
          }
        />
      )}

      <WeeklyEventsList events={events.data ?? []} onEdit={(entry) => setDialog({ mode: "edit", entry })} />

      <div className="mt-8 grid gap-5 lg:grid-cols-2">
        <ConnectedCalendarsCard />
        <ImportCard />
        <FeedCard />
      </div>

      <EventFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
