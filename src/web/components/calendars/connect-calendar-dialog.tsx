import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarConnection } from "../../queries/calendars";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { ConnectCalendarForm } from "./connect-calendar-form";

/**
 * "Add a calendar" as a dialog: the one way to connect a calendar, from the schedule page and from onboarding's
 * "Your week" step alike. The dialog renders in a portal, so its form is never inside another page's form.
 */
export function ConnectCalendarDialog({
  open,
  onOpenChange,
  caldavLocked,
  lockedNotice,
  onConnected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  caldavLocked: boolean;
  lockedNotice: ReactNode;
  onConnected: (connection: CalendarConnection) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("calendars.add.title")}
      description={t("calendars.add.text")}
    >
      {open ? (
        <ConnectCalendarForm
          caldavLocked={caldavLocked}
          lockedNotice={lockedNotice}
          onConnected={(connection) => {
            onOpenChange(false);
            onConnected(connection);
          }}
          footer={
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t("calendars.add.cancel")}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
