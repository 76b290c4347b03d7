import { AlarmClock, Bell, BellOff, Dumbbell, Info, type LucideIcon, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { NotificationType } from "#contracts/notifications";
import { Button } from "../../components/ui/button";
import { userLocale } from "../../lib/clock-format";
import { cn } from "../../lib/cn";
import { useClearNotifications, useMarkRead, type useNotifications } from "../../queries/notifications";
import { BELL_CLASS, UnreadBadge } from "./bell-button";
import { formatNotificationTime } from "./format-time";

// The bell's panel: Radix Popover with its positioning engine (about 10 KB gzipped) loads the first time the bell is
// pointed at, focused or pressed, not with the signed-in shell (docs/architecture.md §7 budget).

const ICONS: Record<NotificationType, LucideIcon> = { workout: Dumbbell, reminder: AlarmClock, other: Info };
const ICON_TONES: Record<NotificationType, string> = {
  workout: "bg-primary-100 text-primary-800 dark:bg-primary-950 dark:text-primary-200",
  reminder: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
  other: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  unread: number;
  query: ReturnType<typeof useNotifications>;
  timeZone: string;
  language: "en" | "es";
}

export function NotificationPopover({
  open,
  onOpenChange,
  label,
  unread,
  query,
  timeZone,
  language,
}: NotificationPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger aria-label={label} className={BELL_CLASS}>
        <Bell aria-hidden="true" className="size-5" />
        <UnreadBadge unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          role="dialog"
          aria-labelledby="notifications-title"
          className="z-40 flex max-h-[80vh] w-96 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 data-[state=open]:animate-pop-in dark:bg-slate-900 dark:ring-slate-800"
        >
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4 dark:border-slate-800">
            <h2 id="notifications-title" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("notifications.title")}
            </h2>
            <Popover.Close
              aria-label={t("notifications.close")}
              className="inline-flex size-11 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Popover.Close>
          </div>
          <PanelBody query={query} timeZone={timeZone} language={language} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function PanelBody({
  query,
  timeZone,
  language,
}: {
  query: ReturnType<typeof useNotifications>;
  timeZone: string;
  language: "en" | "es";
}) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const clear = useClearNotifications();
  const failed = () => toast.error(t("notifications.actionError"));

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3 p-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-8 text-center">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("notifications.loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t("notifications.retry")}
        </Button>
      </div>
    );
  }
  const items = query.data.notifications;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
          <BellOff aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-4 font-semibold text-slate-900 dark:text-white">{t("notifications.empty")}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("notifications.emptyHint")}</p>
      </div>
    );
  }
  const now = new Date();
  const when = (timestamp: string) =>
    formatNotificationTime(timestamp, {
      now,
      timeZone,
      language,
      locale: userLocale(language),
      today: (time) => t("notifications.today", { time }),
      tomorrow: (time) => t("notifications.tomorrow", { time }),
    });
  return (
    <>
      <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
        {items.map((item) => {
          const Icon = ICONS[item.type];
          return (
            <li key={item.id}>
              <button
                type="button"
                data-testid="notification-item"
                data-read={item.read ? "true" : "false"}
                aria-label={item.read ? undefined : `${item.title} (${t("notifications.unread")})`}
                onClick={() => {
                  if (!item.read) markRead.mutate(item.id, { onError: failed });
                }}
                className={cn(
                  "flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60",
                  !item.read && "bg-primary-50/70 dark:bg-primary-950/40",
                )}
              >
                <span
                  className={cn(
                    "mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl",
                    ICON_TONES[item.type],
                  )}
                >
                  <Icon aria-hidden="true" className="size-4.5" />
                  <span className="sr-only">{t(`notifications.types.${item.type}`)}</span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-start gap-2">
                    <span
                      className={cn(
                        "min-w-0 flex-1 text-sm text-slate-900 dark:text-white",
                        item.read ? "font-medium" : "font-semibold",
                      )}
                    >
                      {item.title}
                    </span>
                    {item.read ? null : (
                      <span
                        aria-hidden="true"
                        className="mt-1.5 size-2 shrink-0 rounded-full bg-primary-600"
                      />
                    )}
                  </span>
                  {item.message ? (
                    <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                      {item.message}
                    </span>
                  ) : null}
                  <time
                    dateTime={item.timestamp}
                    className="mt-1 block text-xs text-slate-500 tabular-nums dark:text-slate-400"
                  >
                    {when(item.timestamp)}
                  </time>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-200 p-2 dark:border-slate-800">
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          loading={clear.isPending}
          onClick={() => clear.mutate(undefined, { onError: failed })}
        >
          {t("notifications.clearAll")}
        </Button>
      </div>
    </>
  );
}
