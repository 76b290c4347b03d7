import { Bell, BellOff, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";

/**
 * The header bell and its panel (spec §2 "Notification panel": width 96 units, at most 80% of the viewport high).
 * For now the list is always empty; a later issue feeds it from GET /api/notifications and the SSE stream and adds
 * the unread-count badge.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t("notifications.open")}
        className="relative inline-flex size-11 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800"
      >
        <Bell aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t("notifications.title")}
          className="z-40 flex max-h-[80vh] w-96 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 data-[state=open]:animate-pop-in dark:bg-slate-900 dark:ring-slate-800"
        >
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4 dark:border-slate-800">
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">
              {t("notifications.title")}
            </h2>
            <Popover.Close
              aria-label={t("notifications.close")}
              className="inline-flex size-11 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Popover.Close>
          </div>
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
              <BellOff aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 font-semibold text-slate-900 dark:text-white">{t("notifications.empty")}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("notifications.emptyHint")}</p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
