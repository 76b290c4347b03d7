import { CalendarCheck, Link2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { useMe } from "../../lib/auth";
import type { CalendarConnection } from "../../queries/calendars";

// Loaded when asked for: most new users type their week, and the form brings the switch and the field checks.
const ConnectCalendarDialog = lazy(async () => ({
  default: (await import("../../components/calendars/connect-calendar-dialog")).ConnectCalendarDialog,
}));

/**
 * "Your week" offers a connected calendar first (its events then need no typing) and events by hand second. Connect
 * opens the schedule page's own dialog (in a portal: never a form inside the step's form), loaded when asked for, so
 * the step stays light for those who type their week.
 */
export function ConnectCalendarSection() {
  const { t } = useTranslation();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const [connected, setConnected] = useState<CalendarConnection[]>([]);
  // Free users may subscribe by address only (server: calendars' plan check); CalDAV shows why.
  const caldavLocked = !me.isPro && me.billing !== undefined && me.billing !== "disabled";
  return (
    <section
      aria-labelledby="connect-calendar-title"
      className="rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800"
    >
      <h2
        id="connect-calendar-title"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Link2 aria-hidden="true" className="size-4" />
        {t("calendars.onboarding.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("calendars.onboarding.text")}</p>
      {connected.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {connected.map((calendar) => (
            <li key={calendar.id}>
              <Notice tone="success" role="status">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarCheck aria-hidden="true" className="size-4" />
                  {t("calendars.add.connected", { name: calendar.name, count: calendar.eventCount })}
                </span>
              </Notice>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        className="mt-3"
        onClick={() => setOpen(true)}
        icon={<Link2 aria-hidden="true" className="size-4" />}
      >
        {connected.length > 0 ? t("calendars.onboarding.another") : t("calendars.onboarding.connect")}
      </Button>
      {open ? (
        <Suspense fallback={<Spinner className="mt-3 size-5" />}>
          <ConnectCalendarDialog
            open={open}
            onOpenChange={setOpen}
            caldavLocked={caldavLocked}
            lockedNotice={<Notice tone="pro">{t("calendars.onboarding.caldavPro")}</Notice>}
            onConnected={(connection) => setConnected((list) => [...list, connection])}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
