import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConnectCalendarDialog } from "../../components/calendars/connect-calendar-dialog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { useCalendars } from "../../queries/calendars";
import { CalendarRow } from "./calendar-row";
import { ProNotice, useProLocked } from "./pro-notice";

/** The user's connected calendars (live, kept in sync by the server) and the way to add one. */
export function ConnectedCalendarsCard() {
  const { t, i18n } = useTranslation();
  const calendars = useCalendars();
  const locked = useProLocked();
  const [adding, setAdding] = useState(false);
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            {t("calendars.card.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("calendars.card.text")}</p>
        </div>
        <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setAdding(true)}>
          {t("calendars.add.open")}
        </Button>
      </div>
      <div className="mt-4">
        {calendars.isPending ? (
          <div
            role="status"
            aria-label={t("calendars.card.loading")}
            className="h-16 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
          />
        ) : calendars.isError ? (
          <Notice
            tone="error"
            role="alert"
            action={
              <Button variant="secondary" size="sm" onClick={() => void calendars.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {t("calendars.card.failed")}
          </Notice>
        ) : calendars.data.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-400">
            {t("calendars.card.empty")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {calendars.data.map((calendar) => (
              <CalendarRow key={calendar.id} calendar={calendar} />
            ))}
          </ul>
        )}
      </div>
      <ConnectCalendarDialog
        open={adding}
        onOpenChange={setAdding}
        caldavLocked={locked}
        lockedNotice={<ProNotice />}
        onConnected={(connection) =>
          toast.success(
            i18n.t("calendars.add.connected", { name: connection.name, count: connection.eventCount }),
          )
        }
      />
    </Card>
  );
}
