import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TNotification } from "#contracts/notifications";
import { useSettings } from "../../lib/settings";
import { useNotifications } from "../../queries/notifications";
import { playChime, showBrowserNotification } from "./alerts";
import { BellButton } from "./bell-button";
import { useNotificationStream } from "./use-notification-stream";

let panelModule: Promise<typeof import("./notification-panel")> | undefined;
const loadPanel = () => {
  panelModule ??= import("./notification-panel");
  return panelModule;
};
const NotificationPopover = lazy(async () => ({ default: (await loadPanel()).NotificationPopover }));

/**
 * The header bell and its panel (docs/product.md §2 "Notification panel": width 96 units, at most 80% of the viewport high,
 * Escape closes it, Tab cycles inside while open). The list comes from GET /api/notifications and stays live through
 * the SSE stream; a new one also raises a browser notification (push toggle, permission granted) and a chime
 * (sound effects on). The panel's code (notification-panel.tsx) loads on first hover, focus or press.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const query = useNotifications();
  const unread = query.data?.unreadCount ?? 0;

  const onNew = useCallback(
    (notification: TNotification) => {
      if (settings.notifications.push) showBrowserNotification(notification);
      if (settings.soundEffects) playChime();
    },
    [settings.notifications.push, settings.soundEffects],
  );
  useNotificationStream(onNew);

  const label = unread > 0 ? t("notifications.openWithCount", { count: unread }) : t("notifications.open");
  const plain = (
    <BellButton
      aria-label={label}
      unread={unread}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => {
        setPanelWanted(true);
        setOpen(true);
      }}
    />
  );
  if (!panelWanted) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationPopover
        open={open}
        onOpenChange={setOpen}
        label={label}
        unread={unread}
        query={query}
        timeZone={settings.timeZone}
        language={settings.language}
      />
    </Suspense>
  );
}
