import { AlertCircle, CheckCircle2, KeyRound, Loader2, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TCalendarPatch } from "#contracts/calendars";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Switch } from "../../components/ui/switch";
import {
  type CalendarConnection,
  useRemoveCalendar,
  useSyncCalendar,
  useUpdateCalendar,
} from "../../queries/calendars";
import { ReconnectDialog } from "./reconnect-dialog";

/** "5 minutes ago" in the UI language, from the last sync's instant. */
export function syncedAgo(iso: string, language: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "minute");
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function CalendarRow({ calendar }: { calendar: CalendarConnection }) {
  const { t, i18n } = useTranslation();
  const sync = useSyncCalendar();
  const remove = useRemoveCalendar();
  const update = useUpdateCalendar();
  const [confirming, setConfirming] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  // A refused password, or an address that stopped answering: both need something new from the user.
  const needsReconnect =
    calendar.status === "auth_failed" || (calendar.kind === "ics" && calendar.status === "error");
  const patch = (change: TCalendarPatch) =>
    update.mutate(
      { id: calendar.id, patch: change },
      { onError: (error) => toast.error(i18n.t("calendars.card.updateFailed", { message: message(error) })) },
    );
  const syncNow = () =>
    sync.mutate(calendar.id, {
      onError: (error) => toast.error(i18n.t("calendars.card.syncFailed", { message: message(error) })),
    });
  const syncing = calendar.status === "syncing" || sync.isPending;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{calendar.name}</h3>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {t(`calendars.kind.${calendar.kind}`)} · {calendar.urlHint} ·{" "}
            {t("calendars.card.events", { count: calendar.eventCount })}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm" role="status">
            {syncing ? (
              <>
                <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                {t("calendars.status.syncing")}
              </>
            ) : calendar.status === "ok" ? (
              <>
                <CheckCircle2 aria-hidden="true" className="size-4 text-primary-700 dark:text-primary-400" />
                {calendar.lastSyncedAt
                  ? t("calendars.status.okAt", { when: syncedAgo(calendar.lastSyncedAt, i18n.language) })
                  : t("calendars.status.ok")}
              </>
            ) : calendar.status === "auth_failed" ? (
              <span className="inline-flex items-center gap-1.5 text-danger-700 dark:text-danger-300">
                <KeyRound aria-hidden="true" className="size-4" />
                {t("calendars.status.authFailed")}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 text-danger-700 dark:text-danger-300">
                <AlertCircle aria-hidden="true" className="size-4" />
                {t("calendars.status.error", { reason: calendar.error ?? t("calendars.status.unknown") })}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {needsReconnect ? (
            <Button size="sm" onClick={() => setReconnecting(true)}>
              {t("calendars.card.reconnect")}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            loading={sync.isPending}
            disabled={syncing}
            onClick={syncNow}
            aria-label={t("calendars.card.syncLabel", { name: calendar.name })}
          >
            {t("calendars.card.sync")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => setConfirming(true)}
            aria-label={t("calendars.card.removeLabel", { name: calendar.name })}
          >
            {t("calendars.card.remove")}
          </Button>
        </div>
      </div>
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        <Switch
          label={t("calendars.card.enabled")}
          checked={calendar.enabled}
          onCheckedChange={(enabled) => patch({ enabled })}
        />
        <Switch
          label={t("calendars.card.allDay")}
          checked={calendar.allDayBlocks}
          onCheckedChange={(allDayBlocks) => patch({ allDayBlocks })}
        />
        {calendar.kind === "caldav" ? (
          <Switch
            label={t("calendars.card.writeBack")}
            checked={calendar.writeBack}
            onCheckedChange={(writeBack) => patch({ writeBack })}
          />
        ) : null}
      </div>
      <ReconnectDialog calendar={calendar} open={reconnecting} onOpenChange={setReconnecting} />
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        size="sm"
        title={t("calendars.card.removeTitle", { name: calendar.name })}
        description={t("calendars.card.removeText")}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("schedule.form.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(calendar.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(i18n.t("calendars.card.removed", { name: calendar.name }));
                  },
                  onError: (error) =>
                    toast.error(i18n.t("calendars.card.removeFailed", { message: message(error) })),
                })
              }
            >
              {t("calendars.card.removeConfirm")}
            </Button>
          </>
        }
      >
        {null}
      </Modal>
    </li>
  );
}
